import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { AUTH_NAMESPACE } from '../../../i18n/resources';

/** /login (header only). The login form arrives with the accounts release. */
export default function LoginScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.login')} testId="auth-login-page">
      {t('coming.login')}
    </PlaceholderScreen>
  );
}
