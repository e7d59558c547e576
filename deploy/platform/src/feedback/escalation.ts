/**
 * Escalation of unanswered complaints: a complaint still Open or In progress with no operator reply
 * once the configured time has passed is marked escalated (it then leads the operator's list) and
 * the escalation is written to the audit as FEEDBACK_ESCALATE by `system`.
 *
 * Once per complaint is the database's: the update only takes rows not escalated yet, and the audit
 * record's (action, reference) is unique. A pass takes a transaction advisory lock, so with several
 * servers one passes and the others skip that tick; a server that was down catches up on its next
 * pass, since the rule reads the stored times, not the timer.
 */
import type { Db } from '../db/database';
import { recordOperatorAction } from '../audit/operator-actions';
import { notifyMember } from '../messages/notify';

/** The variable that sets how long a complaint may wait for a first answer, in hours. */
export const ESCALATION_HOURS_VARIABLE = 'FEEDBACK_ESCALATION_HOURS';
export const DEFAULT_ESCALATION_HOURS = 48;
/** How often the timer looks. */
export const ESCALATION_TICK_MS = 5 * 60_000;

/** The pass's advisory lock key ('FBES' in ASCII). */
const ESCALATION_LOCK_KEY = 0x46424553;

/**
 * The configured waiting time: a whole number of hours from 1 to 720 (30 days); anything else stops
 * the start, since a typo must not silently leave complaints unwatched.
 */
export function configuredEscalationHours(env: Record<string, string | undefined> = process.env): number {
  const raw = env[ESCALATION_HOURS_VARIABLE]?.trim();
  if (!raw) return DEFAULT_ESCALATION_HOURS;
  const hours = Number(raw);
  if (!/^[0-9]+$/.test(raw) || hours < 1 || hours > 720) throw new Error(`${ESCALATION_HOURS_VARIABLE} must be whole hours from 1 to 720 (default ${DEFAULT_ESCALATION_HOURS}), not '${raw}'`);
  return hours;
}

/**
 * One pass: escalates every complaint unanswered for `hours` as of `now`; answers the reference
 * numbers escalated by this pass (none when another pass holds the lock).
 */
export async function escalateUnanswered(db: Db, hours: number, now: Date = new Date(), options: { wait?: boolean } = {}): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (options.wait) {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ESCALATION_LOCK_KEY]);
    } else {
      const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [ESCALATION_LOCK_KEY]);
      if (!lock?.locked) return [];
    }
    const rows = await tx.query<{ id: number; reference_no: string; created_at: string; member_id: string | null }>(
      `UPDATE feedback SET escalated_at = $1::timestamptz
       WHERE category = 'COMPLAINT' AND first_reply_at IS NULL AND escalated_at IS NULL AND status IN ('OPEN', 'IN_PROGRESS')
         AND created_at <= $1::timestamptz - make_interval(hours => $2::int)
       RETURNING id::int AS id, reference_no, created_at::text AS created_at, member_id::text AS member_id`,
      [now.toISOString(), hours],
    );
    for (const row of rows) {
      await recordOperatorAction(tx, {
        operator: 'system',
        action: 'FEEDBACK_ESCALATE',
        reference: row.reference_no,
        details: { feedbackId: row.id, unansweredHours: hours, createdAt: row.created_at },
      });
      // A member's complaint: they are told it was escalated (a visitor has no inbox).
      if (row.member_id !== null) await notifyMember(tx, row.member_id, 'COMPLAINT_ESCALATED', { feedbackNo: row.reference_no }, `feedback-escalated:${row.id}`);
    }
    return rows.map((row) => row.reference_no);
  });
}
