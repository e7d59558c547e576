import type { RemoteDescriptor } from '@site/shared';
import { loadRegisterForm } from '../features/auth-modals/load-register-form';
// Straight from its file: the kit's index would bring every form's code into the descriptor.
import { prefetchRegisterSettings } from '../kit/api/register-settings';

/** Components the shell places once per page. */
export const widgets: NonNullable<RemoteDescriptor['widgets']> = {
  'modal-host': () => {
    // A visitor's first modal is the login (inside the host) or the registration: its small chunk
    // and its field rules arrive beside the host's code instead of after the host has rendered.
    // A failure here is retried by the modal itself when it opens.
    loadRegisterForm().catch(() => undefined);
    prefetchRegisterSettings();
    return import('../features/auth-modals/components/auth-modal-host');
  },
};
