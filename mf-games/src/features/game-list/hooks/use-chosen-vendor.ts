import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The provider chosen for a game list lives in the URL (/rng accepts `vassalage` or
 * `page`), so a home-lane click, a nav dropdown, a reload and a shared link all land on the same tab.
 * Choosing a tab writes `vassalage` and drops the older `page` alias.
 */
export function useChosenVendor(): [string | null, (vassalage: string) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('vassalage') || params.get('page') || null;
  const choose = useCallback(
    (vassalage: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('page');
          next.set('vassalage', vassalage);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [chosen, choose];
}
