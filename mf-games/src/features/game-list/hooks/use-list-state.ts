import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@site/shared';
import { readListState, writeListState, type ListState } from '../state/list-state';

/**
 * The list's state, read from and written to the URL. A person's change adds a history entry (back
 * undoes it); a correction the page makes itself (a page past the end) replaces the entry.
 */
export function useListState(): [ListState, (next: ListState, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the text stands for the params
  const state = useMemo(() => readListState(params), [text]);
  const setState = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) => {
      setParams(writeListState(next), { replace: options.replace ?? false });
    },
    [setParams],
  );
  return [state, setState];
}
