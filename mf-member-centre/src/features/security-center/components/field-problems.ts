import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/**
 * The sentence under a field for one problem, in the member's language: by the field's name and
 * the zod issue code (`too_small`, `invalid_format`, `custom`...), else the field's general rule,
 * else a plain "check this value". The contract's own messages are English fragments written for
 * the platform's refusals, so they are never shown here.
 */
export function useFieldProblemText() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return useCallback(
    (field: string, code: string): string =>
      t([`securityCenter.field.${field}.${code}`, `securityCenter.field.${field}.default`, 'securityCenter.field.default']),
    [t],
  );
}

/**
 * The same schema, with every problem it finds worded by `useFieldProblemText`. The kit's form
 * shows an issue's message as it is; wrapping keeps the contract's rules untouched (the platform
 * checks the very same ones) while the member reads them in their language.
 */
export function useLocalizedSchema<Schema extends z.ZodType<unknown, Record<string, unknown>>>(schema: Schema) {
  const describe = useFieldProblemText();
  return useMemo(
    () =>
      z.custom<z.input<Schema>>().transform((values, context): z.output<Schema> => {
        const result = schema.safeParse(values);
        if (result.success) return result.data;
        for (const issue of result.error.issues) {
          context.addIssue({ code: 'custom', path: issue.path, input: values, message: describe(String(issue.path[0] ?? ''), issue.code) });
        }
        return z.NEVER;
      }),
    [schema, describe],
  );
}
