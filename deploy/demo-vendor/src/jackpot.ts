import type { Rng } from './engines/rng';
import type { VendorDb as Db } from './vendor-db';

/**
 * The vendor's progressive jackpot. Every real-money slot spin (RNG and FISH games; play money never
 * touches it) puts one per cent of its stake into one pool kept in the vendor's database, so every
 * server sees the same figure and it only grows. Each such spin may also hit it: the vendor draws
 * that on its own server with the same generator as the reels, with a chance in proportion to the
 * stake (a spin of `s` hits with chance s / hitStake, so a player's chance per unit staked is the
 * same at every stake). A hit pays the whole pool, in whole minor units, as part of that round's win
 * through the ordinary signed seamless win, and the pool starts again from its seed (the vendor's
 * money). Over time the pool returns the 1 % share plus seed / hitStake (0.5 % with the defaults)
 * on top of the reels' 96 %.
 */
export const JACKPOT_POOL = 'slots';

/** Per cent of each real-money slot stake that goes into the pool. */
export const JACKPOT_SHARE_PERCENT = 1;

/** What the pool opens with and starts again from after a hit (10,000.00); the migration writes the same. */
export const JACKPOT_SEED = 1_000_000;

/** Minor units staked, on average, for each hit: 2,000,000.00, i.e. 200 times the seed. */
export const DEFAULT_JACKPOT_HIT_STAKE = 200_000_000;

/** The long-run return the jackpot adds to a slot stake with the default seed and hit stake. */
export const JACKPOT_DECLARED_RTP = JACKPOT_SHARE_PERCENT / 100 + JACKPOT_SEED / DEFAULT_JACKPOT_HIT_STAKE;

/** Whether a spin of `stake` minor units hits the jackpot. */
export function drawJackpotHit(rng: Rng, stake: number, hitStake: number): boolean {
  return rng.int(hitStake) < stake;
}

export interface JackpotView {
  /** The pool now, in whole minor units. */
  amount: number;
  /** What it starts again from after a hit, in minor units. */
  seed: number;
  hits: number;
  /** The latest hit, if any. */
  lastHit: { amount: number; gameCode: string; wonAt: string } | null;
}

export async function readJackpot(db: Db, pool = JACKPOT_POOL): Promise<JackpotView> {
  const rows = await db.query<{ amount: number; seed: number; hits: number; last_amount: number | null; last_game: string | null; last_at: Date | null }>(
    `SELECT (p.amount_hundredths / 100)::float8 AS amount, p.seed::float8 AS seed, p.hits,
            h.amount::float8 AS last_amount, h.game_code AS last_game, h.won_at AS last_at
     FROM demo_vendor.jackpot_pools p
     LEFT JOIN LATERAL (SELECT amount, game_code, won_at FROM demo_vendor.jackpot_hits WHERE pool = p.pool ORDER BY won_at DESC LIMIT 1) h ON true
     WHERE p.pool = $1`,
    [pool],
  );
  const row = rows[0];
  if (!row) throw new Error(`demo vendor: no jackpot pool '${pool}' (run the vendor's migrations)`);
  const lastHit = row.last_amount === null ? null : { amount: row.last_amount, gameCode: row.last_game!, wonAt: new Date(row.last_at!).toISOString() };
  return { amount: row.amount, seed: row.seed, hits: row.hits, lastHit };
}

/**
 * Adds a settling spin's share to the pool and, when the spin hit, pays out the whole pool and starts
 * it again from the seed (the fraction of a minor unit stays in). Runs in the round's settling
 * transaction, whose row lock makes two hits at once take the pool one after the other. Answers the
 * jackpot won, in minor units (0 without a hit).
 */
export async function feedJackpot(
  tx: Db,
  round: { roundId: string; playerRef: string; gameCode: string; stake: number; hit: boolean },
  now: Date,
): Promise<number> {
  const share = round.stake * JACKPOT_SHARE_PERCENT;
  const fed = await tx.query<{ amount_hundredths: string }>(
    `UPDATE demo_vendor.jackpot_pools SET amount_hundredths = amount_hundredths + $2, updated_at = $3
     WHERE pool = $1 RETURNING amount_hundredths::text`,
    [JACKPOT_POOL, share, now.toISOString()],
  );
  if (!fed[0]) throw new Error(`demo vendor: no jackpot pool '${JACKPOT_POOL}' (run the vendor's migrations)`);
  if (!round.hit) return 0;
  const won = Number(BigInt(fed[0].amount_hundredths) / 100n);
  await tx.query(
    `UPDATE demo_vendor.jackpot_pools SET amount_hundredths = seed * 100 + amount_hundredths % 100, hits = hits + 1, updated_at = $2 WHERE pool = $1`,
    [JACKPOT_POOL, now.toISOString()],
  );
  await tx.query(
    'INSERT INTO demo_vendor.jackpot_hits (round_id, pool, player_ref, game_code, amount, won_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [round.roundId, JACKPOT_POOL, round.playerRef, round.gameCode, won, now.toISOString()],
  );
  return won;
}
