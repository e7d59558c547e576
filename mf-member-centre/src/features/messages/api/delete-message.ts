import { callApi } from '@site/shared';
import type { MessagesChanged } from '@site/shared/contract/member';

/** One message hidden for good. */
export function deleteMessage(id: string): Promise<MessagesChanged> {
  return callApi('DELETE /wps/member/messages/:id', { params: { id } });
}
