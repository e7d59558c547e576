import { callApi } from '@site/shared';
import type { BankDepositRequest, DepositOrder } from '@site/shared/contract/member';

/** Report a bank transfer; the same requestId answers the same order. */
export function postBankDeposit(request: BankDepositRequest): Promise<{ order: DepositOrder; replayed: boolean }> {
  return callApi('POST /wps/member/deposit/bank', { body: request });
}
