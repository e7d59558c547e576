import { useTranslation } from '@site/shared';
import { AuthPage, SignedInGate } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { LoginForm } from './login-form';

/** /login (header-only chrome): the login form of the modal, with its game menu, as a page. */
export default function LoginScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <AuthPage title={t('page.login')} testId="auth-login-page" width="wide">
      <SignedInGate>
        <LoginForm showGameMenu />
      </SignedInGate>
    </AuthPage>
  );
}
