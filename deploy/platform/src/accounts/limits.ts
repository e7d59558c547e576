import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { refusal } from '../http/refusals';

/**
 * Abuse limits. The time is the database's (`now()`), so several platform processes agree.
 * - A message (code or mail) at most once a second per recipient.
 * - Code sends: at most SENDS_PER_ADDRESS_PER_HOUR from one source address and
 *   SENDS_PER_SITE_PER_HOUR for the whole site (SMS cost a little each; a script must not run up
 *   the bill or flood strangers' phones).
 * - Wrong passwords and codes: an attempt is counted before the comparison, in the same statement
 *   that refuses while locked, so parallel guesses cannot get past the count. After
 *   MAX_FAILURES_IN_A_ROW attempts that were not right, the subject is locked for LOCK_MS. The
 *   subject is the account or number together with the source address: someone elsewhere cannot
 *   lock a member out. Captcha failures count for nothing (the captcha is used up anyway).
 * - After 2 failed logins for a name or number (from anywhere), or 5 from one address, within
 *   15 minutes, every login for it needs a captcha.
 * - Answers that say a name or address is taken (the register centre's ACCOUNT_EXISTS, the email
 *   change's EMAIL_EXISTS) use the same run counting, per signed-in caller: EXISTS_ANSWERS.
 */
export const SEND_INTERVAL_MS = 1000;
export const SENDS_PER_ADDRESS_PER_HOUR = 10;
export const SENDS_PER_SITE_PER_HOUR = 500;
export const MAX_FAILURES_IN_A_ROW = 5;
export const LOCK_MS = 5 * 60 * 1000;
export const CAPTCHA_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_AFTER_SUBJECT_FAILURES = 2;
export const CAPTCHA_AFTER_IP_FAILURES = 5;

/** How a run of attempts is limited: tries in a row, the lock that ends it, and the quiet time after which a run starts afresh. */
export interface AttemptLimit {
  maxInRow: number;
  lockMs: number;
  quietMs: number;
}

/** Passwords and codes. */
export const PASSWORD_ATTEMPTS: AttemptLimit = { maxInRow: MAX_FAILURES_IN_A_ROW, lockMs: LOCK_MS, quietMs: CAPTCHA_WINDOW_MS };

/**
 * "Taken" answers per caller: at most 10 within an hour, then an hour with no such call at all, so
 * a signed-in account cannot use a create or change call to list which names or addresses exist.
 */
export const EXISTS_ANSWERS: AttemptLimit = { maxInRow: 10, lockMs: 60 * 60 * 1000, quietMs: 60 * 60 * 1000 };

/** The subject of a caller's "taken" answers of one kind. */
export const existsSubject = (kind: 'account' | 'email', memberId: number | string) => `exists:${kind}:${String(memberId)}`;

/** At most this many free-play accounts per IP per hour. */
export const TRIALS_PER_IP_PER_HOUR = 20;

export const accountSubject = (account: string) => `account:${account.toLowerCase()}`;
export const mobileSubject = (mobile: string) => `mobile:${mobile}`;
/** The lock subject: an account or number as tried from one source address. */
export const attemptSubject = (subject: string, ip: string) => `${subject}|${ip}`;

const MS = "* interval '1 millisecond'";
const HOUR_MS = 60 * 60 * 1000;

/**
 * Claims the right to send to `recipient` now: true when the last send was at least a second ago
 * (and records this one), false otherwise. One statement, so two concurrent sends cannot both pass.
 * Run it inside the request's transaction: a refused request then leaves no trace.
 */
export async function claimSendSlot(db: Db, recipient: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO send_throttle (recipient, last_sent_at) VALUES ($1, clock_timestamp())
     ON CONFLICT (recipient) DO UPDATE SET last_sent_at = clock_timestamp()
       WHERE send_throttle.last_sent_at <= clock_timestamp() - $2 ${MS}
     RETURNING 1`,
    [recipient, SEND_INTERVAL_MS],
  );
  return rows.length > 0;
}

/** Counts one send in `bucket` unless its hourly window is full; false when it is full. */
async function claimQuota(db: Db, bucket: string, limit: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO send_quotas (bucket, window_start, sends) VALUES ($1, now(), 1)
     ON CONFLICT (bucket) DO UPDATE SET
       sends = CASE WHEN send_quotas.window_start <= now() - $3 ${MS} THEN 1 ELSE send_quotas.sends + 1 END,
       window_start = CASE WHEN send_quotas.window_start <= now() - $3 ${MS} THEN now() ELSE send_quotas.window_start END
     WHERE send_quotas.window_start <= now() - $3 ${MS} OR send_quotas.sends < $2
     RETURNING 1`,
    [bucket, limit, HOUR_MS],
  );
  return rows.length > 0;
}

/**
 * Counts a code send from `ip` against the per-address and site-wide quotas, or refuses with
 * SMS_QUOTA (429). Run it in the request's transaction: a refused request counts nothing.
 */
export async function claimSendQuota(tx: Db, ip: string): Promise<void> {
  if (!(await claimQuota(tx, `ip:${ip}`, SENDS_PER_ADDRESS_PER_HOUR))) throw refusal('SMS_QUOTA');
  if (!(await claimQuota(tx, 'site', SENDS_PER_SITE_PER_HOUR))) throw refusal('SMS_QUOTA');
}

/** Whether `subject` is locked now (a cheap early answer; `claimAttempt` is what decides). */
export async function isLocked(db: Db, subject: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM attempt_locks WHERE subject = $1 AND locked_until > now()', [subject]);
  return rows.length > 0;
}

