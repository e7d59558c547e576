import { callApi, queryClient, useBusEvent, useQuery } from '@site/shared';
import type { ConsolidatedFundsValue } from '@site/shared/contract/member';
import { walletKeys } from './wallet-keys';

/** The main wallet, each vendor wallet and the total. */
export function fetchConsolidatedFunds(): Promise<ConsolidatedFundsValue> {
  return callApi('GET /wps/member/info/funds/consolidated');
}

/**
 * The wallets as they are now. Money moves elsewhere too (a deposit, a transfer to the upline, a game
 * round), so the figures are read again each time the page opens (the cached ones show meanwhile)
 * and whenever another part of the site says the wallet changed.
 */
export function useConsolidatedFunds() {
  useBusEvent('wallet:changed', () => void queryClient.invalidateQueries({ queryKey: walletKeys.funds }));
  return useQuery({ queryKey: walletKeys.funds, queryFn: fetchConsolidatedFunds, staleTime: 0 }, queryClient);
}
