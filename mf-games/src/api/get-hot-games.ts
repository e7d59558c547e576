import { callApi, getLanguage, getMerchantConfig, queryClient, type HotGamesValue, useQuery } from '@site/shared';
import { GAME_QUERY_CLIENT } from './get-game-list';

/** GET /wps/relay/GCSGAME_hotGamesV2: one page of hot games, of one provider or (without it) of all. */
export function fetchHotGames(vassalage?: string): Promise<HotGamesValue> {
  return callApi('GET /wps/relay/GCSGAME_hotGamesV2', {
    query: {
      merchantCode: getMerchantConfig().merchantCode,
      isPlatform: '2',
      ...(vassalage ? { vassalage } : {}),
      platform: GAME_QUERY_CLIENT.platform,
      language: getLanguage(),
    },
  });
}

export function useHotGames(vassalage?: string, enabled = true) {
  const lang = getLanguage();
  return useQuery({ queryKey: ['hot-games', lang, vassalage ?? null], queryFn: () => fetchHotGames(vassalage), enabled }, queryClient);
}
