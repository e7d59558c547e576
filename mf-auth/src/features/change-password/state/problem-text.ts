import { formatBounds, type FieldProblem } from '@site/shared';
import type { Translate } from '../../../kit';

/** The translated message of a field problem; pattern messages are keyed by patternId. */
export function problemText(t: Translate, problem: FieldProblem): string {
  if (problem.kind === 'required') return t('field_check.required');
  return formatBounds(t(`pattern.${problem.patternId}`), problem.min, problem.max);
}
