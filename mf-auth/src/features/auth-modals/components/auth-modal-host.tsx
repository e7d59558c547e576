import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FramedModal, NotAvailableYet, useBusEvent } from '@site/shared';
import { AUTH_NAMESPACE } from '../../../i18n/resources';

type AuthModal = 'login' | 'register' | 'forgot' | 'change_password';

/**
 * Widget 'modal-host': the shell mounts it once. Any remote opens the login, register, forgot- or
 * change-password modal through the bus. Until the accounts release the modal says honestly that
 * the feature is not available, rather than showing a form that cannot work.
 */
export default function AuthModalHost() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [modal, setModal] = useState<AuthModal | null>(null);

  useBusEvent('auth:open-login', () => setModal('login'));
  useBusEvent('auth:open-register', () => setModal('register'));
  useBusEvent('auth:open-forgot', () => setModal('forgot'));
  useBusEvent('auth:open-change-password', () => setModal('change_password'));

  return (
    <FramedModal open={modal !== null} onClose={() => setModal(null)} title={modal ? t(`modal.${modal}`) : undefined} showClose data-testid={modal ? `auth-modal-${modal}` : undefined}>
      {modal && <NotAvailableYet compact>{t(`coming.${modal}`)}</NotAvailableYet>}
    </FramedModal>
  );
}
