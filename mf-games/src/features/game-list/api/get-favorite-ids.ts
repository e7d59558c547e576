import { callApi, queryClient, type FavoriteIdsValue, type ListGameType, useQuery } from '@site/shared';
import { favoriteIdsKey } from './favorite-keys';

/** GET /wps/relay/MCSFE_getFavoriteGames: the nodeIds of the member's favourite games of one type. */
export function fetchFavoriteIds(gameType: ListGameType): Promise<FavoriteIdsValue> {
  return callApi('GET /wps/relay/MCSFE_getFavoriteGames', { query: { gameType } });
}


export function useFavoriteIds(token: string | null, gameType: ListGameType, enabled: boolean) {
  return useQuery({ queryKey: favoriteIdsKey(token, gameType), queryFn: () => fetchFavoriteIds(gameType), enabled }, queryClient);
}
