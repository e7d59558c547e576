import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import RegisterForm from './register-form';
import styles from './register-screen.module.css';

/**
 * /register and /register.html (full chrome with the registration banner group): the register
 * modal's form as a page. The form reads referralCode and the invitation code from the address and
 * goes home after success.
 */
export default function RegisterScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <main className={styles.page} data-testid="auth-register-page">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('page.register')}</h1>
        <RegisterForm />
      </div>
    </main>
  );
}
