import { callApi, getLanguage, queryClient, WINNER_BOARD_SIZE, type RankListValue, useQuery } from '@site/shared';

/** GET /wps/relay/GCSGAME_getRankList: the largest recent wins of every category, names masked. */
export function fetchRankList(): Promise<RankListValue> {
  return callApi('GET /wps/relay/GCSGAME_getRankList', { query: { gameCategory: 'ALL', language: getLanguage(), limitNum: WINNER_BOARD_SIZE } });
}

/** New wins arrive all the time: the board reloads each minute while it is shown. */
export const RANK_LIST_REFRESH_MS = 60_000;

export function useRankList() {
  const lang = getLanguage();
  return useQuery({ queryKey: ['rank-list', lang], queryFn: fetchRankList, refetchInterval: RANK_LIST_REFRESH_MS, staleTime: 0 }, queryClient);
}
