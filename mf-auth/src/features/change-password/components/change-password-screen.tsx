import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import ChangePasswordForm from './change-password-form';
import styles from './change-password-screen.module.css';

/**
 * /changePassword: the change-password popup's form as a page. Without a session the form says the
 * visitor is not logged in and offers the login; after a change the member goes home.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <main className={styles.page} data-testid="auth-change-password-page">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('page.change_password')}</h1>
        <ChangePasswordForm />
      </div>
    </main>
  );
}
