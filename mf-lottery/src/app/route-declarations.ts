import type { RouteDeclaration } from '@site/shared';

/**
 * This remote's routes as plain data (no screen code, no React): the build writes them as
 * routes.json into the release, and the shell and the site server learn the route table from the
 * registry. Both lottery pages keep only the header; /lottery hides the main navigation.
 */
export type LotteryScreen = 'lottery-lobby' | 'vn-lottery';

export const routeDeclarations: readonly RouteDeclaration<LotteryScreen>[] = [
  { path: '/lottery', screenId: 'lottery-lobby', chrome: 'header-only', nav: false, title: 'page.lottery' },
  { path: '/vnlottery', screenId: 'vn-lottery', chrome: 'header-only', title: 'page.vnlottery' },
];
