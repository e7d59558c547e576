// The small API of zod: these forms load with the login dialog, which should stay light.
import * as z from 'zod/mini';

/**
 * A text value of a form's zod schema, judged by the form's own check (the shared field-rule
 * engine or a plain test) and worded in the form's texts. The check's message is the issue's own,
 * so the centre kit's zod form shows it under the field as it is, in every language. `judged`
 * false holds a value the form does not judge now (a field of its other mode) as it is.
 */
export function checkedText(problem: (value: string) => string | undefined, judged = true) {
  const text = z.string();
  if (!judged) return text;
  return text.check(
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}
