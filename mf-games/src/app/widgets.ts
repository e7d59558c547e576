import type { RemoteDescriptor } from '@site/shared';

/** Components the shell places: the home page's game lanes, hot games and winner board, and the app-wide launch gate. */
export const widgets: NonNullable<RemoteDescriptor['widgets']> = {
  'home-lanes': () => import('../features/lanes/components/home-lanes'),
  'hot-games': () => import('../features/hot-games/components/hot-games'),
  'winner-board': () => import('../features/winner-board/components/winner-board'),
  'launch-host': () => import('../features/launch-host/launch-host'),
};
