/**
 * The demo seed of the deposits area: in demo mode the demo payment gateway's channel is switched
 * on, once per database (the migrations leave it off everywhere). Once, so an operator who switches
 * it off in a demo keeps it off across restarts.
 */
import type { Db } from '../db/database';

/** Marker in seed_runs. */
export const DEPOSITS_DEMO_SEED = 'deposits-demo-gateway';

/** Same role as the content seed's lock: two processes starting together write once. */
const DEPOSITS_SEED_LOCK_KEY = 7_340_030;

/** Switches the demo gateway's channel on in demo mode; returns whether it wrote anything. */
export async function runDepositsDemoSeed(db: Db, demoMode: boolean): Promise<boolean> {
  if (!demoMode) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEPOSITS_SEED_LOCK_KEY]);
    const done = await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEPOSITS_DEMO_SEED]);
    if (done.length > 0) return false;
    await tx.query(`UPDATE deposit_channels SET enabled = true, updated_at = now() WHERE code = 'DEMO_GATEWAY'`);
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [DEPOSITS_DEMO_SEED]);
    return true;
  });
}
