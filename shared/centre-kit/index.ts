/**
 * '@site/shared/centre-kit': the page kit the member centre and the agent centre build their pages
 * from, so both look and behave alike: the page frame, loading / empty / error states, server
 * paging, schema-driven forms with their problems worded in the user's language, money as the
 * server formatted it, lazy pages that can be downloaded again, and the page error boundary.
 *
 * Not part of the '@site/shared' singleton on purpose: the first page never uses it, so it must
 * not grow. Each centre bundles the pieces its lazy pages use (they hold no page-wide state); what
 * is stateful (the i18n instance, the query cache, the session) still comes from '@site/shared'.
 *
 * The kit's texts are the 'centre-kit' namespace, added to the page's i18n the first time a kit
 * piece renders (see use-kit-text.ts). `kitStyles` gives a centre's own pieces and pages the kit's
 * classes (buttons, inputs, fields, day-range controls) so they look the same.
 */
export { default as kitStyles } from './kit.module.css';
export { CENTRE_KIT_NAMESPACE, centreKitTexts } from './texts';
export { useKitText, ensureCentreKitTexts } from './use-kit-text';
export { CentrePage, type CentrePageProps } from './centre-page';
export { CentrePanelHost, type CentrePanelHostProps } from './centre-panel-host';
export { QueryState, type QueryStateProps, type QueryLike } from './query-state';
export { LoadingState } from './loading-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { Pager, type PagerProps } from './pager';
export { DayRangeFields, type DayRangeFieldsProps, type DayRangePreset, type DayInput } from './day-range-fields';
export { useZodForm, type ZodForm, type ZodFormOptions, type FormValues, type FieldErrors } from './use-zod-form';
export { kitIssueText, KIT_ISSUE_RULES, type FormIssue, type IssueText } from './issue-text';
export {
  Field,
  TextInput,
  PasswordInput,
  SelectInput,
  SubmitButton,
  FormError,
  type FieldProps,
  type TextInputProps,
  type PasswordInputProps,
  type SelectInputProps,
  type SelectOption,
  type SubmitButtonProps,
  type FormErrorProps,
} from './form-fields';
export { Money, type MoneyProps } from './money';
export { AmountField, PaymentPasswordField, type MoneyFieldProps } from './money-fields';
export { useMoneyWrite, type MoneyWriteOptions } from './use-money-write';
export { retryableLazy, forgetFailedPageLoads, isRetryableLazy, type PageLoader } from './retryable-lazy';
export { PageErrorBoundary, type PageErrorBoundaryProps } from './page-error-boundary';
export { PATTERN_TEXTS, PATTERN_TEXTS_ES, PATTERN_TEXTS_VI, PATTERN_TEXTS_ZH } from './pattern-texts';
export { isRefusal, refusalText, withoutFieldName } from './refusal-text';
export { useRefusalText } from './use-refusal-text';
export { useLatest } from '@site/shared';
