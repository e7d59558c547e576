import { useEffect, useState } from 'react';
import { useSearchParams, useTranslation } from '@site/shared';
import { AuthPage } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import ChangePasswordForm from './change-password-form';

/** The query parameter of the emailed reset link: /changePassword?resetToken=<secret>. */
export const RESET_TOKEN_PARAM = 'resetToken';

/**
 * /changePassword: the change-password form as a page. Opened from an emailed reset link it sets a
 * new password with the link's secret; otherwise it changes the signed-in member's password, and
 * without a session it says the visitor is not logged in and offers the login.
 *
 * The secret is read once and then taken out of the address bar, so it is not left in the
 * history or shown to anyone looking at the screen.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const [resetToken] = useState(() => params.get(RESET_TOKEN_PARAM));

  useEffect(() => {
    if (!params.has(RESET_TOKEN_PARAM)) return;
    const rest = new URLSearchParams(params);
    rest.delete(RESET_TOKEN_PARAM);
    setParams(rest, { replace: true });
  }, [params, setParams]);

  return (
    <AuthPage title={resetToken ? t('page.reset_password') : t('page.change_password')} testId="auth-change-password-page">
      <ChangePasswordForm resetToken={resetToken} />
    </AuthPage>
  );
}
