import { apiPost } from '@site/shared';
import type { WithdrawalSummary } from '@site/shared/contract/member';

/** POST /wps/member/withdrawal/:orderNo/cancel: what nothing has paid or taken yet goes back. */
export function postCancelWithdrawal(orderNo: string): Promise<WithdrawalSummary> {
  return apiPost<WithdrawalSummary>(`/wps/member/withdrawal/${encodeURIComponent(orderNo)}/cancel`);
}
