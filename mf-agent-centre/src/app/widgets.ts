import type { RemoteDescriptor } from '@site/shared';

/** Components the shell places once per page. */
export const widgets: NonNullable<RemoteDescriptor['widgets']> = {
  'panel-host': () => import('../features/centre-panel/components/agent-centre-panel-host'),
};
