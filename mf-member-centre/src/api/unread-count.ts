import { callApi, queryClient, updatePublicState, type Session, type UnreadCountValue, useQuery } from '@site/shared';

/**
 * The same key as the shell's header count (per token): both read one cache entry, so when the
 * inbox changes here the header's badge follows without a second call.
 */
export const unreadCountKey = (token: string | null) => ['unread-count', token] as const;

/** How many of the member's messages are unread. */
const fetchUnreadCount = () => callApi('GET /wps/relay/CSP_unreadCount');

/**
 * The unread count while `session` may use the centre; undefined until loaded. Read afresh each
 * time the centre opens (`enabled` turns true): messages arrive without the page hearing of it (an
 * operator writes, a deposit is credited), and the header's badge follows this same cache entry.
 */
export function useUnreadCount(session: Session | null, enabled: boolean): number | undefined {
  const { data } = useQuery(
    { queryKey: unreadCountKey(session?.token ?? null), queryFn: fetchUnreadCount, enabled: enabled && session !== null, staleTime: 0 },
    queryClient,
  );
  return data?.count;
}

/** After a read or delete: the server's new count goes to the cache (panel badge) and the public state (header badge). */
export function publishUnreadCount(token: string | null, count: number): void {
  queryClient.setQueryData<UnreadCountValue>(unreadCountKey(token), { count });
  updatePublicState({ unreadMessage: count });
}
