import { useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** A moment from the platform (ISO text) as a short date and time in the member's language. */
export function useWhen(): (iso: string) => string {
  const { i18n } = useTranslation(MEMBER_NAMESPACE);
  return (iso) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
}
