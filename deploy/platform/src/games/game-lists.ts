/** Catalogue reads beside the search: providers of a type, hot games, the winner board, card-game rooms. */
import { createHash } from 'node:crypto';
import type { GameItem, GameType, PvpRoom, RankEntry, VassGameTypeValue } from '@site/shared/contract';
import { GAME_PAGE_SIZE } from '@site/shared/contract';
import { roundGameName } from '@site/shared/contract/lottery';
import type { Db } from '../db/database';
import type { ContentLanguage } from '../i18n/language';
import { gameItem, gameItemColumns, type GameItemRow, localisedNameJoin } from './game-items';

type ListGameType = VassGameTypeValue['gameType'];

/** The providers of one list type with how many games each has, in display order. */
export async function vendorsOfType(db: Db, gameType: ListGameType): Promise<VassGameTypeValue> {
  const rows = await db.query<{ code: string; display_name: string; hot: boolean; games: number }>(
    `SELECT v.code, v.display_name, v.hot, (SELECT count(*)::int FROM games g WHERE g.vendor = v.code AND g.game_type = v.lane) AS games
     FROM vendors v WHERE v.lane = $1 ORDER BY v.sort, v.account_type_id`,
    [gameType],
  );
  return {
    gameType,
    vendors: rows.map((row) => ({ vassalage: row.code, displayName: row.display_name, gameCount: row.games, isHot: row.hot ? 1 : 0 })),
  };
}

/** Points the operator's rank adds to a game's hot score: rank 1 counts as 100 rounds, rank 100 as 1. */
export const HOT_RANK_POINTS = 101;

/**
 * One page of hot games: score = real-money rounds of the last 24 hours + max(0, 101 − hot rank)
 * (no rank: 0), highest first; ties go to the better rank, then catalogue order. A game is a
 * candidate when the operator ranked it or someone played it in the last 24 hours.
 */
export async function hotGames(db: Db, filter: { vendor?: string; gameType?: string; language: ContentLanguage }): Promise<GameItem[]> {
  const params: unknown[] = [filter.language, GAME_PAGE_SIZE, HOT_RANK_POINTS];
  const where: string[] = ['(g.hot_rank IS NOT NULL OR p.rounds IS NOT NULL)'];
  if (filter.vendor) {
    params.push(filter.vendor);
    where.push(`g.vendor = $${params.length}`);
  }
  if (filter.gameType) {
    params.push(filter.gameType);
    where.push(`g.game_type = $${params.length}`);
  }
  const rows = await db.query<GameItemRow>(
    `WITH played AS (
       SELECT game_id, count(*)::int AS rounds FROM game_rounds
       WHERE started_at > now() - interval '24 hours' AND game_id IS NOT NULL AND ledger = 'REAL' AND status <> 'ROLLED_BACK'
       GROUP BY game_id
     )
     SELECT ${gameItemColumns()}
     FROM games g LEFT JOIN played p ON p.game_id = g.id ${localisedNameJoin(1)}
     WHERE ${where.join(' AND ')}
     ORDER BY coalesce(p.rounds, 0) + coalesce(greatest(0, $3::int - g.hot_rank), 0) DESC, g.hot_rank NULLS LAST, g.sort, g.id
     LIMIT $2`,
    params,
  );
  return rows.map(gameItem);
}

/** 'demoplayer' → 'de***er': enough to recognise oneself, not enough to find an account. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars[0] ?? ''}***`;
}

/** Days the winner board looks back. */
export const WINNER_BOARD_DAYS = 7;

/**
 * The largest settled real-money wins of the last 7 days, amounts in currency units, each with its
 * provider's name. One code can name several providers' cards (JILI slots, JILI Cards, JILI
 * Fishing): the card of the round's type is the one meant, else the provider's first card; a code
 * no longer in the catalogue is shown as it is.
 */
export async function winnerBoard(db: Db, options: { limit: number; language: ContentLanguage }): Promise<RankEntry[]> {
  const rows = await db.query<{ account: string; game_code: string; game_name: string; vendor: string; vendor_name: string | null; game_type: GameType; win: string; settled_at: Date }>(
    `SELECT m.account, r.game_code, coalesce(ln.name, r.game_name) AS game_name, r.vendor, vn.display_name AS vendor_name, r.game_type, r.win::text AS win, r.settled_at
     FROM game_rounds r
     JOIN members m ON m.id = r.member_id
     LEFT JOIN game_names ln ON ln.game_id = r.game_id AND ln.language = $1
     LEFT JOIN LATERAL (
       SELECT v.display_name FROM vendors v WHERE v.code = r.vendor
       ORDER BY (v.game_type = r.game_type OR v.lane = r.game_type) DESC, v.sort, v.account_type_id LIMIT 1
     ) vn ON true
     WHERE r.ledger = 'REAL' AND r.status = 'SETTLED' AND r.win > 0 AND r.settled_at > now() - make_interval(days => $3)
     ORDER BY r.win DESC, r.settled_at DESC, r.id DESC
     LIMIT $2`,
    [options.language, options.limit, WINNER_BOARD_DAYS],
  );
  return rows.map((row) => ({
    account: maskAccount(row.account),
    // A lottery win is named in the board's language like the lottery's own pages.
    gameName: roundGameName(row.game_code, row.game_name, options.language),
    vassalage: row.vendor,
    vendorName: row.vendor_name ?? row.vendor,
    gameType: row.game_type,
    // Minor units to currency units; bigint text keeps it exact up to Number's safe range.
    winAmount: Number(row.win) / 100,
    winTime: new Date(row.settled_at).toISOString(),
  }));
}

/** Card-game rooms: the first games of a provider, each with a room per stake level. */
export const ROOM_GAMES = 12;
const ROOM_LEVELS = [
  { suffix: 'A', stakeTimes: 1 },
  { suffix: 'B', stakeTimes: 10 },
  { suffix: 'C', stakeTimes: 100 },
] as const;
const SEATS: Record<string, number> = { card: 6, mahjong: 4, casual: 8 };

/**
 * A room's player count: a stable made-up figure derived from the room id (no live table exists
 * behind a room), between 0 and its seats, so the list looks the same on every visit.
 */
export function roomPlayers(roomId: string, maxPlayers: number): number {
  return createHash('sha256').update(roomId).digest().readUInt32BE(0) % (maxPlayers + 1);
}

/** Whether `vendor` serves card games (the PVP lane); null when it does not. */
export async function pvpRooms(db: Db, vendor: string, language: ContentLanguage): Promise<PvpRoom[] | null> {
  const known = await db.query('SELECT 1 FROM vendors WHERE code = $1 AND lane = $2', [vendor, 'PVP']);
  if (known.length === 0) return null;
  const rows = await db.query<GameItemRow>(
    `SELECT ${gameItemColumns()} FROM games g ${localisedNameJoin(2)}
     WHERE g.vendor = $1 AND g.game_type = 'PVP' ORDER BY g.sort, g.id LIMIT $3`,
    [vendor, language, ROOM_GAMES],
  );
  return rows.flatMap((row) => {
    const maxPlayers = SEATS[row.game_classify] ?? 6;
    return ROOM_LEVELS.map((level) => {
      const roomId = `${row.id}-${level.suffix}`;
      return {
        roomId,
        nodeId: String(row.id),
        gameName: row.name,
        // Cents, so 0.1 × 10 is 1, not 1.0000000000000002.
        minBet: Math.round(Number(row.min_bet) * 100 * level.stakeTimes) / 100,
        players: roomPlayers(roomId, maxPlayers),
        maxPlayers,
      };
    });
  });
}
