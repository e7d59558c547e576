import { useCallback, useEffect, useState } from 'react';
import { readFavourites, toggleFavourite } from '../state/favourites';

/** The signed-in member's lottery favourites (none for a visitor) and a local toggle. */
export function useFavourites(username: string | null): { favourites: string[]; toggle: (gameId: string) => void } {
  const [favourites, setFavourites] = useState<string[]>(() => (username ? readFavourites(username) : []));
  // Another member signing in on this page sees their own list.
  useEffect(() => setFavourites(username ? readFavourites(username) : []), [username]);
  const toggle = useCallback(
    (gameId: string) => {
      if (username) setFavourites(toggleFavourite(username, gameId));
    },
    [username],
  );
  return { favourites, toggle };
}
