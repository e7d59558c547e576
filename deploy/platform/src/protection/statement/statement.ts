/**
 * The activity statement, computed when asked from what is already recorded: deposits credited
 * (journal lines), withdrawals paid out (withdrawal orders), the real-money result (the daily
 * rollups every bet and win keeps, the same figures as the profit and loss record) and the play
 * sessions the reality check keeps. Nothing is stored, so a past month reads the same every time.
 */
import { lastCompleteMonth, monthDays, type Statement, type StatementQuery } from '@site/shared/contract/protection/statement';
import type { Db } from '../../db/database';
import { money } from '../../records/record-paging';
import { DAY_AFTER_SQL, DAY_START_SQL, siteTimeZone } from '../../system/site-day';
import { DEPOSIT_KINDS } from '../kyc/kyc-state';

/** The days a (validated) query names: its range, its month, or the last complete month. */
export function statementDays(query: StatementQuery, now: Date, timeZone: string): { month: string | null; startDate: string; endDate: string } {
  if (query.startDate !== undefined && query.endDate !== undefined) return { month: null, startDate: query.startDate, endDate: query.endDate };
  const month = query.month ?? lastCompleteMonth(now, timeZone);
  return { month, ...monthDays(month) };
}

export async function activityStatement(db: Db, memberId: string, query: StatementQuery, now: Date = new Date()): Promise<Statement> {
  const days = statementDays(query, now, siteTimeZone());
  const params = [memberId, days.startDate, days.endDate];
  // One statement, so the four figures are read from one snapshot.
  const [row] = await db.query<{
    deposits: string;
    deposit_count: number;
    withdrawals: string;
    withdrawal_count: number;
    valid_bet: string;
    win: string;
    rounds: number;
    seconds: string;
  }>(
    `WITH bounds AS (SELECT ${DAY_START_SQL('$2')} AS lower, ${DAY_AFTER_SQL('$3')} AS upper)
     SELECT
       (SELECT coalesce(sum(l.amount), 0)::text FROM journal_lines l, bounds b
         WHERE l.member_id = $1::bigint AND l.kind = ANY($4::text[]) AND l.amount > 0 AND l.created_at >= b.lower AND l.created_at < b.upper) AS deposits,
       (SELECT count(*)::int FROM journal_lines l, bounds b
         WHERE l.member_id = $1::bigint AND l.kind = ANY($4::text[]) AND l.amount > 0 AND l.created_at >= b.lower AND l.created_at < b.upper) AS deposit_count,
       (SELECT coalesce(sum(w.received), 0)::text FROM withdrawals w, bounds b
         WHERE w.member_id = $1::bigint AND w.received > 0 AND w.finished_at >= b.lower AND w.finished_at < b.upper) AS withdrawals,
       (SELECT count(*)::int FROM withdrawals w, bounds b
         WHERE w.member_id = $1::bigint AND w.received > 0 AND w.finished_at >= b.lower AND w.finished_at < b.upper) AS withdrawal_count,
       (SELECT coalesce(sum(r.valid_bet), 0)::text FROM member_daily_rollups r
         WHERE r.member_id = $1::bigint AND r.ledger = 'REAL' AND r.day >= $2::date AND r.day <= $3::date) AS valid_bet,
       (SELECT coalesce(sum(r.win), 0)::text FROM member_daily_rollups r
         WHERE r.member_id = $1::bigint AND r.ledger = 'REAL' AND r.day >= $2::date AND r.day <= $3::date) AS win,
       (SELECT coalesce(sum(r.rounds), 0)::int FROM member_daily_rollups r
         WHERE r.member_id = $1::bigint AND r.ledger = 'REAL' AND r.day >= $2::date AND r.day <= $3::date) AS rounds,
       -- Only the part of each session inside the range counts.
       (SELECT coalesce(sum(extract(epoch FROM least(s.last_seen_at, b.upper) - greatest(s.started_at, b.lower))), 0)::text
         FROM protection_play_sessions s, bounds b
         WHERE s.member_id = $1::bigint AND s.started_at < b.upper AND s.last_seen_at > b.lower) AS seconds`,
    [...params, DEPOSIT_KINDS],
  );
  return {
    ...days,
    deposits: money(row!.deposits),
    depositCount: row!.deposit_count,
    withdrawals: money(row!.withdrawals),
    withdrawalCount: row!.withdrawal_count,
    netResult: money(BigInt(row!.win) - BigInt(row!.valid_bet)),
    rounds: row!.rounds,
    minutesPlayed: Math.floor(Number(row!.seconds) / 60),
  };
}
