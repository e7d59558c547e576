/**
 * The monthly statement message: at the start of each site month every member (trial accounts
 * aside) with activity in the month before (a deposit, a withdrawal paid out, a real-money round or
 * time played) gets one inbox message with that month's statement figures and a link to the
 * statement on the Responsible gaming page.
 *
 * Once per member and month, enforced by the database: the member's row in statement_messages is
 * inserted first, in the transaction that writes the message, so of two servers (or two passes)
 * only one inserts it and the other writes nothing. A pass on PostgreSQL also takes an advisory
 * lock for the month's search, so other processes skip that tick instead of doing the same work;
 * when a pass finds nobody left, the month is kept in statement_months and later ticks stop there.
 *
 * The pass runs on a timer of every platform process (statement-plugin.ts), so the messages go out
 * within one interval of the month's start and a server that was down then catches up when it starts.
 */
import { lastCompleteMonth, monthDays, type StatementRunReport } from '@site/shared/contract/protection/statement';
import { TRIAL_TYPE } from '../../accounts/members';
import type { Db } from '../../db/database';
import { notifyMember } from '../../messages/notify';
import { DAY_AFTER_SQL, DAY_START_SQL, siteTimeZone } from '../../system/site-day';
import { DEPOSIT_KINDS } from '../kyc/kyc-state';
import { activityStatement } from './statement';

/** The pass's advisory lock key on PostgreSQL ('STMT' in ASCII). */
export const STATEMENT_LOCK_KEY = 0x53544d54;
/** How often each platform process looks for statements to send. */
export const MONTHLY_STATEMENT_INTERVAL_MS = 10 * 60_000;

export interface MonthlyStatementReport {
  month: string;
  /** Messages this pass wrote. */
  sent: number;
  /** Another process held the lock, or the month was finished before: nothing was looked for. */
  skipped: boolean;
}

/** Members with activity in the month's site days who have not had its statement message yet. */
async function membersToTell(db: Db, month: string): Promise<string[]> {
  const { startDate, endDate } = monthDays(month);
  const rows = await db.query<{ member_id: string }>(
    `WITH bounds AS (SELECT ${DAY_START_SQL('$1')} AS lower, ${DAY_AFTER_SQL('$2')} AS upper),
     active AS (
       SELECT l.member_id FROM journal_lines l, bounds b
         WHERE l.member_id IS NOT NULL AND l.kind = ANY($3::text[]) AND l.amount > 0 AND l.created_at >= b.lower AND l.created_at < b.upper
       UNION SELECT w.member_id FROM withdrawals w, bounds b WHERE w.received > 0 AND w.finished_at >= b.lower AND w.finished_at < b.upper
       UNION SELECT r.member_id FROM member_daily_rollups r WHERE r.ledger = 'REAL' AND r.day >= $1::date AND r.day <= $2::date
       UNION SELECT s.member_id FROM protection_play_sessions s, bounds b WHERE s.started_at < b.upper AND s.last_seen_at > b.lower)
     SELECT a.member_id::text AS member_id FROM active a JOIN members m ON m.id = a.member_id
     WHERE m.type <> $4 AND NOT EXISTS (SELECT 1 FROM statement_messages t WHERE t.member_id = a.member_id AND t.month = $5)
     ORDER BY a.member_id`,
    [startDate, endDate, DEPOSIT_KINDS, TRIAL_TYPE, month],
  );
  return rows.map((row) => row.member_id);
}

/** The message of one member, once: false when the member's row was there already. */
async function tellMember(db: Db, memberId: string, month: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query('INSERT INTO statement_messages (member_id, month) VALUES ($1::bigint, $2) ON CONFLICT DO NOTHING RETURNING 1', [memberId, month]);
    if (claimed.length === 0) return false;
    const statement = await activityStatement(tx, memberId, { month }, now);
    const messageId = await notifyMember(tx, memberId, 'STATEMENT_MONTHLY', {
      month,
      deposits: statement.deposits,
      withdrawals: statement.withdrawals,
      netResult: statement.netResult,
      minutesPlayed: String(statement.minutesPlayed),
    });
    await tx.query('UPDATE statement_messages SET message_id = $3::bigint WHERE member_id = $1::bigint AND month = $2', [memberId, month, messageId]);
    return true;
  });
}

async function sendFor(db: Db, month: string, now: Date): Promise<number> {
  let sent = 0;
  for (const memberId of await membersToTell(db, month)) {
    if (await tellMember(db, memberId, month, now)) sent += 1;
  }
  await db.query('INSERT INTO statement_months (month, members) VALUES ($1, $2) ON CONFLICT (month) DO NOTHING', [month, sent]);
  return sent;
}

/** One pass: the statement messages of the last complete site month of `now` still to send. */
export async function sendMonthlyStatements(db: Db, now: Date = new Date()): Promise<MonthlyStatementReport> {
  const month = lastCompleteMonth(now, siteTimeZone());
  const finished = await db.query('SELECT 1 FROM statement_months WHERE month = $1', [month]);
  if (finished.length > 0) return { month, sent: 0, skipped: true };
  // PGlite is one process's database: no other process to keep out.
  if (db.kind !== 'postgres') return { month, sent: await sendFor(db, month, now), skipped: false };
  // The lock lives as long as this transaction; the messages are written on other connections, each in its own.
  return db.transaction(async (lockTx) => {
    const [lock] = await lockTx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [STATEMENT_LOCK_KEY]);
    if (!lock?.locked) return { month, sent: 0, skipped: true };
    return { month, sent: await sendFor(db, month, now), skipped: false };
  });
}

/**
 * The same pass for a month the operator names (one that has ended; the caller checks), run by hand
 * when the timer could not: the platform was down at the month's start past the next month, or the
 * operator wants to be sure. It always looks for members still owed the message, even after a month
 * was kept as finished, since once per member is the database's anyway. On PostgreSQL it waits for a
 * timer's pass holding the lock instead of skipping, so the operator's count is complete when it answers.
 */
export async function sendStatementsOfMonth(db: Db, month: string, now: Date = new Date()): Promise<StatementRunReport> {
  const sent =
    db.kind !== 'postgres'
      ? await sendFor(db, month, now)
      : await db.transaction(async (lockTx) => {
          await lockTx.query('SELECT pg_advisory_xact_lock($1)', [STATEMENT_LOCK_KEY]);
          return sendFor(db, month, now);
        });
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM statement_messages WHERE month = $1', [month]);
  return { month, sent, members: row?.n ?? 0 };
}
