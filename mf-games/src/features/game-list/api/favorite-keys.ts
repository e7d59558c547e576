import type { ListGameType } from '@site/shared';

/** Favourite queries are keyed by token: one member never sees another's favourites. */
export const favoriteIdsKey = (token: string | null, gameType: ListGameType) => ['favorite-ids', token, gameType] as const;
export const favoriteListKey = (token: string | null, gameType: ListGameType) => ['favorite-list', token, gameType] as const;
