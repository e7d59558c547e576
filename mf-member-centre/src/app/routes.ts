import { withScreens, type LazyComponent } from '@site/shared';
import { routeDeclarations, type MemberScreen } from './route-declarations';

// Screens load lazily: the descriptor is on every page's critical path, so it stays tiny.
const screens: Record<MemberScreen, LazyComponent> = {
  vip: () => import('../features/vip/components/vip-screen'),
  'point-mall': () => import('../features/point-mall/components/point-mall-screen'),
  promotions: () => import('../features/promotions/components/promotions-screen'),
  'promo-detail': () => import('../features/promotions/components/promo-detail-screen'),
  help: () => import('../features/help/components/help-screen'),
  'help-embedded': () => import('../features/help/components/help-embedded-screen'),
  download: () => import('../features/download/components/download-screen'),
  join: () => import('../features/join/components/join-screen'),
  feedback: () => import('../features/feedback/components/feedback-screen'),
};

/** The declared routes with their screens (the declarations live in route-declarations.ts). */
export const routes = withScreens(routeDeclarations, screens);
