import { callApi } from '@site/shared';
import type { WithdrawalSummary } from '@site/shared/contract/member';

/** What nothing has paid or taken yet goes back. */
export function postCancelWithdrawal(orderNo: string): Promise<WithdrawalSummary> {
  return callApi('POST /wps/member/withdrawal/:orderNo/cancel', { params: { orderNo } });
}
