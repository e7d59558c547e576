import type { Db } from '../db/database';
import { demoDataDecision } from '../db/database-mode';
import { creditMember } from './ledger';
import { findMemberByAccount } from '../accounts/members';

/** Marker in seed_runs: the demo credit is written once per database. */
export const WALLET_DEMO_SEED = 'wallet-demo';

/** The documented demo member (seeded by the accounts code) and what the wallet gives them. */
export const DEMO_PLAYER_ACCOUNT = 'demoplayer';
export const DEMO_PLAYER_CREDIT_MINOR = 100_000n;

/** Same role as the content seed's lock: two processes starting together credit once. */
const WALLET_SEED_LOCK_KEY = 7_340_005;

export type WalletSeedOutcome = 'seeded' | 'already-seeded' | 'no-demo-member' | 'demo-data-off';

/**
 * Credits the demo member 1,000.00 through the ledger, once. When the member does not exist (yet),
 * nothing is marked, so the next start tries again. The ledger key makes a second posting
 * impossible even if the marker were lost.
 */
export async function runWalletDemoSeed(db: Db, env: Record<string, string | undefined> = process.env): Promise<WalletSeedOutcome> {
  // Demo money goes only where the demo accounts are seeded: elsewhere a member who registered
  // the demo name would be credited.
  if (!demoDataDecision(db.kind, env).enabled) return 'demo-data-off';
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [WALLET_SEED_LOCK_KEY]);
    const done = await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [WALLET_DEMO_SEED]);
    if (done.length > 0) return 'already-seeded';
    const member = await findMemberByAccount(tx, DEMO_PLAYER_ACCOUNT);
    if (!member) return 'no-demo-member';
    await creditMember(tx, {
      memberId: member.id,
      amount: DEMO_PLAYER_CREDIT_MINOR,
      idempotencyKey: `seed:${WALLET_DEMO_SEED}:${member.id}`,
      kind: 'DEMO_SEED',
      source: 'OPERATOR_FUNDING',
      memo: 'Demo member starting balance',
    });
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [WALLET_DEMO_SEED]);
    return 'seeded';
  });
}
