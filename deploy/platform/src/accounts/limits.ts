import type { Db } from '../db/database';

/**
 * Abuse limits (accounts brief "Abuse limits"):
 * - a message (code or mail) at most once a second per recipient;
 * - 5 wrong passwords, codes or captchas in a row for one subject (an account or a mobile number)
 *   lock it for 5 minutes;
 * - after 2 failed logins for a subject (or 5 from one IP) within 15 minutes, every login for it
 *   needs a captcha.
 * The time is the database's (`now()`), so several platform processes agree.
 */
export const SEND_INTERVAL_MS = 1000;
export const MAX_FAILURES_IN_A_ROW = 5;
export const LOCK_MS = 5 * 60 * 1000;
export const CAPTCHA_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_AFTER_SUBJECT_FAILURES = 2;
export const CAPTCHA_AFTER_IP_FAILURES = 5;

/** At most this many free-play accounts per IP per hour. */
export const TRIALS_PER_IP_PER_HOUR = 20;

export const accountSubject = (account: string) => `account:${account.toLowerCase()}`;
export const mobileSubject = (mobile: string) => `mobile:${mobile}`;

const MS = "* interval '1 millisecond'";

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

export async function isLocked(db: Db, subject: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM attempt_locks WHERE subject = $1 AND locked_until > now()', [subject]);
  return rows.length > 0;
}

/**
 * Counts one wrong password, code or captcha for `subject`; the fifth in a row locks it (the count
 * starts again after the lock). Returns whether the subject is locked now.
 */
export async function recordWrongAttempt(db: Db, subject: string): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `INSERT INTO attempt_locks (subject, failures, locked_until, updated_at) VALUES ($1, 1, NULL, now())
     ON CONFLICT (subject) DO UPDATE SET
       -- After a lock, or after a quiet quarter of an hour, a new run starts.
       failures = CASE WHEN attempt_locks.locked_until IS NOT NULL OR attempt_locks.updated_at < now() - $3 ${MS}
                       THEN 1 ELSE attempt_locks.failures + 1 END,
       locked_until = NULL,
       updated_at = now()
     RETURNING failures >= $2 AS locked`,
    [subject, MAX_FAILURES_IN_A_ROW, CAPTCHA_WINDOW_MS],
  );
  if (!rows[0]?.locked) return false;
  await db.query(`UPDATE attempt_locks SET failures = 0, locked_until = now() + $2 ${MS} WHERE subject = $1`, [subject, LOCK_MS]);
  return true;
}

/** A success ends the run of failures (and the captcha demand of the subject). */
export async function clearAttempts(db: Db, subject: string): Promise<void> {
  await db.query('DELETE FROM attempt_locks WHERE subject = $1 AND (locked_until IS NULL OR locked_until <= now())', [subject]);
  await db.query('DELETE FROM login_failures WHERE subject = $1', [subject]);
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
