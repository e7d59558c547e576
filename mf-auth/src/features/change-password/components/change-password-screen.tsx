import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import ChangePasswordForm from './change-password-form';

/**
 * /changePassword: the change-password popup's form as a page. Without a session the form says the
 * visitor is not logged in and offers the login; after a change the member goes home.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <AuthPage title={t('page.change_password')} testId="auth-change-password-page">
      <ChangePasswordForm />
    </AuthPage>
  );
}
