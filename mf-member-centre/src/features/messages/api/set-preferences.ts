import { callApi } from '@site/shared';
import type { MessagePreferences } from '@site/shared/contract/member';

/** Turns promotional messages on or off; answers the preferences as stored. */
export function setMessagePreferences(preferences: MessagePreferences): Promise<MessagePreferences> {
  return callApi('PUT /wps/member/messages/preferences', { body: preferences });
}
