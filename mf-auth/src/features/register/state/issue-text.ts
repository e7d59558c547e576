import { formatBounds } from '@site/shared';
import type { Translate } from '../../../kit';
import type { FieldIssue } from './register-plan';

/** The translated message of a field's problem; pattern messages are keyed by patternId. */
export function issueText(t: Translate, issue: FieldIssue): string {
  if (issue.kind === 'required') return t('field_check.required');
  if (issue.kind === 'mismatch') return t('field_check.mismatch');
  return formatBounds(t(`pattern.${issue.patternId}`), issue.min, issue.max);
}
