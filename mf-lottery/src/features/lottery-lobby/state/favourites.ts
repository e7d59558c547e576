/**
 * Lottery favourites are kept on the device, per username, and toggled locally (no call): the
 * same browser shows each member only their own. Stored as a JSON list of lottery ids.
 */
const PREFIX = 'lotteryFavourites:';
const MAX_FAVOURITES = 200;

export function favouritesKey(username: string): string {
  return `${PREFIX}${username}`;
}

export function readFavourites(username: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(favouritesKey(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_FAVOURITES) : [];
  } catch {
    // A damaged entry (edited by hand, or another tool) starts over rather than breaking the lobby.
    return [];
  }
}

/** Add the lottery when it is not a favourite, else remove it; returns the new list. */
export function toggleFavourite(username: string, gameId: string): string[] {
  const current = readFavourites(username);
  const next = current.includes(gameId) ? current.filter((id) => id !== gameId) : [...current, gameId].slice(-MAX_FAVOURITES);
  try {
    localStorage.setItem(favouritesKey(username), JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the choice still holds for this page.
  }
  return next;
}
