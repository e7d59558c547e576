import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi, updatePublicState, useSession, type UnreadCountValue } from '@site/shared';

/** Keyed by token, so one session never sees another's count. */
export const unreadCountKey = (token: string | null) => ['unread-count', token] as const;

/** How many of the member's messages are unread. */
export function fetchUnreadCount(): Promise<UnreadCountValue> {
  return callApi('GET /wps/relay/CSP_unreadCount');
}

/**
 * Loads the unread count while signed in and publishes it as `unreadMessage` in the public state,
 * where the member centre's message badge reads it too. Sign-out resets it to 0.
 */
export function useUnreadCountSync(): void {
  const session = useSession();
  const { data } = useQuery({ queryKey: unreadCountKey(session?.token ?? null), queryFn: fetchUnreadCount, enabled: session !== null });
  const count = data?.count;
  useEffect(() => {
    if (count !== undefined) updatePublicState({ unreadMessage: count });
  }, [count]);
}
