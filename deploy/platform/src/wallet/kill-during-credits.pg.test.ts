import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walletEndpoints } from '@site/shared/contract/member';
import { runCli } from '../../../ops/src/cli';
import type { ScriptDb } from '../db/database';
import { startPlatformProcess, stopPlatformProcess, type PlatformProcess } from '../testing/platform-process';
import { createPostgresTestDatabase, testDatabaseUrl } from '../testing/test-database';
import { insertMember } from './wallet-test-db';

/**
 * The platform killed with SIGKILL in the middle of 500 concurrent wallet credits, on PostgreSQL
 * (this file runs only in the deploy-pg jest project). After a restart the ledger must add up
 * (`ops reconcile`), every credit that was acknowledged must be there exactly once, and the rest at
 * most once; sending the unacknowledged ones again then completes the set, each still once.
 */

const OPERATOR_TOKEN = 'kill-test-operator-token-0123456789abcdef';
const CREDITS = 500;
const IN_FLIGHT = 25;
/** Acknowledged credits after which the platform is killed: well inside the run. */
const KILL_AFTER = 150;
const MEMBERS = 10;

let database: { url: string; db: ScriptDb };
let dataDir: string;
let platform: PlatformProcess | undefined;

/** Starts the platform on the test database and waits until /ops answers its token. */
function startPlatform(): Promise<PlatformProcess> {
  return startPlatformProcess(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      OPERATOR_TOKEN,
      // PostgreSQL without demo data: the lottery's seed key must come from configuration.
      LOTTERY_SEED_KEY: 'kill-test-lottery-seed-key-0123456789abcdef',
    },
    async (base) =>
      (await fetch(`${base}${walletEndpoints.reconcile.path}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, signal: AbortSignal.timeout(2_000) })).ok,
    60_000,
  );
}

interface Credit {
  account: string;
  amount: string;
  reference: string;
  minor: bigint;
}

/** Sends one credit; true when the platform acknowledged it (2xx), false on anything else. */
async function send(base: string, credit: Credit): Promise<boolean> {
  try {
    const response = await fetch(`${base}/ops/wallet/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: JSON.stringify({ account: credit.account, amount: credit.amount, reference: credit.reference }),
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function reconcileExitCode(base: string): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runCli(['reconcile'], {
    env: { SITE_URL: base, OPERATOR_TOKEN },
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    fetch: globalThis.fetch,
  });
  return { code, lines };
}

async function postedKeys(): Promise<Map<string, number>> {
  const rows = await database.db.query<{ key: string; n: number }>(
    `SELECT e.idempotency_key AS key, count(*)::int AS n FROM journal_entries e
     WHERE e.idempotency_key LIKE 'ops-credit:kill-%' GROUP BY e.idempotency_key`,
  );
  return new Map(rows.map((r) => [r.key, r.n]));
}

beforeAll(async () => {
  const url = testDatabaseUrl();
  if (!url) throw new Error('this test runs on PostgreSQL: run it in the deploy-pg jest project');
  database = await createPostgresTestDatabase(url, { seeded: false });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kill-test-data-'));
}, 60_000);

afterAll(async () => {
  await stopPlatformProcess(platform, 'SIGKILL');
  await database?.db.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('kill -9 during 500 concurrent credits', () => {
  it('keeps every acknowledged credit exactly once, the rest at most once, and the ledger reconciled', async () => {
    const accounts: string[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const account = `killtest${i}`;
      await insertMember(database.db, { account });
      accounts.push(account);
    }
    const credits: Credit[] = Array.from({ length: CREDITS }, (_, i) => {
      const cents = BigInt(100 + ((i * 37) % 900));
      return { account: accounts[i % MEMBERS]!, minor: cents, amount: `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`, reference: `kill-${i}` };
    });

    platform = await startPlatform();
    const first = platform;
    const acknowledged = new Set<string>();
    let next = 0;
    let killed = false;
    // IN_FLIGHT senders share the list; the platform is killed once KILL_AFTER credits are acknowledged.
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < credits.length) {
          const credit = credits[next++]!;
          if (await send(first.base, credit)) acknowledged.add(credit.reference);
          if (!killed && acknowledged.size >= KILL_AFTER) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    await stopPlatformProcess(first, 'SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');
    // Killed mid-way: some credits were never acknowledged.
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size).toBeLessThan(CREDITS);

    platform = await startPlatform();
    const reconciled = await reconcileExitCode(platform.base);
    expect(reconciled.lines.join('\n')).toMatch(/^ledger consistent/);
    expect(reconciled.code).toBe(0);

    const afterCrash = await postedKeys();
    for (const reference of acknowledged) expect(afterCrash.get(`ops-credit:${reference}`)).toBe(1);
    expect([...afterCrash.values()].every((n) => n === 1)).toBe(true);
    expect(afterCrash.size).toBeLessThan(CREDITS);

    // Each member's balance is exactly the credits the journal holds for them.
    const balances = await database.db.query<{ account: string; balance: string; credited: string }>(
      `SELECT m.account, a.balance::text AS balance, coalesce(sum(l.amount), 0)::text AS credited
       FROM members m JOIN ledger_accounts a ON a.member_id = m.id
       LEFT JOIN journal_lines l ON l.account_id = a.id
       WHERE m.account LIKE 'killtest%' GROUP BY m.account, a.balance`,
    );
    const expected = new Map<string, bigint>();
    for (const credit of credits) {
      if (afterCrash.has(`ops-credit:${credit.reference}`)) expected.set(credit.account, (expected.get(credit.account) ?? 0n) + credit.minor);
    }
    for (const row of balances) {
      expect(BigInt(row.balance)).toBe(expected.get(row.account) ?? 0n);
      expect(row.credited).toBe(row.balance);
    }

    // The operator sends the unacknowledged credits again: those already posted are replays, so
    // each of the 500 ends up exactly once.
    const resend = credits.filter((c) => !acknowledged.has(c.reference));
    const resent = await Promise.all(resend.map((credit) => send(platform!.base, credit)));
    expect(resent.every(Boolean)).toBe(true);
    const complete = await postedKeys();
    expect(complete.size).toBe(CREDITS);
    expect([...complete.values()].every((n) => n === 1)).toBe(true);
    expect((await reconcileExitCode(platform.base)).code).toBe(0);

    await stopPlatformProcess(platform, 'SIGTERM');
  }, 180_000);
});
