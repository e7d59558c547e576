import { callApi, queryClient, useQuery } from '@site/shared';
import type { PayoutAccountList } from '@site/shared/contract/member';
import { accountKeys } from './account-keys';

/** The member's payout accounts (numbers masked). */
export function fetchPayoutAccounts(): Promise<PayoutAccountList> {
  return callApi('GET /wps/member/account/payout-accounts');
}

export function usePayoutAccounts() {
  return useQuery({ queryKey: accountKeys.payoutAccounts, queryFn: fetchPayoutAccounts }, queryClient);
}
