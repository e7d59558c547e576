import { useEffect } from 'react';

/** A game hall's browser tab reads '{name} game hall'. The previous title returns on leave. */
export function useHallTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
