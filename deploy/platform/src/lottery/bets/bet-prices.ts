/**
 * The lottery's prices: the unit price, the most units a bet may carry and each market's odds
 * (tables lottery_settings and lottery_odds). A game's market is its region.
 */
import { LOTTERY_BET_TYPES, type LotteryBetType, type LotteryRegion } from '@site/shared/contract/lottery';
import type { Db } from '../../db/database';
import { oddsToScaled } from './scoring';

export interface LotterySettings {
  /** Minor units. */
  unitPrice: bigint;
  maxUnits: number;
}

export interface GamePrices extends LotterySettings {
  gameId: string;
  remark: string;
  market: LotteryRegion;
  /** Odds per bet type, in ten-thousandths. */
  odds: Map<LotteryBetType, bigint>;
}

/** A lottery's market, name, unit price and odds; null when there is no such (enabled) lottery. */
export async function gamePrices(db: Db, gameId: string): Promise<GamePrices | null> {
  const rows = await db.query<{ name: string; region: LotteryRegion; bet_type: LotteryBetType; odds: string; unit_price: string; max_units: number }>(
    `SELECT g.name, g.region, o.bet_type, o.odds::text AS odds, s.unit_price::text AS unit_price, s.max_units
     FROM lottery_games g
     JOIN lottery_odds o ON o.market = g.region
     CROSS JOIN lottery_settings s
     WHERE g.id = $1 AND g.enabled`,
    [gameId],
  );
  const first = rows[0];
  if (!first) return null;
  const odds = new Map(rows.map((row) => [row.bet_type, oddsToScaled(row.odds)]));
  if (LOTTERY_BET_TYPES.some((type) => !odds.has(type))) throw new Error(`lottery: odds of market ${first.region} are incomplete`);
  return { gameId, remark: first.name, market: first.region, odds, unitPrice: BigInt(first.unit_price), maxUnits: first.max_units };
}

/** How long a lottery's prices are reused before they are read again. */
export const PRICES_TTL_MS = 5_000;

const priceCaches = new WeakMap<Db, Map<string, { until: number; prices: GamePrices | null }>>();

/**
 * gamePrices, reused for a few seconds: every bet needs them and they change only when an operator
 * edits the configuration, which then applies within PRICES_TTL_MS. A bet keeps the odds it was
 * placed with, so a change never alters a placed bet.
 */
export async function cachedGamePrices(db: Db, gameId: string): Promise<GamePrices | null> {
  let cache = priceCaches.get(db);
  if (!cache) {
    cache = new Map();
    priceCaches.set(db, cache);
  }
  const kept = cache.get(gameId);
  if (kept && kept.until > Date.now()) return kept.prices;
  const prices = await gamePrices(db, gameId);
  // Only real lottery ids are kept, so made-up ids cannot grow the cache.
  if (prices) cache.set(gameId, { until: Date.now() + PRICES_TTL_MS, prices });
  return prices;
}
