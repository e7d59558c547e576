/**
 * The lottery's scheduler: on every tick it creates issues ahead, opens those whose sale started,
 * locks those past their lock time, draws those past their draw time and has the money of drawn
 * (and cancelled) issues closed. Every step is a conditional UPDATE from the previous status, so a
 * step runs once per issue whoever runs it; after a restart, issues whose lock or draw time passed
 * while the platform was down are locked and drawn late on the first tick, never skipped.
 *
 * Issues are created only for draws still ahead: a draw that fell in a stop longer than the
 * creation horizon never had an issue (nothing was published or sold), so there is nothing to draw.
 *
 * Each issue is committed when it is created (the SHA-256 of its keyed seed, see draw.ts) and
 * holds no seed until drawn. The draw takes the issue row FOR UPDATE, so every bet that got in
 * before the lock has committed, digests the bets, and writes the numbers with everything needed to
 * check them. Without a seed key the lottery creates no issue; a locked issue whose commitment no
 * configured key matches is not drawn: its draw_failure says why, and only such an issue may be
 * voided by an operator (issue-actions.ts).
 *
 * On PostgreSQL several platform processes may share the database; each tick holds a transaction
 * advisory lock, so only one process does the work at a time and the others skip that tick. PGlite
 * is one process's database, so it needs none.
 */
import type { Db } from '../db/database';
import { createTicker, type Ticker } from '../scheduling/ticker';
import type { LotteryClock } from './clock';
import { betsDigest, drawResult, finalSeedOf, hashSeed, keyedSeed, seedForCommitment } from './draw';
import { issueBets, loadGames, type LotteryGame } from './lottery-rows';
import { plannedIssues, type PlannedIssue } from './schedule';
import type { LotterySeedKeys } from './seed-key';

/** Closes the money of one issue (pays a drawn one, refunds a cancelled one); safe to repeat. */
export type IssueMoneyStep = (db: Db, issueId: string, now: Date) => Promise<void>;

export interface LotterySchedulerOptions {
  db: Db;
  now: LotteryClock;
  /** Pays or closes every bet of a DRAWN issue and marks it SETTLED. */
  settle: IssueMoneyStep;
  /** Refunds every open bet of a CANCELLED issue. */
  refund: IssueMoneyStep;
  /** The seed key (and keys of earlier rotations); without it no issue is created or drawn. */
  seedKeys: LotterySeedKeys | undefined;
  /** How far ahead issues exist: fast games (default 60 minutes), regional ones (default 7 days). */
  fastHorizonMs?: number;
  regionalHorizonMs?: number;
  /** Called after a tick that changed an issue (the lobby's cache refreshes). */
  onChange?: () => void;
  /** Where a failed step is reported; the next tick tries again. */
  onError?: (error: unknown, step: string) => void;
}

export interface TickReport {
  /** Another process held the scheduler's lock; nothing was done. */
  skipped: boolean;
  created: number;
  opened: number;
  locked: number;
  /** Ids of the issues this tick drew. */
  drawn: string[];
  /** Ids of the issues whose money this tick closed (settled or refunded). */
  closed: string[];
}

/** Each tick is one pass over every step. */
export type LotteryScheduler = Ticker<TickReport>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How often the creation step looks for missing issues (the horizon is far longer). */
const CREATE_EVERY_MS = MINUTE_MS;
/** Issues drawn or closed per query: a long catch-up works in batches. */
const BATCH = 200;
/** The scheduler's advisory lock key on PostgreSQL ('LOTT' in ASCII). */
export const SCHEDULER_LOCK_KEY = 0x4c4f5454;

