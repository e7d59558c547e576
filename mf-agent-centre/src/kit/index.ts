/**
 * The agent centre's page kit: every centre page is built from these, so pages look and behave
 * alike (frame, loading / empty / error states, the report period, server-paged tables,
 * schema-driven forms, money as the server formatted it). Import it as '../../kit' from a feature.
 */
export { CentrePage, type CentrePageProps } from './centre-page';
export { QueryState, type QueryStateProps, type QueryLike } from './query-state';
export { LoadingState } from './loading-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { Pager, type PagerProps } from './pager';
export { PeriodPicker, initialPeriod, periodQuery, periodProblem, type PeriodChoice, type PeriodPickerProps, type PeriodProblem } from './period-picker';
export { FilterForm, optionalFilter, type FilterFormProps } from './filter-form';
export { PagedTable, type PagedTableProps, type TableColumn } from './paged-table';
export { useZodForm, type ZodForm, type ZodFormOptions, type FormValues, type FieldErrors } from './use-zod-form';
export { kitIssueText, KIT_ISSUE_RULES, type FormIssue, type IssueText } from './issue-text';
export {
  Field,
  TextInput,
  SelectInput,
  SubmitButton,
  FormError,
  type FieldProps,
  type TextInputProps,
  type SelectInputProps,
  type SelectOption,
  type SubmitButtonProps,
  type FormErrorProps,
} from './form-fields';
export { Money, type MoneyProps } from './money';
export { DateTime, type DateTimeProps } from './date-time';
