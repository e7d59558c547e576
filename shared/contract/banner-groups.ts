import type { BannerGroup } from './api';

const GROUPS: Readonly<Record<string, BannerGroup>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/cockfight': 'w_cockfight',
  '/promotions': 'w_promotion',
  '/pointmall': 'w_shop',
  '/help': 'w_help',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
};

/** The banner group a page shows (spec §2, §3), or null for pages without a banner strip. */
export function bannerGroupFor(pathname: string): BannerGroup | null {
  const key = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return GROUPS[key] ?? null;
}
