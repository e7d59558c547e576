import type { RouteDeclaration, RouteHeading } from '@site/shared';
import { texts as lobbyTexts } from '../features/lottery-lobby/texts';

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

/** The draw results page, which the lobby's heading line links to. */
export const VN_LOTTERY_PATH = '/vnlottery';

/**
 * The lobby's heading line, which the server paints from the HTML before the scripts run: on a
 * phone it is the page's largest text, and the lobby itself arrives seconds later.
 */
const lobbyHeading: RouteHeading = {
  title: { en: lobbyTexts.en.title, es: lobbyTexts.es.title, vi: lobbyTexts.vi.title, zh: lobbyTexts.zh.title },
  link: { to: VN_LOTTERY_PATH, label: { en: lobbyTexts.en.results, es: lobbyTexts.es.results, vi: lobbyTexts.vi.results, zh: lobbyTexts.zh.results } },
};

export const routeDeclarations: readonly RouteDeclaration<LotteryScreen>[] = [
  { path: '/lottery', screenId: 'lottery-lobby', chrome: 'header-only', nav: false, title: 'page.lottery', heading: lobbyHeading },
  { path: VN_LOTTERY_PATH, screenId: 'vn-lottery', chrome: 'header-only', title: 'page.vnlottery' },
];
