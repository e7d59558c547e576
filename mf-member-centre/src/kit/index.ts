/**
 * The member centre's page kit: every centre page is built from these, so pages look and behave
 * alike. The shared pieces (frame, loading / empty / error states, server paging, schema-driven
 * forms, money as the server formatted it) come from '@site/shared/centre-kit', the one kit of
 * both centres; the date filter, the proof picture upload and the record table are this centre's own. Import it as
 * '../../kit' from a feature.
 */
export * from '@site/shared/centre-kit';
export { DateRangeFilter, type DateRangeFilterProps, type DayRange } from './date-range-filter';
export { ProofUploadForm, type ProofUploadFormProps } from './proof-upload-form';
export { RecordsTable, type Column } from './records-table';
