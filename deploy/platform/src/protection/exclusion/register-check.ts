/**
 * The daily check of every member against the exclusion register: a pass every hour (see
 * exclusion-plugin.ts) does the work only when a day has passed since the last full check (kept in
 * the database, so a restart neither skips nor repeats a day), under an advisory lock so several
 * platform processes check once.
 */
import type { Db } from '../../db/database';
import { syncRegister, type ExclusionRegister } from './exclusion-register';

export const REGISTER_CHECK_TICK_MS = 60 * 60 * 1000;

export async function registerCheckIfDue(db: Db, register: ExclusionRegister): Promise<{ checked: boolean }> {
  const due = await db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>("SELECT pg_try_advisory_xact_lock(hashtext('exclusion-register-check')) AS got");
    if (!lock?.got) return false;
    const claimed = await tx.query(
      `INSERT INTO exclusion_register_checks (id, checked_at) VALUES (true, now())
       ON CONFLICT (id) DO UPDATE SET checked_at = now() WHERE exclusion_register_checks.checked_at <= now() - interval '1 day'
       RETURNING checked_at`,
    );
    return claimed.length > 0;
  });
  if (due) await syncRegister(db, register);
  return { checked: due };
}
