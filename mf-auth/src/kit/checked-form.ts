// The small API of zod: these forms load with the login dialog, which should stay light.
import * as z from 'zod/mini';

/** One check of a form: the field it is about, and its message when the values fail it. */
export type FieldCheck<Values> = readonly [field: keyof Values & string, check: (values: Values) => string | undefined];

/**
 * The zod schema of a form of text fields judged by the form's own checks (the shared field-rule
 * engine, worded with the form's texts), for the centre kit's `useZodForm`: each failing check is a
 * message under its field.
 */
export function checkedForm<Values extends Record<string, string | undefined>>(checks: readonly FieldCheck<Values>[]): z.ZodMiniType<Values, Values> {
  return z.custom<Values>().check(
    z.superRefine((values, ctx) => {
      for (const [field, check] of checks) {
        const message = check(values);
        if (message) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }),
  );
}
