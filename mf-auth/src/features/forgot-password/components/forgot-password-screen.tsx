import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import ForgotPasswordForm from './forgot-password-form';
import styles from './forgot-password-screen.module.css';

/** /forget: the forgot-password modal's form as a page; once done the visitor goes to log in. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  return (
    <main className={styles.page} data-testid="auth-forget-page">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('page.forget')}</h1>
        <ForgotPasswordForm onDone={() => navigate('/login')} />
      </div>
    </main>
  );
}
