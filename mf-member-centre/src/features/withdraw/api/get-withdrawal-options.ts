import { callApi, queryClient, useQuery } from '@site/shared';
import { withdrawKeys } from './withdraw-keys';

/** What is missing, payout accounts, limits, withdrawals left today. */
export function useWithdrawalOptions() {
  return useQuery(
    {
      queryKey: withdrawKeys.options,
      queryFn: () => callApi('GET /wps/member/withdrawal/options'),
      // What it reports is set on other pages (My account, deposits, transfers): ask again whenever
      // the page opens, instead of showing a set-up that is no longer missing.
      refetchOnMount: 'always',
    },
    queryClient,
  );
}
