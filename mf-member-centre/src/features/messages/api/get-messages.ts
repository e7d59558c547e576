import { callApi } from '@site/shared';
import type { MessageFilter, MessagePage } from '@site/shared/contract/member';

/** Query key of one inbox page, per session; `['messages', token]` covers every page of that session. */
export const messagesKey = (token: string | null, filter: MessageFilter, pageNo: number) => ['messages', token, filter, pageNo] as const;

/** One page of the inbox, newest first, with the unread count. */
export function fetchMessages(filter: MessageFilter, pageNo: number): Promise<MessagePage> {
  return callApi('GET /wps/member/messages', { query: { filter, pageNo } });
}
