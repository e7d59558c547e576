import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, useLatest } from '@site/shared';
import { issueMessage, type IssueText } from './issue-text';
import { refusalText, withoutFieldName } from './refusal-text';
import { useKitTranslation } from './use-kit-text';

/**
 * Any zod schema whose input is the form's values (usually a request schema of the contract), of
 * zod's full API or of its small one ('zod/mini', for a form on a page that must stay light).
 */
type FormSchema = z.core.$ZodType<unknown, Record<string, unknown>> & {
  safeParse(data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>): { success: true; data: unknown } | { success: false; error: { issues: z.core.$ZodIssue[] } };
};

export type FormValues<Schema extends FormSchema> = z.input<Schema>;

/** The message under each field, by field name. */
export type FieldErrors<Schema extends FormSchema> = Partial<Record<keyof FormValues<Schema> & string, string>>;

export interface ZodFormOptions {
  /**
   * The page's own wording of a schema issue (in the user's language); return undefined to
   * leave an issue to the kit, which words every built-in check by its code and bounds.
   */
  issueText?: IssueText;
  /**
   * The page's own wording of a failed call (a package with its own refusal texts); the kit's
   * wording otherwise. Under the field it names, the field's machine name is dropped either way.
   */
  refusalText?: (error: unknown) => string;
  /**
   * The names of the fields on screen, for a form whose fields come from settings and whose values
   * do not hold every one from the start; by default a field is a name the values hold.
   */
  fields?: readonly string[];
}

/**
 * Stands for "zod would use its own words here": given as the parse's error map, it reaches only
 * the issues whose schema carries no message of its author's.
 */
const ZOD_OWN_WORDS = '\u0000zod';

export interface ZodForm<Schema extends FormSchema> {
  values: FormValues<Schema>;
  setValue: <Name extends keyof FormValues<Schema> & string>(name: Name, value: FormValues<Schema>[Name]) => void;
  errors: FieldErrors<Schema>;
  /** A refusal that names no field of this form (or a network failure), shown by `FormError`. */
  formError: string | null;
  /** True while the promise returned by the submit handler is pending. */
  submitting: boolean;
  /**
   * The form's onSubmit: checks the values with the schema; when they pass, calls `onValid` with
   * the parsed values (trimmed, coerced). A promise `onValid` returns is awaited, and its
   * rejection is shown with `showServerError`. When they fail, each field shows its message and
   * the first invalid field takes focus.
   */
  submit: (onValid: (data: z.output<Schema>) => unknown) => (event?: FormEvent<HTMLFormElement>) => void;
  /** Put a platform refusal under the field it names, or above the form when it names none of ours. */
  showServerError: (error: unknown) => void;
  /**
   * Put a message under one field, or take it away with undefined: for a check made outside the
   * submit (a number checked before a code is sent to it).
   */
  setError: (name: keyof FormValues<Schema> & string, message: string | undefined) => void;
  /** Take every message away and keep the values (the form switched to another of its modes). */
  clearErrors: () => void;
  /** Put a text of the page's above the form, or take it away with null (a refusal it always shows there). */
  setFormError: (text: string | null) => void;
  /** Back to the initial values (or the given ones), with no messages. */
  reset: (values?: FormValues<Schema>) => void;
}

/**
 * A form driven by a zod schema: the same request schema the platform validates with, so the
 * user sees the server's rules before sending, and a refusal the server still makes lands under
 * the field it names. Messages are in the user's language: the kit words each issue from its
 * code and bounds (required, too short with the length, amount too small with the bound...),
 * unless the page words it (`options.issueText`); in English a schema's own message is kept.
 */
export function useZodForm<Schema extends FormSchema>(schema: Schema, initialValues: FormValues<Schema>, options: ZodFormOptions = {}): ZodForm<Schema> {
  const { t, i18n } = useKitTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('en');
  const { issueText, refusalText: pageRefusalText } = options;
  const [values, setValues] = useState<FormValues<Schema>>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Schema>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const initial = useRef(initialValues);
  const latest = useLatest(values);
  const fieldNames = useLatest(options.fields);
  const isField = useCallback((name: string) => (fieldNames.current ? fieldNames.current.includes(name) : name in latest.current), [fieldNames, latest]);
  // The form whose failed check waits for its messages to render before focusing the first one.
  const focusAfterRender = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const form = focusAfterRender.current;
    focusAfterRender.current = null;
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const setValue = useCallback<ZodForm<Schema>['setValue']>((name, value) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // A field's message is about what was there before: editing it clears the message.
    setErrors((previous) => (previous[name] === undefined ? previous : { ...previous, [name]: undefined }));
  }, []);

  const showServerError = useCallback((error: unknown) => {
    // In words: the field's label names it, so its machine name does not lead the sentence.
    const text = pageRefusalText ? pageRefusalText(error) : refusalText(error, t);
    if (error instanceof ApiError && error.field && isField(error.field)) {
      setErrors((previous) => ({ ...previous, [error.field as string]: withoutFieldName(text, error.field) }));
      setFormError(null);
      return;
    }
    setFormError(text);
  }, [t, pageRefusalText, isField]);

  const submit = useCallback<ZodForm<Schema>['submit']>(
    (onValid) => (event) => {
      event?.preventDefault();
      const form = event?.currentTarget;
      const result = schema.safeParse(latest.current, { error: () => ZOD_OWN_WORDS });
      if (!result.success) {
        const next: Record<string, string> = {};
        let general: string | null = null;
        for (const issue of result.error.issues) {
          const name = issue.path[0];
          const field = typeof name === 'string' && isField(name) ? name : null;
          const value = field === null ? undefined : (latest.current as Record<string, unknown>)[field];
          const message = issueMessage({ issue, value, authored: issue.message !== ZOD_OWN_WORDS }, t, english, issueText);
          if (field !== null) next[field] ??= message;
          else general ??= message;
        }
        // Once the messages render, the user is taken to the first field to fix.
        focusAfterRender.current = form ?? null;
        setErrors(next as FieldErrors<Schema>);
        setFormError(general);
        return;
      }
      setErrors({});
      setFormError(null);
      // The parse's output is the schema's output; the structural type above does not carry it.
      const outcome = onValid(result.data as z.output<Schema>);
      if (outcome instanceof Promise) {
        setSubmitting(true);
        outcome.catch(showServerError).finally(() => setSubmitting(false));
      }
    },
    [schema, latest, showServerError, t, english, issueText, isField],
  );

  const setError = useCallback<ZodForm<Schema>['setError']>((name, message) => {
    setErrors((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
  }, []);

  const clearErrors = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  const reset = useCallback((next?: FormValues<Schema>) => {
    setValues(next ?? initial.current);
    setErrors({});
    setFormError(null);
  }, []);

  return { values, setValue, errors, formError, submitting, submit, showServerError, setError, clearErrors, setFormError, reset };
}
