import type { LotteryItem, LotteryMenu, LotteryMenuTag } from '@site/shared/contract/lottery';
import { drawsOn, type LotteryWeekday } from './weekday';

/** The lobby's tabs: one per menu tag, then the lists hot, favourites and recent. */
export const LIST_TABS = ['hot', 'favourites', 'recent'] as const;
export type ListTab = (typeof LIST_TABS)[number];
export type LobbyTab = LotteryMenuTag | ListTab;

export interface LobbyFilter {
  weekday: LotteryWeekday | 'all';
  /** Name search, as typed; matched case- and accent-insensitively. */
  search: string;
}

/** Lower case without Vietnamese tone marks (and đ as d), so "mien bac" finds "Miền Bắc". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .trim();
}

/**
 * The items drawing on the chosen weekday whose name matches the search: the Vietnamese name, the
 * name the page shows (`shownName`, in the page's language) or the id.
 */
export function applyFilter(items: readonly LotteryItem[], { weekday, search }: LobbyFilter, shownName: (item: LotteryItem) => string = (item) => item.remark): LotteryItem[] {
  const wanted = foldName(search);
  const matches = (item: LotteryItem) =>
    foldName(item.remark).includes(wanted) || foldName(shownName(item)).includes(wanted) || item.gameId.toLowerCase().includes(wanted);
  return items.filter((item) => drawsOn(item.drawDayOfWeek, weekday) && (wanted === '' || matches(item)));
}

/** Every lottery of the menu by id, the freshest data the lobby has of each. */
export function itemsById(menu: LotteryMenu | undefined): Map<string, LotteryItem> {
  return new Map((menu?.menus ?? []).flatMap((group) => group.gameMenus.map((item) => [item.gameId, item] as const)));
}

/**
 * A list (hot, recent, favourites) in its own order, each lottery as the menu last showed it
 * (the menu is what the refresh timer keeps current); one the menu lacks keeps the list's data,
 * and a favourite the menu no longer offers is left out.
 */
export function inOrder(ids: readonly string[], menu: Map<string, LotteryItem>, fallback: readonly LotteryItem[] = []): LotteryItem[] {
  const own = new Map(fallback.map((item) => [item.gameId, item]));
  return ids.flatMap((id) => {
    const item = menu.get(id) ?? own.get(id);
    return item ? [item] : [];
  });
}

/** The tab's lotteries before the weekday and name filters. */
export function tabItems(
  tab: LobbyTab,
  sources: { menu: LotteryMenu | undefined; hot: readonly LotteryItem[] | undefined; recent: readonly LotteryItem[] | undefined; favourites: readonly string[] },
): LotteryItem[] {
  const byId = itemsById(sources.menu);
  switch (tab) {
    case 'hot':
      return inOrder((sources.hot ?? []).map((item) => item.gameId), byId, sources.hot);
    case 'recent':
      return inOrder((sources.recent ?? []).map((item) => item.gameId), byId, sources.recent);
    case 'favourites':
      return inOrder(sources.favourites, byId);
    default:
      return sources.menu?.menus.find((group) => group.tag === tab)?.gameMenus ?? [];
  }
}

/** At most the last 6 digits of an open number, as the lobby shows it. */
export function shownDigits(openNumber: string): string[] {
  return [...openNumber.replace(/\D/g, '').slice(-6)];
}
