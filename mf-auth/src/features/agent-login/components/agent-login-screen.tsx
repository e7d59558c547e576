import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { AUTH_NAMESPACE } from '../../../i18n/resources';

/** /agentHome, the agent login landing. Arrives with the agent centre release. */
export default function AgentLoginScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.agent_home')} testId="auth-agent-home-page">
      {t('coming.agent_home')}
    </PlaceholderScreen>
  );
}
