import type { GameType } from '@site/shared';

/**
 * What a launch starts: a catalogue game (by its id), a provider's own lobby (sports, e-sports,
 * cockfight, live providers without a table list), or the FB sports provider page.
 */
export type LaunchTarget =
  | { kind: 'game'; nodeId: string; name?: string }
  | { kind: 'lobby'; vassalage: string; gameType: GameType; name?: string }
  | { kind: 'fb'; name?: string };

/** The page that hosts a launched game in this window. */
export type LaunchPagePath = '/game' | '/seamless' | '/fbsports';

/** The sports provider whose page comes from its own call (GCS_gameLaunchFB) and opens on /fbsports. */
export const FB_SPORTS_VENDOR = 'FB';

const LOBBY_TYPES: readonly string[] = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'PVP', 'FISH'];

/**
 * Catalogue games play embedded on /game (the header stays); a provider's lobby fills the page on
 * /seamless; the FB sports page on /fbsports.
 */
export function launchPathOf(target: LaunchTarget): LaunchPagePath {
  if (target.kind === 'fb') return '/fbsports';
  if (target.kind === 'lobby') return '/seamless';
  return '/game';
}

/**
 * The launch parameters as a URL, so the hosting page survives a reload: it launches again (the
 * launch token inside a game address works once).
 */
export function launchUrlOf(target: LaunchTarget): string {
  const params = new URLSearchParams();
  if (target.kind === 'game') params.set('nodeId', target.nodeId);
  if (target.kind === 'lobby') {
    params.set('vassalage', target.vassalage);
    params.set('gameType', target.gameType);
  }
  if (target.name) params.set('name', target.name);
  const query = params.toString();
  return `${launchPathOf(target)}${query ? `?${query}` : ''}`;
}

/** The target a hosting page's URL names, or null when it names none (or nonsense). */
export function launchTargetFromUrl(path: LaunchPagePath, params: URLSearchParams): LaunchTarget | null {
  const name = params.get('name')?.trim() || undefined;
  if (path === '/fbsports') return { kind: 'fb', name };
  const nodeId = params.get('nodeId');
  if (nodeId !== null) return /^[1-9]\d{0,9}$/.test(nodeId) ? { kind: 'game', nodeId, name } : null;
  const vassalage = params.get('vassalage');
  const gameType = params.get('gameType')?.toUpperCase();
  if (vassalage && /^[A-Za-z0-9_]{1,40}$/.test(vassalage) && gameType && LOBBY_TYPES.includes(gameType)) {
    return { kind: 'lobby', vassalage, gameType: gameType as GameType, name };
  }
  return null;
}

/** The same target, as a stable text (query keys, comparisons). */
export function launchKeyOf(target: LaunchTarget): string {
  if (target.kind === 'game') return `game:${target.nodeId}`;
  if (target.kind === 'lobby') return `lobby:${target.vassalage}:${target.gameType}`;
  return 'fb';
}
