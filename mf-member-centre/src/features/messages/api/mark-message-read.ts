import { callApi } from '@site/shared';
import type { MessagesChanged } from '@site/shared/contract/member';

/** One message read (the member opened it). */
export function markMessageRead(id: string): Promise<MessagesChanged> {
  return callApi('POST /wps/member/messages/read', { body: { id } });
}
