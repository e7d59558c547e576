import { apiPost } from '@site/shared';
import type { MessagesChanged } from '@site/shared/contract/member';

/** POST /wps/member/messages/read-all */
export function markAllMessagesRead(): Promise<MessagesChanged> {
  return apiPost<MessagesChanged>('/wps/member/messages/read-all');
}
