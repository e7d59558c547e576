import { GAME_CLASSIFY_FILTERS, MIN_BET_FILTERS } from '@site/shared';

/** The list's tabs: the provider's games (normal), its hot games, the member's favourites and recent games. */
export const LIST_TABS = ['normal', 'hot', 'fav', 'recent'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** Tabs that show the member's own games: a visitor or a trial account may not open them. */
export const MEMBER_TABS: readonly ListTab[] = ['fav', 'recent'];

/**
 * Everything a game list shows, kept in the URL so back, reload and a shared link land on the same
 * list. Query keys: vassalage (or its alias page, which is why the page number is pageNo), tab,
 * gameName, gameClassify, minBet, pageNo; defaults are left out.
 */
export interface ListState {
  vendor: string | null;
  tab: ListTab;
  gameName: string;
  gameClassify: string;
  minBet: string;
  page: number;
}

export const GAME_NAME_MAX_LENGTH = 50;

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The state a URL names; anything unknown or malformed falls back to its default. */
export function readListState(params: URLSearchParams): ListState {
  const tab = params.get('tab');
  const classify = params.get('gameClassify') ?? '';
  const minBet = params.get('minBet') ?? '';
  return {
    vendor: params.get('vassalage') || params.get('page') || null,
    tab: (LIST_TABS as readonly string[]).includes(tab ?? '') ? (tab as ListTab) : 'normal',
    gameName: (params.get('gameName') ?? '').trim().slice(0, GAME_NAME_MAX_LENGTH),
    gameClassify: (GAME_CLASSIFY_FILTERS as readonly string[]).includes(classify) ? classify : '',
    minBet: (MIN_BET_FILTERS as readonly string[]).includes(minBet) ? minBet : '',
    page: pageOf(params.get('pageNo')),
  };
}

/** The URL query of a state; the older `page` alias of the provider is dropped. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vendor) params.set('vassalage', state.vendor);
  if (state.tab !== 'normal') params.set('tab', state.tab);
  if (state.gameName) params.set('gameName', state.gameName);
  if (state.gameClassify) params.set('gameClassify', state.gameClassify);
  if (state.minBet) params.set('minBet', state.minBet);
  if (state.page !== 1) params.set('pageNo', String(state.page));
  return params;
}

/** A change of what is searched (provider, name, classification, minimum bet) starts over: normal tab, page 1. */
export type SearchChange = Partial<Pick<ListState, 'vendor' | 'gameName' | 'gameClassify' | 'minBet'>>;

export function changeSearch(state: ListState, change: SearchChange): ListState {
  return { ...state, ...change, tab: 'normal', page: 1 };
}

/** Another tab opens on its first page. */
export function changeTab(state: ListState, tab: ListTab): ListState {
  return { ...state, tab, page: 1 };
}

/** Pages stay between 1 and the last page (1 when there are none). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, totalPages));
}

export function changePage(state: ListState, page: number, totalPages: number): ListState {
  return { ...state, page: clampPage(page, totalPages) };
}
