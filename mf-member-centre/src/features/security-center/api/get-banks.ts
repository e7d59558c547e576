import { callApi, queryClient, useQuery } from '@site/shared';
import type { Bank } from '@site/shared/contract/member';
import { accountKeys } from './account-keys';

/** The banks a payout account may name. */
export async function fetchBanks(): Promise<Bank[]> {
  return (await callApi('GET /wps/member/account/banks')).list;
}

export function useBanks() {
  // The bank list is reference data: it changes rarely.
  return useQuery({ queryKey: accountKeys.banks, queryFn: fetchBanks, staleTime: 10 * 60 * 1000 }, queryClient);
}
