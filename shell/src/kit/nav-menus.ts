import { useMemo } from 'react';
import {
  GAME_TYPE_PATHS,
  useGameMenus,
  useVendorLanes,
  vendorsOf,
  type GameMenu,
  type GameType,
  type VendorCard,
  type VendorLane,
} from '@site/shared';

/** One game-type entry of the main navigation (and of the footer's game links). */
export interface NavMenu {
  gameType: GameType;
  /** The platform's English name; the shell shows a translation by game type. */
  name: string;
  /** Lobby path. */
  page: string;
  providers: VendorCard[];
}

/** Categories the client derives from sports; the menu call may not list them. */
const DERIVED_FROM_SPORTS: readonly GameType[] = ['ESPORTS', 'COCKFIGHT'];

/**
 * The navigation's game types: the platform's menus in their order, kept only when the
 * normalised vendor lanes give the type at least one provider. E-sports and cockfight lanes exist
 * only when providers were split out of sports; when the menu call does not list them they are
 * placed right after sports, in lane order.
 */
export function buildNavMenus(menus: readonly GameMenu[], lanes: readonly VendorLane[]): NavMenu[] {
  const result: NavMenu[] = [];
  const seen = new Set<GameType>();
  for (const menu of menus) {
    if (seen.has(menu.gameType)) continue;
    const providers = vendorsOf(lanes, menu.gameType);
    if (providers.length === 0) continue;
    seen.add(menu.gameType);
    result.push({ gameType: menu.gameType, name: menu.name, page: menu.page || GAME_TYPE_PATHS[menu.gameType], providers });
  }
  let insertAt = result.findIndex((item) => item.gameType === 'SPORTS') + 1 || result.length;
  for (const lane of lanes) {
    if (!DERIVED_FROM_SPORTS.includes(lane.title) || seen.has(lane.title) || lane.cards.length === 0) continue;
    seen.add(lane.title);
    result.splice(insertAt, 0, { gameType: lane.title, name: lane.title, page: GAME_TYPE_PATHS[lane.title], providers: lane.cards });
    insertAt += 1;
  }
  return result;
}

/** The navigation's game types from the shared (cached, one request per page) menus and vendor lanes. */
export function useNavMenus(): NavMenu[] {
  const menus = useGameMenus();
  const lanes = useVendorLanes();
  return useMemo(() => buildNavMenus(menus.data ?? [], lanes.data ?? []), [menus.data, lanes.data]);
}
