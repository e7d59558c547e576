import type { RemoteRoute } from '@site/shared';

// Screens load lazily: the descriptor is on every page's critical path (DESIGN.md §6).
const help = () => import('../features/help/components/help-screen');

/** Spec §2 route table: banners on /pointMall, /promotions and /help; /helpmc and /down have no chrome. */
export const routes: RemoteRoute[] = [
  { path: '/vip', screen: () => import('../features/vip/components/vip-screen'), chrome: 'full' },
  { path: '/pointMall', screen: () => import('../features/point-mall/components/point-mall-screen'), chrome: 'full', banner: true },
  { path: '/promotions', screen: () => import('../features/promotions/components/promotions-screen'), chrome: 'full', banner: true },
  { path: '/promoDetail', screen: () => import('../features/promotions/components/promo-detail-screen'), chrome: 'full' },
  { path: '/help', screen: help, chrome: 'full', banner: true },
  { path: '/helpmc', screen: () => import('../features/help/components/help-embedded-screen'), chrome: 'none' },
  { path: '/down', screen: () => import('../features/download/components/download-screen'), chrome: 'none' },
  { path: '/join', screen: () => import('../features/join/components/join-screen'), chrome: 'full' },
];
