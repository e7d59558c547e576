import { useNavigate, useTranslation } from '@site/shared';
import { AuthPage } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import ForgotPasswordForm from './forgot-password-form';

/** /forget: the forgot-password modal's form as a page; once done the visitor goes to log in. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  return (
    <AuthPage title={t('page.forget')} testId="auth-forget-page">
      <ForgotPasswordForm onDone={() => navigate('/login')} />
    </AuthPage>
  );
}
