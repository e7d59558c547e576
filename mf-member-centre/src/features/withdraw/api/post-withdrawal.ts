import { apiPost } from '@site/shared';
import type { WithdrawalRequest, WithdrawalSummary } from '@site/shared/contract/member';

/** POST /wps/member/withdrawal: the amount is held at once; the same requestId answers the same order. */
export function postWithdrawal(request: WithdrawalRequest): Promise<WithdrawalSummary & { replayed: boolean }> {
  return apiPost<WithdrawalSummary & { replayed: boolean }>('/wps/member/withdrawal', request);
}
