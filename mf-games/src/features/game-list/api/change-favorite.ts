import { useState } from 'react';
import { callApi, queryClient, type FavoriteChange, type FavoriteChangeValue, type FavoriteIdsValue, type GameItem, type ListGameType } from '@site/shared';
import { favoriteIdsKey, favoriteListKey } from './favorite-keys';

/** POST /wps/relay/MCSFE_addFavoriteGame: idempotent. */
export function addFavorite(change: FavoriteChange): Promise<FavoriteChangeValue> {
  return callApi('POST /wps/relay/MCSFE_addFavoriteGame', { body: change });
}

/** POST /wps/relay/MCSFE_removeFavoriteGame: idempotent. */
export function removeFavorite(change: FavoriteChange): Promise<FavoriteChangeValue> {
  return callApi('POST /wps/relay/MCSFE_removeFavoriteGame', { body: change });
}

/**
 * The favourite toggle: a game already among the favourites is removed, any other added; while the
 * call runs its tile shows the loading cover, then the local list flips (and the favourites tab
 * reloads). A failed call changes nothing and is reported to `onError`.
 */
export function useFavoriteToggle(token: string | null, gameType: ListGameType, onError: (error: unknown) => void) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const toggle = async (game: GameItem, isFavourite: boolean) => {
    if (busy.has(game.nodeId)) return;
    setBusy((current) => new Set(current).add(game.nodeId));
    const change: FavoriteChange = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    try {
      await (isFavourite ? removeFavorite(change) : addFavorite(change));
      queryClient.setQueryData<FavoriteIdsValue>(favoriteIdsKey(token, gameType), (ids = []) =>
        isFavourite ? ids.filter((id) => id !== game.nodeId) : [...ids.filter((id) => id !== game.nodeId), game.nodeId],
      );
      void queryClient.invalidateQueries({ queryKey: favoriteListKey(token, gameType) });
    } catch (error) {
      onError(error);
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(game.nodeId);
        return next;
      });
    }
  };

  return { busy, toggle };
}
