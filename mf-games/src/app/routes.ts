import { GAME_TYPE_PATHS, type LazyComponent, type RemoteRoute } from '@site/shared';
import { GAME_LIST_SCREEN_TYPES, LAUNCH_PAGES, LOBBY_TYPES, type GameListType, type LaunchPage, type LobbyType } from '../constants/screen-types';

// Screens load lazily: the descriptor is on the critical path of every page (DESIGN.md §6), so it
// must stay a few hundred bytes; each screen group becomes its own chunk.
const lobby =
  (type: LobbyType): LazyComponent =>
  () =>
    import('../features/lobby/components/lobby-screen').then((m) => ({ default: m.LOBBY_SCREENS[type] }));

const gameList =
  (type: GameListType): LazyComponent =>
  () =>
    import('../features/game-list/components/game-list-screen').then((m) => ({ default: m.GAME_LIST_SCREENS[type] }));

const launchPage =
  (page: LaunchPage): LazyComponent =>
  () =>
    import('../features/launch/components/launch-placeholder-screen').then((m) => ({ default: m.LAUNCH_SCREENS[page] }));

/** Spec §2 route table: lobbies and game lists keep the full chrome and their banner group; launch pages keep only the header. */
export const routes: RemoteRoute[] = [
  ...LOBBY_TYPES.map((type) => ({ path: GAME_TYPE_PATHS[type], screen: lobby(type), chrome: 'full' as const, banner: true })),
  ...GAME_LIST_SCREEN_TYPES.map((type) => ({ path: GAME_TYPE_PATHS[type], screen: gameList(type), chrome: 'full' as const, banner: true })),
  ...LAUNCH_PAGES.map((page) => ({ path: `/${page}`, screen: launchPage(page), chrome: 'header-only' as const })),
];
