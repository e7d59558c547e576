import { callApi, GAME_PAGE_SIZE, queryClient, type FavoriteListValue, type ListGameType, keepPreviousData, useQuery } from '@site/shared';
import { favoriteListKey } from './favorite-keys';

/** GET /wps/relay/MCSFE_getFavoriteGamesList: one page of the member's favourite games of one type. */
export function fetchFavoriteList(gameType: ListGameType, pageNo: number): Promise<FavoriteListValue> {
  return callApi('GET /wps/relay/MCSFE_getFavoriteGamesList', { query: { gameType, pageNo, pageSize: GAME_PAGE_SIZE } });
}


export function useFavoriteList(token: string | null, gameType: ListGameType, pageNo: number, enabled: boolean) {
  return useQuery(
    {
      queryKey: [...favoriteListKey(token, gameType), pageNo],
      queryFn: () => fetchFavoriteList(gameType, pageNo),
      enabled,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}
