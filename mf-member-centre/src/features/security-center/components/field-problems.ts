import { useCallback } from 'react';
import { useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import type { IssueText } from '../../../kit';

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
 * The page's wording of every schema issue, for the kit's form (`useZodForm(schema, values,
 * { issueText })`): the contract's rules stay as they are (the platform checks the very same ones)
 * while the member reads them in their language, one sentence per field that says the whole rule.
 */
export function useFieldIssueText(): IssueText {
  const describe = useFieldProblemText();
  return useCallback(({ issue }) => describe(String(issue.path[0] ?? ''), issue.code), [describe]);
}
