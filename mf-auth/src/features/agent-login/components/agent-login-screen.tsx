import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { LoginForm } from '../../login';
import styles from './agent-login-screen.module.css';

/**
 * /agentHome, the agent login landing (spec §2): the login form on the agent side, without
 * remember-me. The platform refuses non-agents (NOT_AGENT); a signed-in agent goes home and the
 * agent centre opens.
 */
export default function AgentLoginScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <main className={styles.page} data-testid="auth-agent-home-page">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('agent_login.title')}</h1>
        <p className={styles.intro}>{t('agent_login.intro')}</p>
        <LoginForm side="agent" />
      </div>
    </main>
  );
}
