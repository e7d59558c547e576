import { apiPost } from '@site/shared';
import type { DepositOrder } from '@site/shared/contract/member';

/** POST /wps/member/deposit/orders/:orderNo/cancel: withdraw a pending order. */
export function postCancelDeposit(orderNo: string): Promise<DepositOrder> {
  return apiPost<DepositOrder>(`/wps/member/deposit/orders/${encodeURIComponent(orderNo)}/cancel`, {});
}
