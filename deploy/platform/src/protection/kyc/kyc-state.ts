/**
 * A member's identity level and the deposit threshold's duty, read from the submissions and the
 * journal. The level is never stored: an approval that expires lowers it on the day after its last
 * valid day, with nothing to sweep.
 *
 * The duty: once the member's deposits (bank, gateway and matched, as credited) within the licence's
 * window reach its threshold, level 2 is due within `kycDueDays`. The moment the pass is first seen
 * (a deposit or withdrawal request, the status page, the periodic sweep, an operator's scan) is kept
 * in kyc_aml_due and never moves, so the member cannot restart the clock.
 *
 * The second duty: once those deposits reach the licence's source-of-funds threshold, a withdrawal
 * also needs level 3 (a source-of-funds declaration an operator approved). It is kept once as well
 * (kyc_source_of_funds_due), so deposits leaving the window later do not lift it; play and deposits
 * continue meanwhile, only money leaving waits.
 */
import { siteDay } from '@site/shared/contract';
import type { KycLevel } from '@site/shared/contract/protection/kyc';
import type { Db } from '../../db/database';
import { notifyArguments } from '../../messages/notify';
import { siteTimeZone } from '../../system/site-day';
import { amountOf } from '../../wallet/money';
import type { BrandProfile } from '../brand-profile';

/** Journal kinds that bring a member's own money in from outside. */
export const DEPOSIT_KINDS = ['DEPOSIT', 'MATCHED_RECEIPT'];

export interface IdentityState {
  level: KycLevel;
  realName: string | null;
  verifiedName: string | null;
  identityExpiresOn: string | null;
}

export interface KycState extends IdentityState {
  depositsCounted: bigint;
  dueAt: Date | null;
  overdue: boolean;
  /** The source-of-funds duty holds and level 3 is not reached: withdrawals wait for it. */
  sourceOfFundsRequired: boolean;
}

/** The site day of `now` (what an approval's last valid day is compared with). */
export const today = (now: Date): string => siteDay(now, siteTimeZone());

/** The level and verified name as of `now`. */
export async function identityState(db: Db, memberId: string, now: Date): Promise<IdentityState> {
  const [member] = await db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1::bigint', [memberId]);
  const approved = await db.query<{ kind: string; verified_name: string | null; expires_on: string | null }>(
    `SELECT kind, verified_name, expires_on::text AS expires_on FROM kyc_submissions
     WHERE member_id = $1::bigint AND state = 'APPROVED' AND (expires_on IS NULL OR expires_on >= $2::date)
     ORDER BY reviewed_at DESC, id DESC`,
    [memberId, today(now)],
  );
  const identity = approved.find((row) => row.kind === 'IDENTITY');
  const funds = approved.find((row) => row.kind === 'SOURCE_OF_FUNDS');
  const realName = member?.payee_name ?? null;
  const level: KycLevel = identity ? (funds ? 3 : 2) : realName ? 1 : 0;
  return { level, realName, verifiedName: identity?.verified_name ?? null, identityExpiresOn: identity?.expires_on ?? null };
}

