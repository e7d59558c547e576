import type { RemoteDescriptor } from '@site/shared';

/** Components the shell places: the home page's game lanes and the app-wide launch gate. */
export const widgets: NonNullable<RemoteDescriptor['widgets']> = {
  'home-lanes': () => import('../features/lanes/components/home-lanes'),
  'launch-host': () => import('../features/launch-host/launch-host'),
};
