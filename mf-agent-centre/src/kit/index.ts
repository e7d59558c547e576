/**
 * The agent centre's page kit: every centre page is built from these, so pages look and behave
 * alike. The shared pieces (frame, loading / empty / error states, server paging, schema-driven
 * forms, money as the server formatted it) come from '@site/shared/centre-kit', the one kit of
 * both centres; the report period, filter form, paged table and date-time are this centre's own.
 * `kitStyles` holds both kits' classes for pages that lay out their own controls. Import it as
 * '../../kit' from a feature.
 */
export * from '@site/shared/centre-kit';
export { kitStyles } from './kit-styles';
export { PeriodPicker, initialPeriod, periodQuery, periodProblem, type PeriodChoice, type PeriodPickerProps, type PeriodProblem } from './period-picker';
export { FilterForm, optionalFilter, type FilterFormProps } from './filter-form';
export { ReportFilters, useReport, type Report } from './report';
export { PagedTable, type PagedTableProps, type TableColumn } from './paged-table';
export { DateTime, type DateTimeProps } from './date-time';
