import { callApi } from '@site/shared';
import type { LimitKind, LimitPeriod } from '@site/shared/contract/protection/limits';

/** Confirms a raise or removal whose 24 hours have passed. */
export function postConfirmLimit(body: { kind: LimitKind; period: LimitPeriod }) {
  return callApi('POST /wps/member/protection/limits/confirm', { body });
}
