import { useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../i18n/resources';

/** The texts of this centre's own kit pieces (`kit.*` in the member namespace). */
export function useOwnKitText() {
  return useTranslation(MEMBER_NAMESPACE).t;
}
