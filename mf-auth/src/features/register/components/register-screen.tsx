import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { AUTH_NAMESPACE } from '../../../i18n/resources';

/** /register and /register.html (full chrome with banner). The form arrives with the accounts release. */
export default function RegisterScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.register')} testId="auth-register-page">
      {t('coming.register')}
    </PlaceholderScreen>
  );
}
