import type { RemoteDescriptor } from '@site/shared';

/** Components the shell places once per page. */
export const widgets: NonNullable<RemoteDescriptor['widgets']> = {
  'modal-host': () => import('../features/auth-modals/components/auth-modal-host'),
};
