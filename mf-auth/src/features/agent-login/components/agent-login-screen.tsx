import { useTranslation } from '@site/shared';
import { AuthPage, SignedInGate } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { LoginForm } from '../../login';

/**
 * /agentHome, the agent login landing: the login form on the agent side, without
 * remember-me. The platform refuses non-agents (NOT_AGENT); a signed-in agent goes home and the
 * agent centre opens.
 */
export default function AgentLoginScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <AuthPage title={t('agent_login.title')} intro={t('agent_login.intro')} testId="auth-agent-home-page" width="narrow">
      <SignedInGate>
        <LoginForm side="agent" />
      </SignedInGate>
    </AuthPage>
  );
}
