import { callApi, GAME_PAGE_SIZE, getLanguage, queryClient, type GameListQuery, type GameListValue, keepPreviousData, useQuery } from '@site/shared';

/** What the page chooses of the game query; the fixed parts (page size, client type, platform) are added here. */
export type GameListFilter = Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'minBet' | 'pageNo'>;

/** The platform's name of this site's clients in the game query. */
export const GAME_QUERY_CLIENT = { clientType: '3', platform: 'flash,html5-desktop' } as const;

/** GET /wps/relay/GCSGAME_gameList: one page of a provider's games matching the filters. */
export function fetchGameList(filter: GameListFilter): Promise<GameListValue> {
  const query: GameListQuery = { ...filter, pageSize: GAME_PAGE_SIZE, language: getLanguage(), ...GAME_QUERY_CLIENT };
  // Empty filters are left out rather than sent as '' (the platform reads a missing one as "all").
  const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as GameListQuery;
  return callApi('GET /wps/relay/GCSGAME_gameList', { query: sent });
}

export const gameListKey = (filter: GameListFilter, lang: string) => ['game-list', lang, filter] as const;

/** The page of games; the previous page stays on screen while the next one loads, so the grid does not jump. */
export function useGameList(filter: GameListFilter, enabled = true) {
  const lang = getLanguage();
  return useQuery(
    { queryKey: gameListKey(filter, lang), queryFn: () => fetchGameList(filter), enabled, placeholderData: keepPreviousData },
    queryClient,
  );
}
