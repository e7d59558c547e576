import { callApi } from '@site/shared';
import type { MessagesChanged } from '@site/shared/contract/member';

/** Every message of the member read. */
export function markAllMessagesRead(): Promise<MessagesChanged> {
  return callApi('POST /wps/member/messages/read-all');
}
