import { useTranslation } from '@site/shared';
import { AGENT_NAMESPACE } from '../i18n/resources';

/** The texts of this centre's own kit pieces (`kit.*` in the agent namespace). */
export function useOwnKitText() {
  return useTranslation(AGENT_NAMESPACE).t;
}
