import { apiDelete } from '@site/shared';
import type { MessagesChanged } from '@site/shared/contract/member';

/** DELETE /wps/member/messages/:id (hidden for good). */
export function deleteMessage(id: string): Promise<MessagesChanged> {
  return apiDelete<MessagesChanged>(`/wps/member/messages/${encodeURIComponent(id)}`);
}
