import { apiGet, queryClient, useQuery } from '@site/shared';
import type { WithdrawalOptions } from '@site/shared/contract/member';
import { withdrawKeys } from './withdraw-keys';

/** GET /wps/member/withdrawal/options: what is missing, payout accounts, limits, withdrawals left today. */
export function useWithdrawalOptions() {
  return useQuery(
    {
      queryKey: withdrawKeys.options,
      queryFn: () => apiGet<WithdrawalOptions>('/wps/member/withdrawal/options'),
      // What it reports is set on other pages (My account, deposits, transfers): ask again whenever
      // the page opens, instead of showing a set-up that is no longer missing.
      refetchOnMount: 'always',
    },
    queryClient,
  );
}
