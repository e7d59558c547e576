import { callApi } from '@site/shared';
import type { DepositOrder } from '@site/shared/contract/member';

/** Withdraw a pending order. */
export function postCancelDeposit(orderNo: string): Promise<DepositOrder> {
  return callApi('POST /wps/member/deposit/orders/:orderNo/cancel', { params: { orderNo } });
}
