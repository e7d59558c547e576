import { apiGet, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { MatchedSlicePage } from '@site/shared/contract/member';
import { matchedKeys } from './matched-keys';

/** How often the list looks again while the withdrawing member has still to answer. */
const OPEN_POLL_MS = 10_000;

/** GET /wps/member/matched/slices: the member's matched deposits, newest first, 15 a page. */
export function useMatchedSlices(pageNo: number) {
  return useQuery(
    {
      queryKey: matchedKeys.slices(pageNo),
      queryFn: () => apiGet<MatchedSlicePage>('/wps/member/matched/slices', { pageNo }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.list.some((slice) => slice.state === 'AWAITING_CONFIRMATION' || slice.state === 'DISPUTED') ? OPEN_POLL_MS : false,
    },
    queryClient,
  );
}