export function createLotteryScheduler(options: LotterySchedulerOptions): LotteryScheduler {
  const { db, now } = options;
  const fastHorizonMs = options.fastHorizonMs ?? 60 * MINUTE_MS;
  const regionalHorizonMs = options.regionalHorizonMs ?? 7 * DAY_MS;
  const reportError = options.onError ?? ((error: unknown, step: string) => console.error(`lottery scheduler: ${step} failed:`, error));
  let nextCreateAt = 0;

  const keys = options.seedKeys ? [options.seedKeys.current, ...(options.seedKeys.previous ?? [])] : [];

  async function createAhead(at: Date): Promise<number> {
    if (at.getTime() < nextCreateAt) return 0;
    if (!options.seedKeys) {
      nextCreateAt = at.getTime() + CREATE_EVERY_MS;
      throw new Error('no lottery seed key (set LOTTERY_SEED_KEY): no issue is opened without one');
    }
    const games = await loadGames(db);
    const latest = await db.query<{ game_id: string; draw_at: Date | null }>(
      `SELECT g.id AS game_id, (SELECT i.draw_at FROM lottery_issues i WHERE i.game_id = g.id ORDER BY i.draw_at DESC LIMIT 1) AS draw_at
         FROM lottery_games g WHERE g.enabled`,
    );
    const latestByGame = new Map(latest.map((row) => [row.game_id, row.draw_at]));
    const planned: { game: LotteryGame; issue: PlannedIssue }[] = [];
    for (const game of games) {
      const last = latestByGame.get(game.id);
      const from = new Date(Math.max(at.getTime() + 1, (last?.getTime() ?? 0) + 1));
      const horizon = game.intervalSeconds !== null ? fastHorizonMs : regionalHorizonMs;
      for (const issue of plannedIssues(game, from, new Date(at.getTime() + horizon))) planned.push({ game, issue });
    }
    let created = 0;
    for (let start = 0; start < planned.length; start += BATCH) {
      created += await insertIssues(options.seedKeys.current, planned.slice(start, start + BATCH).map(({ issue }) => issue));
    }
    nextCreateAt = at.getTime() + CREATE_EVERY_MS;
    return created;
  }

  async function insertIssues(key: string, issues: PlannedIssue[]): Promise<number> {
    if (issues.length === 0) return 0;
    const params: unknown[] = [];
    const rows = issues.map((issue) => {
      // Only the commitment is stored: the seed is derived again from the key at the draw.
      const seedHash = hashSeed(keyedSeed(key, issue.gameId, issue.numero));
      params.push(issue.gameId, issue.numero, issue.saleStartAt.toISOString(), issue.lockAt.toISOString(), issue.drawAt.toISOString(), seedHash);
      const n = params.length;
      return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    // Another process may have created the same issue: the first one's commitment stands.
    const inserted = await db.query(
      `INSERT INTO lottery_issues (game_id, numero, sale_start_at, lock_at, draw_at, seed_hash) VALUES ${rows.join(', ')}
       ON CONFLICT (game_id, numero) DO NOTHING RETURNING id`,
      params,
    );
    return inserted.length;
  }

  // Times go to the driver as ISO text: under jest PGlite does not take another realm's Date.
  async function openAndLock(at: Date): Promise<{ opened: number; locked: number }> {
    const opened = await db.query(
      `UPDATE lottery_issues SET status = 'OPEN' WHERE status = 'UPCOMING' AND sale_start_at <= $1 AND lock_at > $1 RETURNING id`,
      [at.toISOString()],
    );
    const locked = await db.query(`UPDATE lottery_issues SET status = 'LOCKED' WHERE status IN ('UPCOMING', 'OPEN') AND lock_at <= $1 RETURNING id`, [at.toISOString()]);
    return { opened: opened.length, locked: locked.length };
  }

  async function drawDue(at: Date): Promise<string[]> {
    const drawn: string[] = [];
    let after = '0';
    for (;;) {
      // Issues that cannot be drawn stay LOCKED: the id cursor moves past them within this tick.
      const due = await db.query<{ id: string }>(
        `SELECT id::text AS id FROM lottery_issues WHERE status = 'LOCKED' AND draw_at <= $1 AND id > $2::bigint ORDER BY id LIMIT ${BATCH}`,
        [at.toISOString(), after],
      );
      for (const { id } of due) {
        if (await drawIssue(id, at)) drawn.push(id);
      }
      if (due.length < BATCH) return drawn;
      after = due[due.length - 1]!.id;
    }
  }

  /** Draws one locked issue; false when it was drawn elsewhere or cannot be drawn (failure recorded). */
  async function drawIssue(issueId: string, at: Date): Promise<boolean> {
    const failure = await db.transaction(async (tx) => {
      // FOR UPDATE waits for bets holding the row FOR SHARE: the digest sees every bet that got in.
      const [issue] = await tx.query<{ game_id: string; numero: string; seed_hash: string; draw_failure: string | null; result_shape: LotteryGame['resultShape'] }>(
        `SELECT i.game_id, i.numero, i.seed_hash, i.draw_failure, g.result_shape
           FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id WHERE i.id = $1 AND i.status = 'LOCKED' FOR UPDATE OF i`,
        [issueId],
      );
      if (!issue) return null;
      const seed = seedForCommitment(keys, issue.game_id, issue.numero, issue.seed_hash);
      if (seed === null) {
        const reason = keys.length === 0 ? 'no lottery seed key is configured' : 'no configured lottery seed key matches the published commitment';
        if (issue.draw_failure !== reason) {
          await tx.query('UPDATE lottery_issues SET draw_failure = $2, draw_failed_at = $3 WHERE id = $1', [issueId, reason, at.toISOString()]);
          return `issue ${issue.game_id} ${issue.numero} cannot be drawn: ${reason}`;
        }
        return '';
      }
      const digest = betsDigest(await issueBets(tx, issueId));
      const finalSeed = finalSeedOf(seed, digest);
      const result = drawResult(finalSeed, issue.game_id, issue.numero, issue.result_shape);
      await tx.query(
        `UPDATE lottery_issues SET status = 'DRAWN', seed = $2, bets_digest = $3, final_seed = $4, result = $5::jsonb, drawn_at = $6 WHERE id = $1`,
        [issueId, seed, digest, finalSeed, JSON.stringify(result), at.toISOString()],
      );
      return undefined;
    });
    if (failure) reportError(new Error(failure), 'drawing');
    return failure === undefined;
  }

  async function closeMoney(at: Date): Promise<string[]> {
    const closed: string[] = [];
    const drawn = await db.query<{ id: string }>(`SELECT id::text AS id FROM lottery_issues WHERE status = 'DRAWN' ORDER BY draw_at, id LIMIT ${BATCH}`);
    for (const { id } of drawn) {
      try {
        await options.settle(db, id, at);
        closed.push(id);
      } catch (error) {
        reportError(error, `settling issue ${id}`);
      }
    }
    const cancelled = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM lottery_issues WHERE status = 'CANCELLED' AND settled_at IS NULL ORDER BY draw_at, id LIMIT ${BATCH}`,
    );
    for (const { id } of cancelled) {
      try {
        await refundCancelled(db, options.refund, id, at);
        closed.push(id);
      } catch (error) {
        reportError(error, `refunding issue ${id}`);
      }
    }
    return closed;
  }

  async function work(): Promise<TickReport> {
    const at = now();
    const report: TickReport = { skipped: false, created: 0, opened: 0, locked: 0, drawn: [], closed: [] };
    try {
      report.created = await createAhead(at);
    } catch (error) {
      reportError(error, 'creating issues');
    }
    Object.assign(report, await openAndLock(at));
    report.drawn = await drawDue(at);
    report.closed = await closeMoney(at);
    if (report.created + report.opened + report.locked + report.drawn.length + report.closed.length > 0) options.onChange?.();
    return report;
  }

  async function lockedWork(): Promise<TickReport> {
    if (db.kind !== 'postgres') return work();
    // The lock lives as long as this transaction; the steps run on other connections and keep
    // their own transactions short.
    return db.transaction(async (tx) => {
      const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [SCHEDULER_LOCK_KEY]);
      if (!lock?.locked) return { skipped: true, created: 0, opened: 0, locked: 0, drawn: [], closed: [] };
      return work();
    });
  }

  return createTicker(lockedWork, (error) => reportError(error, 'tick'));
}

/** Refunds a cancelled issue's bets, then records that its money is closed (settled_at). */
export async function refundCancelled(db: Db, refund: IssueMoneyStep, issueId: string, at: Date): Promise<void> {
  await refund(db, issueId, at);
  await db.query(`UPDATE lottery_issues SET settled_at = $2 WHERE id = $1 AND status = 'CANCELLED' AND settled_at IS NULL`, [issueId, at.toISOString()]);
}
