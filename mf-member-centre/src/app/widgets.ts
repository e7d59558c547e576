import type { RemoteDescriptor } from '@site/shared';

/** Components the shell places once per page. */
export const widgets: NonNullable<RemoteDescriptor['widgets']> = {
  'panel-host': () => import('../features/centre-panel/components/member-centre-panel-host'),
  'help-modal': () => import('../features/help/components/help-modal'),
};
