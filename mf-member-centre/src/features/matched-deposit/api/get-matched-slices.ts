import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import { matchedKeys } from './matched-keys';

/** How often the list looks again while the withdrawing member has still to answer. */
const OPEN_POLL_MS = 10_000;

/** The member's matched deposits, newest first, 15 a page. */
export function useMatchedSlices(pageNo: number) {
  return useQuery(
    {
      queryKey: matchedKeys.slices(pageNo),
      queryFn: () => callApi('GET /wps/member/matched/slices', { query: { pageNo } }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.list.some((slice) => slice.state === 'AWAITING_CONFIRMATION' || slice.state === 'DISPUTED') ? OPEN_POLL_MS : false,
    },
    queryClient,
  );
}
