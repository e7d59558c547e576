import type { RemoteDescriptor } from '@site/shared';

/** Components the shell places: the home page's game lanes. */
export const widgets: NonNullable<RemoteDescriptor['widgets']> = {
  'home-lanes': () => import('../features/lanes/components/home-lanes'),
};
