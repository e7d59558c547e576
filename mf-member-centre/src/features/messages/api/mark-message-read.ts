import { apiPost } from '@site/shared';
import type { MessagesChanged } from '@site/shared/contract/member';

/** POST /wps/member/messages/read: one message read (the member opened it). */
export function markMessageRead(id: string): Promise<MessagesChanged> {
  return apiPost<MessagesChanged>('/wps/member/messages/read', { id });
}
