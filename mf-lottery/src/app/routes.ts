import { withScreens, type LazyComponent } from '@site/shared';
import { routeDeclarations, type LotteryScreen } from './route-declarations';

// Screens load lazily: the descriptor is on every page's critical path, so it stays tiny.
const screens: Record<LotteryScreen, LazyComponent> = {
  'lottery-lobby': () => import('./lottery-page'),
  'vn-lottery': () => import('../features/vn-lottery/components/vn-lottery-screen'),
};

/** The declared routes with their screens (the declarations live in route-declarations.ts). */
export const routes = withScreens(routeDeclarations, screens);
