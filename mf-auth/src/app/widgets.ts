import type { RemoteDescriptor } from '@site/shared';
import { loadRegisterForm } from '../features/auth-modals/load-register-form';

/** Components the shell places once per page. */
export const widgets: NonNullable<RemoteDescriptor['widgets']> = {
  'modal-host': () => {
    // A visitor's first modal is the login (inside the host) or the registration: its small chunk
    // downloads beside the host's instead of after the host has rendered. A failure here is
    // retried by the modal itself when it opens.
    loadRegisterForm().catch(() => undefined);
    return import('../features/auth-modals/components/auth-modal-host');
  },
};
