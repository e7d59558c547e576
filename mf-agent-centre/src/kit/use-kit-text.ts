import { useTranslation } from 'react-i18next';
import { AGENT_NAMESPACE } from '../i18n/resources';

/** The kit's own texts (`kit.*` in the agent namespace). */
export function useKitText() {
  return useTranslation(AGENT_NAMESPACE).t;
}
