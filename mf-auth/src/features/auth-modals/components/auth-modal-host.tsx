import { lazy, Suspense, useEffect, useState } from 'react';
import { ConfirmDialog, FramedModal, Spinner, bus, useBusEvent, usePendingPasswordChange, useSession, useTranslation } from '@site/shared';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { prefetchRegisterSettings } from '../../../kit';
import { AfterLoginModal } from '../../after-login';
import { LoginForm } from '../../login';
import { loadRegisterForm } from '../load-register-form';

type AuthModal = 'login' | 'register' | 'forgot' | 'change_password';

// The other forms load on first use: most visitors only ever open the login modal.
const RegisterForm = lazy(loadRegisterForm);
const ForgotPasswordForm = lazy(() => import('../../forgot-password/components/forgot-password-form'));
const ChangePasswordForm = lazy(() => import('../../change-password/components/change-password-form'));

/** Wide enough for the login modal's game menu of seven items in view. */
const LOGIN_MODAL_WIDTH = 640;

/**
 * Widget 'modal-host': the shell mounts it once per page. It composes the package's forms (the
 * one place that does): any remote opens the login, register, forgot- or change-password modal
 * through the bus; it also shows the after-login greeting and the real-account warning the gate
 * asks for ('auth:need-real-account'). One auth modal at a time: opening another replaces it.
 *
 * While the session must change its password (the login answer said so, kept with the session
 * across reloads) the change-password modal is shown and cannot be dismissed: no close control, no
 * Escape, no other auth modal in its place. It ends when the password changes or the member signs out.
 */
export default function AuthModalHost() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const session = useSession();
  const forced = usePendingPasswordChange() !== null && session !== null;
  const [modal, setModal] = useState<{ name: AuthModal; reason?: string } | null>(forced ? { name: 'change_password' } : null);
  const [needRealAccount, setNeedRealAccount] = useState(false);

  // A reload, or a login that requires the change, brings the modal (back) at once.
  useEffect(() => {
    if (forced) setModal({ name: 'change_password' });
  }, [forced]);

  // The bus calls the handlers of the latest render, so `forced` here is the current one.
  const open = (next: { name: AuthModal; reason?: string }) => {
    if (!forced) setModal(next);
  };

  useBusEvent('auth:open-login', (payload) => open({ name: 'login', reason: payload?.reason }));
  useBusEvent('auth:open-register', () => {
    // The form's field rules are read while its code arrives, not after it has rendered.
    prefetchRegisterSettings();
    open({ name: 'register' });
  });
  useBusEvent('auth:open-forgot', () => open({ name: 'forgot' }));
  useBusEvent('auth:open-change-password', () => setModal({ name: 'change_password' }));
  useBusEvent('auth:need-real-account', () => setNeedRealAccount(true));

  const close = () => setModal(null);
  // Why the login is asked for, when the member did not ask: a gated page, or a session the
  // platform ended because the password changed elsewhere.
  const loginNotice = (reason: string | undefined) =>
    reason === 'gated' ? t('common:not_logged_in') : reason === 'password-changed' ? t('ended.password_changed') : undefined;
  const dismissable = !(forced && modal?.name === 'change_password');

  return (
    <>
      {modal && (
        <FramedModal
          key={modal.name}
          open
          onClose={close}
          title={t(`modal.${modal.name}`)}
          showClose={dismissable}
          width={modal.name === 'login' ? LOGIN_MODAL_WIDTH : undefined}
          data-testid={`auth-modal-${modal.name}`}
        >
          {modal.name === 'login' ? (
            <LoginForm showGameMenu onDone={close} notice={loginNotice(modal.reason)} />
          ) : (
            <Suspense fallback={<Spinner />}>
              {modal.name === 'register' && <RegisterForm onDone={close} />}
              {modal.name === 'forgot' && <ForgotPasswordForm onDone={close} />}
              {modal.name === 'change_password' && <ChangePasswordForm onDone={close} />}
            </Suspense>
          )}
        </FramedModal>
      )}
      <AfterLoginModal />
      <ConfirmDialog
        open={needRealAccount}
        onClose={() => setNeedRealAccount(false)}
        title={t('gate.title')}
        text={t('gate.in_need_true_account')}
        buttons={[{ label: t('gate.in_increase_submit'), onClick: () => bus.emit('auth:open-register') }]}
        data-testid="need-real-account"
      />
    </>
  );
}
