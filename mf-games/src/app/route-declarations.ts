import type { RouteDeclaration } from '@site/shared';
import type { GameListType, LaunchPage, LobbyType } from '../constants/screen-types';

/**
 * This remote's routes as plain data (no screen code, no React): the build writes them as
 * routes.json into the release, and the shell and the site server learn the route table from the
 * registry. Lobbies and game lists keep the full chrome and their banner group; launch pages keep
 * only the header, and /seamless hides the main navigation.
 */
export type GamesScreen = `lobby:${LobbyType}` | `game-list:${GameListType}` | `launch:${LaunchPage}`;

export const routeDeclarations: readonly RouteDeclaration<GamesScreen>[] = [
  { path: '/live', screenId: 'lobby:LIVE', chrome: 'full', bannerGroup: 'w_live' },
  { path: '/sports', screenId: 'lobby:SPORTS', chrome: 'full', bannerGroup: 'w_sports' },
  { path: '/esports', screenId: 'lobby:ESPORTS', chrome: 'full', bannerGroup: 'w_esports' },
  { path: '/elott', screenId: 'lobby:ELOTT', chrome: 'full', bannerGroup: 'w_lott' },
  { path: '/cockfight', screenId: 'lobby:COCKFIGHT', chrome: 'full', bannerGroup: 'w_cockfight' },
  { path: '/rng', screenId: 'game-list:RNG', chrome: 'full', bannerGroup: 'w_rng' },
  { path: '/pvp', screenId: 'game-list:PVP', chrome: 'full', bannerGroup: 'w_pvp' },
  { path: '/fish', screenId: 'game-list:FISH', chrome: 'full', bannerGroup: 'w_fish' },
  { path: '/game', screenId: 'launch:game', chrome: 'header-only', title: 'page_game' },
  { path: '/seamless', screenId: 'launch:seamless', chrome: 'header-only', nav: false, title: 'page_seamless' },
  { path: '/fbsports', screenId: 'launch:fbsports', chrome: 'header-only', title: 'page_fbsports' },
];
