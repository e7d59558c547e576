import { useTranslation } from 'react-i18next';
import { MEMBER_NAMESPACE } from '../i18n/resources';

/** The kit's own texts (`kit.*` in the member namespace). */
export function useKitText() {
  return useTranslation(MEMBER_NAMESPACE).t;
}
