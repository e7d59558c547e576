import type { RouteDeclaration } from '@site/shared';
import type { GameListType, LaunchPage, LobbyType } from '../constants/screen-types';

/**
 * This remote's routes as plain data (no screen code, no React): the build writes them as
 * routes.json into the release, and the shell and the site server learn the route table from the
 * registry. Lobbies and game lists keep the full chrome and their banner group; launch pages keep
 * only the header, and /seamless hides the main navigation.
 *
 * Titles: the shell alone writes the tab title from these. A category's hall names the category
 * (the shared 'common:game_type.*' names), which the shell shows as '{name} game hall'; any other
 * title is a key of this remote's namespace and leads the brand's hall title.
 */
export type GamesScreen = `lobby:${LobbyType}` | `game-list:${GameListType}` | `launch:${LaunchPage}`;

/**
 * The host API versions this remote works with (semver). The build writes it into routes.json; the
 * release refuses the build, and the server never offers it to the shell, when the shell does not satisfy it.
 */
export const hostApi = '^1.0.0';

export const routeDeclarations: readonly RouteDeclaration<GamesScreen>[] = [
  { path: '/live', screenId: 'lobby:LIVE', chrome: 'full', bannerGroup: 'w_live', title: 'common:game_type.LIVE' },
  { path: '/sports', screenId: 'lobby:SPORTS', chrome: 'full', bannerGroup: 'w_sports', title: 'common:game_type.SPORTS' },
  { path: '/esports', screenId: 'lobby:ESPORTS', chrome: 'full', bannerGroup: 'w_esports', title: 'common:game_type.ESPORTS' },
  { path: '/elott', screenId: 'lobby:ELOTT', chrome: 'full', bannerGroup: 'w_lott', title: 'common:game_type.ELOTT' },
  { path: '/cockfight', screenId: 'lobby:COCKFIGHT', chrome: 'full', bannerGroup: 'w_cockfight', title: 'common:game_type.COCKFIGHT' },
  { path: '/rng', screenId: 'game-list:RNG', chrome: 'full', bannerGroup: 'w_rng', title: 'common:game_type.RNG' },
  { path: '/pvp', screenId: 'game-list:PVP', chrome: 'full', bannerGroup: 'w_pvp', title: 'common:game_type.PVP' },
  { path: '/fish', screenId: 'game-list:FISH', chrome: 'full', bannerGroup: 'w_fish', title: 'common:game_type.FISH' },
  { path: '/game', screenId: 'launch:game', chrome: 'header-only', title: 'page_game' },
  { path: '/seamless', screenId: 'launch:seamless', chrome: 'header-only', nav: false, title: 'page_seamless' },
  { path: '/fbsports', screenId: 'launch:fbsports', chrome: 'header-only', title: 'page_fbsports' },
];
