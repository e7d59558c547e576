import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { AUTH_NAMESPACE } from '../../../i18n/resources';

/** /changePassword. Arrives with the accounts release. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.change_password')} testId="auth-change-password-page">
      {t('coming.change_password')}
    </PlaceholderScreen>
  );
}
