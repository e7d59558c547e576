import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { LoginForm } from './login-form';
import styles from './login-screen.module.css';

/** /login (header-only chrome): the login form of the modal, with its game menu, as a page. */
export default function LoginScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <main className={styles.page} data-testid="auth-login-page">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('page.login')}</h1>
        <LoginForm showGameMenu />
      </div>
    </main>
  );
}
