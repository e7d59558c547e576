import { useTranslation } from '@site/shared';
import { AuthPage, SignedInGate } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import RegisterForm from './register-form';

/**
 * /register and /register.html (full chrome with the registration banner group): the register
 * modal's form as a page. The form reads referralCode and the invitation code from the address and
 * goes home after success.
 */
export default function RegisterScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <AuthPage title={t('page.register')} testId="auth-register-page">
      <SignedInGate>
        <RegisterForm />
      </SignedInGate>
    </AuthPage>
  );
}