/**
 * Claims one attempt at a password or code for `subject` before it is compared: one statement
 * that refuses while the subject is locked, or while MAX_FAILURES_IN_A_ROW attempts are already
 * counted, and otherwise counts this one. An attempt stays counted unless it turns out right
 * (`clearAttempts`). A run starts afresh after a lock has ended or after a quiet quarter of an
 * hour. Run it outside any transaction, so the count is visible to every parallel request at once.
 * Returns whether the attempt may go ahead.
 */
export async function claimAttempt(db: Db, subject: string, limit: AttemptLimit = PASSWORD_ATTEMPTS): Promise<boolean> {
  const fresh = `attempt_locks.locked_until <= now() OR attempt_locks.updated_at < now() - $3 ${MS}`;
  const rows = await db.query(
    `INSERT INTO attempt_locks (subject, failures, locked_until, updated_at) VALUES ($1, 1, NULL, now())
     ON CONFLICT (subject) DO UPDATE SET
       failures = CASE WHEN ${fresh} THEN 1 ELSE attempt_locks.failures + 1 END,
       locked_until = NULL,
       updated_at = now()
     WHERE (attempt_locks.locked_until IS NULL OR attempt_locks.locked_until <= now())
       AND (${fresh} OR attempt_locks.failures < $2)
     RETURNING 1`,
    [subject, limit.maxInRow, limit.quietMs],
  );
  return rows.length > 0;
}

/**
 * After a claimed attempt turned out wrong: locks the subject when the run has reached
 * MAX_FAILURES_IN_A_ROW. Returns whether the subject is locked now (answer TOO_MANY_ATTEMPTS).
 */
export async function lockIfExhausted(db: Db, subject: string, limit: AttemptLimit = PASSWORD_ATTEMPTS): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `UPDATE attempt_locks SET
       locked_until = CASE WHEN locked_until > now() THEN locked_until ELSE now() + $3 ${MS} END
     WHERE subject = $1 AND (failures >= $2 OR locked_until > now())
     RETURNING true AS locked`,
    [subject, limit.maxInRow, limit.lockMs],
  );
  return rows.length > 0;
}

/**
 * Gives back one claimed attempt that turned out not to count (for a limit that counts only some
 * outcomes), leaving the rest of the run and any lock as they are.
 */
export async function returnAttempt(db: Db, subject: string): Promise<void> {
  await db.query('UPDATE attempt_locks SET failures = failures - 1 WHERE subject = $1 AND failures > 0', [subject]);
}

/**
 * Runs `work`, a call that may answer `existsCode` (a name or address is taken), under the caller's
 * EXISTS_ANSWERS limit. The answer is claimed before `work` looks, in one statement with the lock
 * check (parallel calls get no more answers than sequential ones), and given back unless `work`
 * did answer `existsCode`. While the limit holds every such call is TOO_MANY_ATTEMPTS, whatever it
 * names, so "refused" and "created" tell nothing either.
 */
export async function withExistsLimit<T>(db: Db, subject: string, existsCode: string, work: () => Promise<T>): Promise<T> {
  if (!(await claimAttempt(db, subject, EXISTS_ANSWERS))) throw new PlatformError(429, 'TOO_MANY_ATTEMPTS', 'Too many requests. Please retry in an hour.');
  let taken = false;
  try {
    return await work();
  } catch (error) {
    taken = error instanceof PlatformError && error.errorCode === existsCode;
    throw error;
  } finally {
    if (taken) await lockIfExhausted(db, subject, EXISTS_ANSWERS);
    else await returnAttempt(db, subject);
  }
}

/**
 * A right answer ends the run of failures of `subject` and the captcha demand of `captchaSubject`.
 * A lock still in the future stays: it ends only when its time is up.
 */
export async function clearAttempts(db: Db, subject: string, captchaSubject?: string): Promise<void> {
  await db.query('DELETE FROM attempt_locks WHERE subject = $1 AND (locked_until IS NULL OR locked_until <= now())', [subject]);
  if (captchaSubject) await db.query('DELETE FROM login_failures WHERE subject = $1', [captchaSubject]);
}

/** Records a failed login (for the captcha demand); also forgets failures older than the window. */
export async function recordLoginFailure(db: Db, subject: string, ip: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE created_at < now() - $1 ${MS}`, [CAPTCHA_WINDOW_MS]);
  await db.query('INSERT INTO login_failures (subject, ip) VALUES ($1, $2)', [subject, ip]);
}

/** Whether a login for `subject` from `ip` must carry a captcha now. */
export async function captchaRequired(db: Db, subject: string, ip: string): Promise<boolean> {
  const rows = await db.query<{ by_subject: number; by_ip: number }>(
    `SELECT (SELECT count(*)::int FROM login_failures WHERE subject = $1 AND created_at > now() - $3 ${MS}) AS by_subject,
            (SELECT count(*)::int FROM login_failures WHERE ip = $2 AND created_at > now() - $3 ${MS}) AS by_ip`,
    [subject, ip, CAPTCHA_WINDOW_MS],
  );
  const row = rows[0]!;
  return row.by_subject >= CAPTCHA_AFTER_SUBJECT_FAILURES || row.by_ip >= CAPTCHA_AFTER_IP_FAILURES;
}

/** Whether this IP may open another free-play account now. */
export async function trialAllowed(db: Db, ip: string): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM members WHERE register_ip = $1 AND type = 4 AND created_at > now() - interval '1 hour'`,
    [ip],
  );
  return (rows[0]?.n ?? 0) < TRIALS_PER_IP_PER_HOUR;
}