/** Deposits credited to the member within the licence's window ending at `now` (ever, for a lifetime window). */
export async function depositsCounted(db: Db, memberId: string, profile: BrandProfile, now: Date): Promise<bigint> {
  const rows = await db.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS total FROM journal_lines
     WHERE member_id = $1::bigint AND kind = ANY($2::text[]) AND amount > 0
       AND ($3::int IS NULL OR created_at >= $4::timestamptz - make_interval(days => $3::int)) AND created_at <= $4::timestamptz`,
    [memberId, DEPOSIT_KINDS, profile.amlWindowDays, now.toISOString()],
  );
  return BigInt(rows[0]?.total ?? '0');
}

/**
 * The SELECT that follows a duty's INSERT ... RETURNING member_id, due_at (as CTE `due`): the member
 * is told in the same statement, so a duty and its message exist together, once per member and
 * document (the fact); a member who already holds an approval of that document (still valid on the
 * site day given) is not asked for it. Its parameters from `$first`: notifyArguments('VERIFICATION_REQUIRED'),
 * the document, the site day.
 */
function tellDue(first: number): string {
  const [template, promotional, title, document, day] = [0, 1, 2, 3, 4].map((n) => `$${first + n}`);
  // Every kept duty is a row of the answer (the sweep counts them); the message only where it is owed.
  return `SELECT d.member_id, CASE WHEN NOT EXISTS (
        SELECT 1 FROM kyc_submissions s WHERE s.member_id = d.member_id AND s.kind = ${document}::text AND s.state = 'APPROVED'
          AND (s.expires_on IS NULL OR s.expires_on >= ${day}::date))
      THEN member_notify(d.member_id, ${template}::text,
        jsonb_build_object('document', ${document}::text)
          || CASE WHEN d.due_at IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('dueAt', to_char(d.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END,
        'kyc-due:' || ${document}::text, ${promotional}::boolean, ${title}::text) END AS message_id
    FROM due d`;
}

/** The threshold in minor units. */
export const thresholdOf = (profile: BrandProfile): bigint => amountOf(profile.amlThreshold, 'amlThreshold');

/**
 * The duty's due time: the one kept, or, when the deposits have reached the threshold now, a new
 * one from now (kept at once; a concurrent first sight keeps whichever came first).
 */
async function dueTime(db: Db, memberId: string, deposits: bigint, profile: BrandProfile, now: Date): Promise<Date | null> {
  const kept = await db.query<{ due_at: string }>('SELECT due_at::text AS due_at FROM kyc_aml_due WHERE member_id = $1::bigint', [memberId]);
  if (kept[0]) return new Date(kept[0].due_at);
  if (deposits < thresholdOf(profile)) return null;
  await db.query(
    `WITH due AS (
       INSERT INTO kyc_aml_due (member_id, passed_at, due_at, deposits)
       VALUES ($1::bigint, $2::timestamptz, $2::timestamptz + make_interval(days => $3::int), $4::bigint) ON CONFLICT (member_id) DO NOTHING
       RETURNING member_id, due_at
     ) ${tellDue(5)}`,
    [memberId, now.toISOString(), profile.kycDueDays, deposits.toString(), ...notifyArguments('VERIFICATION_REQUIRED'), 'IDENTITY', today(now)],
  );
  const [row] = await db.query<{ due_at: string }>('SELECT due_at::text AS due_at FROM kyc_aml_due WHERE member_id = $1::bigint', [memberId]);
  return row ? new Date(row.due_at) : null;
}

/** The source-of-funds threshold in minor units. */
export const sourceOfFundsThresholdOf = (profile: BrandProfile): bigint => amountOf(profile.sourceOfFundsThreshold, 'sourceOfFundsThreshold');

/** Whether the source-of-funds duty holds: kept, or the deposits reach its threshold now (then kept at once). */
export async function sourceOfFundsDuty(db: Db, memberId: string, deposits: bigint, profile: BrandProfile, now: Date): Promise<boolean> {
  const kept = await db.query('SELECT 1 FROM kyc_source_of_funds_due WHERE member_id = $1::bigint', [memberId]);
  if (kept.length > 0) return true;
  if (deposits < sourceOfFundsThresholdOf(profile)) return false;
  await db.query(
    `WITH due AS (
       INSERT INTO kyc_source_of_funds_due (member_id, passed_at, deposits) VALUES ($1::bigint, $2::timestamptz, $3::bigint) ON CONFLICT (member_id) DO NOTHING
       RETURNING member_id, NULL::timestamptz AS due_at
     ) ${tellDue(4)}`,
    [memberId, now.toISOString(), deposits.toString(), ...notifyArguments('VERIFICATION_REQUIRED'), 'SOURCE_OF_FUNDS', today(now)],
  );
  return true;
}

/** Level, verified name, deposits counted and both duties, as of `now`. */
export async function kycState(db: Db, memberId: string, profile: BrandProfile, now: Date): Promise<KycState> {
  const identity = await identityState(db, memberId, now);
  const deposits = await depositsCounted(db, memberId, profile, now);
  const due = await dueTime(db, memberId, deposits, profile, now);
  const pending = identity.level < 2 ? due : null;
  const funds = identity.level < 3 && (await sourceOfFundsDuty(db, memberId, deposits, profile, now));
  return { ...identity, depositsCounted: deposits, dueAt: pending, overdue: pending !== null && now.getTime() > pending.getTime(), sourceOfFundsRequired: funds };
}

/**
 * Keeps the duty of every member whose deposits credited since `since` reach the threshold (one
 * statement; the periodic sweep, so a member who never comes back is still counted).
 */
export async function noteThresholdsPassed(db: Db, profile: BrandProfile, since: Date, now: Date): Promise<number> {
  const rows = await db.query(
    `WITH due AS (
     INSERT INTO kyc_aml_due (member_id, passed_at, due_at, deposits)
     SELECT l.member_id, $1::timestamptz, $1::timestamptz + make_interval(days => $2::int), sum(l.amount)
     FROM journal_lines l
     WHERE l.member_id IN (SELECT DISTINCT member_id FROM deposit_orders WHERE state = 'CREDITED' AND completed_at >= $3::timestamptz)
       AND l.kind = ANY($4::text[]) AND l.amount > 0
       AND ($5::int IS NULL OR l.created_at >= $1::timestamptz - make_interval(days => $5::int))
       AND NOT EXISTS (SELECT 1 FROM kyc_aml_due d WHERE d.member_id = l.member_id)
     GROUP BY l.member_id
     HAVING sum(l.amount) >= $6::bigint
     ON CONFLICT (member_id) DO NOTHING
     RETURNING member_id, due_at
     ) ${tellDue(7)}`,
    [now.toISOString(), profile.kycDueDays, since.toISOString(), DEPOSIT_KINDS, profile.amlWindowDays, thresholdOf(profile).toString(), ...notifyArguments('VERIFICATION_REQUIRED'), 'IDENTITY', today(now)],
  );
  // The source-of-funds duty of the same members, from its own threshold.
  await db.query(
    `WITH due AS (
     INSERT INTO kyc_source_of_funds_due (member_id, passed_at, deposits)
     SELECT l.member_id, $1::timestamptz, sum(l.amount)
     FROM journal_lines l
     WHERE l.member_id IN (SELECT DISTINCT member_id FROM deposit_orders WHERE state = 'CREDITED' AND completed_at >= $2::timestamptz)
       AND l.kind = ANY($3::text[]) AND l.amount > 0
       AND ($4::int IS NULL OR l.created_at >= $1::timestamptz - make_interval(days => $4::int))
       AND NOT EXISTS (SELECT 1 FROM kyc_source_of_funds_due d WHERE d.member_id = l.member_id)
     GROUP BY l.member_id
     HAVING sum(l.amount) >= $5::bigint
     ON CONFLICT (member_id) DO NOTHING
     RETURNING member_id, NULL::timestamptz AS due_at
     ) ${tellDue(6)}`,
    [now.toISOString(), since.toISOString(), DEPOSIT_KINDS, profile.amlWindowDays, sourceOfFundsThresholdOf(profile).toString(), ...notifyArguments('VERIFICATION_REQUIRED'), 'SOURCE_OF_FUNDS', today(now)],
  );
  return rows.length;
}
