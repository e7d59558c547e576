import { withScreens, type LazyComponent } from '@site/shared';
import { GAME_LIST_SCREEN_TYPES, LAUNCH_PAGES, LOBBY_TYPES, type GameListType, type LaunchPage, type LobbyType } from '../constants/screen-types';
import { loadLaunchScreens } from '../kit/launch/load-launch-screens';
import { routeDeclarations, type GamesScreen } from './route-declarations';

// Screens load lazily: the descriptor is on the critical path of every page, so it must stay a few
// hundred bytes; each screen group becomes its own chunk.
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
    loadLaunchScreens().then((m) => ({ default: m.LAUNCH_SCREENS[page] }));

const screens = Object.fromEntries([
  ...LOBBY_TYPES.map((type) => [`lobby:${type}`, lobby(type)] as const),
  ...GAME_LIST_SCREEN_TYPES.map((type) => [`game-list:${type}`, gameList(type)] as const),
  ...LAUNCH_PAGES.map((page) => [`launch:${page}`, launchPage(page)] as const),
]) as Record<GamesScreen, LazyComponent>;

/** The declared routes with their screens (the declarations live in route-declarations.ts). */
export const routes = withScreens(routeDeclarations, screens);
