import { useEffect } from 'react';
import { callApi, GAME_PAGE_SIZE, queryClient, type ListGameType, type RecentGamesValue, useInfiniteQuery } from '@site/shared';

/** GET /wps/relay/GCS_recentGame: one page of the member's recently launched games, newest first. */
export function fetchRecentGames(gameType: ListGameType, pageNo: number): Promise<RecentGamesValue> {
  return callApi('GET /wps/relay/GCS_recentGame', { query: { gameType, pageNo, pageSize: GAME_PAGE_SIZE } });
}

/**
 * The recent tab has no pages of its own: it loads page after page until the last one and shows
 * them all, in order.
 */
export function useRecentGames(token: string | null, gameType: ListGameType, enabled: boolean) {
  const query = useInfiniteQuery(
    {
      queryKey: ['recent-games', token, gameType],
      queryFn: ({ pageParam }) => fetchRecentGames(gameType, pageParam),
      initialPageParam: 1,
      getNextPageParam: (answer, _pages, pageNo) => (pageNo < answer.totalPages ? pageNo + 1 : undefined),
      enabled,
      // Launches add recent games, so the tab reloads each time it opens.
      staleTime: 0,
    },
    queryClient,
  );
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (enabled && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [enabled, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return query;
}
