import { apiPost } from '@site/shared';
import type { BankDepositRequest, DepositOrder } from '@site/shared/contract/member';

/** POST /wps/member/deposit/bank: report a bank transfer; the same requestId answers the same order. */
export function postBankDeposit(request: BankDepositRequest): Promise<{ order: DepositOrder; replayed: boolean }> {
  return apiPost<{ order: DepositOrder; replayed: boolean }>('/wps/member/deposit/bank', request);
}
