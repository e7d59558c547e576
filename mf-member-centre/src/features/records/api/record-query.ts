import { useEffect } from 'react';
import { bus, queryClient, keepPreviousData, useQuery } from '@site/shared';

/** Every records query starts with this key, so a money change can refresh them all at once. */
export const RECORDS_KEY = 'records';

/**
 * A record page's query: the previous page stays on screen while the next one or a new filter
 * loads (the kit's QueryState keeps showing it), and any money change anywhere on the site (a
 * deposit, a transfer, a game round) reloads what the page shows.
 */
export function useRecordQuery<Value>(name: string, filter: object, fetch: () => Promise<Value>) {
  useEffect(() => bus.on('wallet:changed', () => void queryClient.invalidateQueries({ queryKey: [RECORDS_KEY] })), []);
  return useQuery({ queryKey: [RECORDS_KEY, name, filter], queryFn: fetch, placeholderData: keepPreviousData }, queryClient);
}
