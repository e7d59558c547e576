import type { RouteDeclaration } from '@site/shared';

/**
 * This remote's routes as plain data (no screen code, no React): the build writes them as
 * routes.json into the release, and the shell and the site server learn the route table from the
 * registry. Both lottery pages keep only the header; /lottery hides the main navigation.
 */
export type LotteryScreen = 'lottery-lobby' | 'vn-lottery';

/**
 * The host API versions this remote works with (semver). The build writes it into routes.json; the
 * release refuses the build, and the server never offers it to the shell, when the shell does not satisfy it.
 */
export const hostApi = '^1.0.0';

export const routeDeclarations: readonly RouteDeclaration<LotteryScreen>[] = [
  { path: '/lottery', screenId: 'lottery-lobby', chrome: 'header-only', nav: false, title: 'page.lottery' },
  { path: '/vnlottery', screenId: 'vn-lottery', chrome: 'header-only', title: 'page.vnlottery' },
];
