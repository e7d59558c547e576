import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { AUTH_NAMESPACE } from '../../../i18n/resources';

/** /forget. Recovery by email or phone arrives with the accounts release. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.forget')} testId="auth-forget-page">
      {t('coming.forgot')}
    </PlaceholderScreen>
  );
}
