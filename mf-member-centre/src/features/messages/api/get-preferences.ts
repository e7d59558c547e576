import { callApi } from '@site/shared';
import type { MessagePreferences } from '@site/shared/contract/member';

/** Query key of the member's message preferences, per session. */
export const preferencesKey = (token: string | null) => ['messages-preferences', token] as const;

/** Whether promotional messages reach the member's inbox. */
export function fetchMessagePreferences(): Promise<MessagePreferences> {
  return callApi('GET /wps/member/messages/preferences');
}
