import type { RouteDeclaration } from '@site/shared';

/**
 * This remote's routes as plain data (no screen code, no React): the build writes them as
 * routes.json into the release, and the shell and the site server learn the route table from the
 * registry. Banners on /pointMall, /promotions and /help; /helpmc and /down have no chrome at all.
 */
export type MemberScreen = 'vip' | 'point-mall' | 'promotions' | 'promo-detail' | 'help' | 'help-embedded' | 'download' | 'join' | 'feedback';

/**
 * The host API versions this remote works with (semver). The build writes it into routes.json; the
 * release refuses the build, and the server never offers it to the shell, when the shell does not satisfy it.
 */
export const hostApi = '^1.1.0';

export const routeDeclarations: readonly RouteDeclaration<MemberScreen>[] = [
  { path: '/vip', screenId: 'vip', chrome: 'full', title: 'page.vip' },
  { path: '/pointMall', screenId: 'point-mall', chrome: 'full', bannerGroup: 'w_shop', title: 'page.point_mall' },
  { path: '/promotions', screenId: 'promotions', chrome: 'full', bannerGroup: 'w_promotion', title: 'page.promotions' },
  { path: '/promoDetail', screenId: 'promo-detail', chrome: 'full', title: 'page.promo_detail' },
  { path: '/help', screenId: 'help', chrome: 'full', bannerGroup: 'w_help', title: 'page.help' },
  { path: '/helpmc', screenId: 'help-embedded', chrome: 'none', title: 'page.help' },
  { path: '/down', screenId: 'download', chrome: 'none', title: 'page.download' },
  { path: '/join', screenId: 'join', chrome: 'full', title: 'page.join' },
  { path: '/feedback', screenId: 'feedback', chrome: 'full', title: 'page.feedback' },
];
