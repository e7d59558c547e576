/**
 * Game launch: what a member may open, where the game is served, and the single-use launch token
 * the game address carries (issued by the seamless wallet area).
 */
import type { FastifyRequest } from 'fastify';
import type { GameType, LaunchValue } from '@site/shared/contract';
import { TRIAL_TYPE } from '../accounts/members';
import { requestOrigin } from '../accounts/context';
import type { Db } from '../db/database';
import { PlatformError, validationError } from '../http/errors';
import type { ContentLanguage } from '../i18n/language';
import { issueLaunchToken, type LaunchTarget } from '../seamless/launch-tokens';
import { catalogueGameCode } from './game-items';
import { recordRecent } from './member-games';

/** Where the demo provider answers when GAME_PROVIDER_URL is not set: on the site's own origin. */
export const DEFAULT_GAME_PROVIDER_URL = '/provider';

/**
 * The provider's base address: a path on the site's origin ('/provider') or an http(s) address of
 * its own ('https://games.example.com/provider'). Anything else stops the start.
 */
export function parseGameProviderUrl(raw: string | undefined): string {
  const text = (raw ?? '').trim() || DEFAULT_GAME_PROVIDER_URL;
  if (/^\/[A-Za-z0-9_.-][A-Za-z0-9/_.-]*$/.test(text)) return text.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`GAME_PROVIDER_URL: '${text}' is neither a path such as /provider nor an http(s) address`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(`GAME_PROVIDER_URL: '${text}' is neither a path such as /provider nor an http(s) address`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Lottery types open on the site's lottery page, never through launch. */
const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];
/** Types whose providers list games: those launch one game (nodeId), not a lobby. */
const LISTED_TYPES: readonly string[] = ['RNG', 'PVP', 'FISH'];

export interface LaunchRequest {
  nodeId?: string;
  vassalage?: string;
  gameType?: GameType;
}

interface Launchable {
  gameCode: string;
  gameName: string;
  gameType: GameType;
  vendor: string;
  gameId: number | null;
}

/** A catalogue game by id, named in `language`; 404 naming nodeId, 400 when vendor or type disagree. */
async function catalogueGame(db: Db, request: LaunchRequest, language: ContentLanguage): Promise<Launchable> {
  const rows = await db.query<{ id: number; vendor: string; game_type: GameType; name: string }>(
    `SELECT g.id, g.vendor, g.game_type, coalesce(ln.name, g.name) AS name
     FROM games g LEFT JOIN game_names ln ON ln.game_id = g.id AND ln.language = $2 WHERE g.id = $1`,
    [Number(request.nodeId), language],
  );
  const game = rows[0];
  if (!game) throw new PlatformError(404, 'NOT_FOUND', 'nodeId: no such game', 'nodeId');
  if (request.vassalage !== undefined && request.vassalage !== game.vendor) throw validationError('vassalage', "is not this game's provider");
  if (request.gameType !== undefined && request.gameType !== game.game_type) throw validationError('gameType', "is not this game's type");
  return { gameCode: catalogueGameCode(game.game_type, game.id), gameName: game.name, gameType: game.game_type, vendor: game.vendor, gameId: game.id };
}

/**
 * A provider's lobby (sports, e-sports, cockfight, live): the provider must serve that type. The
 * cockfight providers travel in the sports lane (which of them the site shows as cockfight is the
 * merchant's choice), so COCKFIGHT opens any sports-lane provider that is not e-sports.
 */
async function providerLobby(db: Db, vendor: string, gameType: GameType): Promise<Launchable> {
  if (LISTED_TYPES.includes(gameType)) throw validationError('nodeId', 'is required: these providers launch one game at a time');
  const rows = await db.query<{ display_name: string }>(
    `SELECT display_name FROM vendors
     WHERE code = $1 AND (game_type = $2 OR ($2 = 'COCKFIGHT' AND lane = 'SPORTS' AND game_type = 'SPORTS'))
     ORDER BY sort LIMIT 1`,
    [vendor, gameType],
  );
  const found = rows[0];
  if (!found) throw new PlatformError(404, 'NOT_FOUND', `vassalage: no ${gameType} provider with this code`, 'vassalage');
  return { gameCode: `${gameType}-${vendor}`, gameName: found.display_name, gameType, vendor, gameId: null };
}

/** What `request` launches, or the refusal that says why not. */
export async function launchable(db: Db, request: LaunchRequest, language: ContentLanguage): Promise<Launchable> {
  if (request.gameType && LOTTERY_TYPES.includes(request.gameType)) {
    throw new PlatformError(400, 'LOTTERY_GAME', 'gameType: lottery games open on the lottery page', 'gameType');
  }
  if (request.nodeId !== undefined) return catalogueGame(db, request, language);
  if (request.vassalage === undefined) throw validationError('nodeId', 'is required (or vassalage and gameType for a provider lobby)');
  if (request.gameType === undefined) throw validationError('gameType', 'is required with vassalage');
  return providerLobby(db, request.vassalage, request.gameType);
}

/**
 * The site origin the game posts its messages to: the page's Origin when it is one of the site's
 * origins, else the request's own origin (with SITE_ORIGINS set, one of those). A same-origin GET
 * carries no Origin, which lands on the request's own origin: the page's.
 */
export function lobbyOrigin(request: FastifyRequest, siteOrigins: readonly string[]): string {
  const own = requestOrigin(request, [...siteOrigins]);
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return own;
  const asked = origin.toLowerCase();
  if (siteOrigins.length === 0) return asked === own.toLowerCase() ? asked : own;
  return siteOrigins.includes(asked) ? asked : own;
}

export interface LaunchContext {
  db: Db;
  /** Parsed GAME_PROVIDER_URL. */
  providerUrl: string;
  /** Parsed SITE_ORIGINS (empty: the request's own origin is the site's). */
  siteOrigins: readonly string[];
}

/**
 * Launches for a signed-in account: records the game in the member's recent list (catalogue games,
 * real accounts) and issues the launch token, in one transaction, and answers the game address.
 */
export async function launch(
  ctx: LaunchContext,
  request: FastifyRequest,
  account: { memberId: number; type: number; sessionId: string },
  target: Launchable,
  language: ContentLanguage,
  theme?: 'light' | 'dark',
): Promise<LaunchValue> {
  const lobby = lobbyOrigin(request, ctx.siteOrigins);
  const playMoney = account.type === TRIAL_TYPE;
  // The game session ends with the login session that launched it (logout, password change, expiry).
  const launchTarget: LaunchTarget = { ...target, memberId: String(account.memberId), loginSessionId: account.sessionId, language, lobbyOrigin: lobby };
  const token = await ctx.db.transaction(async (tx) => {
    if (target.gameId !== null && !playMoney) await recordRecent(tx, account.memberId, target.gameId);
    return issueLaunchToken(tx, launchTarget);
  });
  // The site's language and theme travel with the address, so the game opens looking like the site.
  const content = `${ctx.providerUrl}/launch?${new URLSearchParams({ token, lang: language, ...(theme ? { theme } : {}) }).toString()}`;
  const gameOrigin = ctx.providerUrl.startsWith('/') ? lobby : new URL(ctx.providerUrl).origin;
  return { content, gameOrigin, playMoney };
}
