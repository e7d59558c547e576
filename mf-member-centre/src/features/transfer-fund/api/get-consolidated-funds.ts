import { useQuery } from '@tanstack/react-query';
import { apiGet, queryClient } from '@site/shared';
import type { ConsolidatedFundsValue } from '@site/shared/contract/member';
import { walletKeys } from './wallet-keys';

/** GET /wps/member/info/funds/consolidated: the main wallet, each vendor wallet and the total. */
export function fetchConsolidatedFunds(): Promise<ConsolidatedFundsValue> {
  return apiGet<ConsolidatedFundsValue>('/wps/member/info/funds/consolidated');
}

export function useConsolidatedFunds() {
  return useQuery({ queryKey: walletKeys.funds, queryFn: fetchConsolidatedFunds }, queryClient);
}
