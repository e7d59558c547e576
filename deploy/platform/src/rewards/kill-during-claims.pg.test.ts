import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walletEndpoints } from '@site/shared/contract/member';
import { rebateEndpoints } from '@site/shared/contract/rewards/rebate';
import { rewardsEndpoints as calls, type OpsCampaign, type OpsIssue } from '@site/shared/contract/rewards/rewards';
import { runCli } from '../../../ops/src/cli';
import { issueSession } from '../accounts/sessions';
import type { ScriptDb } from '../db/database';
import { insertRound } from '../records/records-test-support';
import { startPlatformProcess, stopPlatformProcess, type PlatformProcess } from '../testing/platform-process';
import { createPostgresTestDatabase, testDatabaseUrl } from '../testing/test-database';
import { insertMember } from '../wallet/wallet-test-db';

/**
 * The platform killed with SIGKILL while members claim rewards from their reward centres and their
 * manual rebate, on PostgreSQL (this file runs only in the deploy-pg jest project: an embedded
 * database killed in the middle of a write is not one a second process may open). A reward claim
 * writes several rows: the issue's status, the campaign's stock and claim row, the ledger entry, the
 * member_bonuses row and, with wagering, the bonus grant; a rebate claim its claim row, the
 * accruals it takes, the ledger entry and the member_bonuses row. After the restart every claim must
 * have all of them or none, every acknowledged claim all of them, and the ledger (with every BONUS
 * wallet against its grants) must add up; claiming the unacknowledged ones again then pays each
 * exactly once.
 */

const OPERATOR_TOKEN = 'kill-claims-operator-token-0123456789abcdef';
const MEMBERS = 16;
const IN_FLIGHT = 16;
/** Acknowledged claims after which the platform is killed: well inside the run. */
const KILL_AFTER = 40;
const STOCK = 1_000;

let database: { url: string; db: ScriptDb };
let dataDir: string;
let platform: PlatformProcess | undefined;

function startPlatform(): Promise<PlatformProcess> {
  return startPlatformProcess(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      OPERATOR_TOKEN,
      // PostgreSQL without demo data: the lottery's seed key must come from configuration.
      LOTTERY_SEED_KEY: 'kill-claims-lottery-seed-key-0123456789abcdef',
    },
    async (base) =>
      (await fetch(`${base}${walletEndpoints.reconcile.path}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, signal: AbortSignal.timeout(2_000) })).ok,
    60_000,
  );
}

async function ops<T>(base: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}`, 'x-operator': 'kill-test' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!response.ok || !payload.success) throw new Error(`${url}: HTTP ${response.status} ${payload.message ?? ''}`);
  return payload.value;
}

/** A reward claim (`id`: the issue) or a rebate claim (`requestId`); `key` names it in the test. */
interface Claim {
  key: string;
  token: string;
  path: string;
  body: { id: string } | { requestId: string };
}

/** Sends one claim; true when the platform acknowledged it (2xx), false on anything else. */
async function send(base: string, claim: Claim): Promise<boolean> {
  try {
    const response = await fetch(`${base}${claim.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: claim.token },
      body: JSON.stringify(claim.body),
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

/** Per issue: its status and how many of each row a claim writes exist for it. */
interface ClaimRows {
  id: string;
  status: string;
  multiplier: number;
  campaign: boolean;
  entries: number;
  bonuses: number;
  grants: number;
  campaignClaims: number;
}

async function claimRows(): Promise<ClaimRows[]> {
  return database.db.query<ClaimRows>(
    `SELECT i.id::text AS id, i.status, i.multiplier::int AS multiplier, i.campaign_id IS NOT NULL AS campaign,
       (SELECT count(*)::int FROM journal_entries e
         WHERE e.idempotency_key = 'reward:' || CASE WHEN i.kind = 'RAFFLE_TICKET' THEN 'RAFFLE' ELSE 'REWARD' END || ':' || i.id) AS entries,
       (SELECT count(*)::int FROM member_bonuses b
         WHERE b.source = CASE WHEN i.kind = 'RAFFLE_TICKET' THEN 'RAFFLE' ELSE 'REWARD' END AND b.reference = i.id::text) AS bonuses,
       (SELECT count(*)::int FROM member_bonuses b JOIN bonus_grants g ON g.id = b.grant_id
         WHERE b.source = CASE WHEN i.kind = 'RAFFLE_TICKET' THEN 'RAFFLE' ELSE 'REWARD' END AND b.reference = i.id::text) AS grants,
       (SELECT count(*)::int FROM reward_campaign_claims c WHERE c.issue_id = i.id) AS "campaignClaims"
     FROM reward_issues i ORDER BY i.id`,
  );
}

/** Every issue's rows are those of a whole claim or of none; answers the ids claimed. */
function expectWholeOrNone(rows: ClaimRows[]): Set<string> {
  const claimed = new Set<string>();
  for (const row of rows) {
    const none = { entries: 0, bonuses: 0, grants: 0, campaignClaims: 0 };
    const whole = { entries: 1, bonuses: 1, grants: row.multiplier > 0 ? 1 : 0, campaignClaims: row.campaign ? 1 : 0 };
    const found = { entries: row.entries, bonuses: row.bonuses, grants: row.grants, campaignClaims: row.campaignClaims };
    expect({ id: row.id, status: row.status, rows: found }).toEqual({ id: row.id, status: row.status, rows: row.status === 'CLAIMED' ? whole : none });
    expect(['ISSUED', 'CLAIMED']).toContain(row.status);
    if (row.status === 'CLAIMED') claimed.add(row.id);
  }
  return claimed;
}

/** Per member: its rebate claims and the rows they wrote (the member's one round's accrual is taken by a claim or by none). */
interface RebateRows {
  member: string;
  claims: number;
  entries: number;
  bonuses: number;
  accruals: number;
  taken: number;
}

async function rebateRows(): Promise<RebateRows[]> {
  return database.db.query<RebateRows>(
    `SELECT m.id::text AS member,
       (SELECT count(*)::int FROM rebate_claims c WHERE c.member_id = m.id) AS claims,
       (SELECT count(*)::int FROM journal_entries e WHERE e.idempotency_key LIKE 'reward:REBATE:' || m.id || ':%') AS entries,
       (SELECT count(*)::int FROM member_bonuses b WHERE b.member_id = m.id AND b.source = 'REBATE') AS bonuses,
       (SELECT count(*)::int FROM rebate_accruals a WHERE a.member_id = m.id) AS accruals,
       (SELECT count(*)::int FROM rebate_accruals a WHERE a.member_id = m.id AND a.claim_id IS NOT NULL) AS taken
     FROM members m WHERE m.account LIKE 'killclaim%' ORDER BY m.id`,
  );
}

/** Every member's rebate claim is whole (claim row, entry, credit, its accrual taken) or absent; answers the members claimed. */
function expectRebateWholeOrNone(rows: RebateRows[]): Set<string> {
  const claimed = new Set<string>();
  for (const row of rows) {
    const whole = row.claims === 1;
    expect(row).toEqual({ member: row.member, claims: whole ? 1 : 0, entries: whole ? 1 : 0, bonuses: whole ? 1 : 0, accruals: 1, taken: whole ? 1 : 0 });
    if (whole) claimed.add(`rebate-${row.member}`);
  }
  return claimed;
}

/** What the stock-limited campaign gave out equals the claim rows it holds. */
async function expectStockMatchesClaims(code: string): Promise<void> {
  const [row] = await database.db.query<{ stock: number; claims: number }>(
    `SELECT c.stock::int AS stock, (SELECT count(*)::int FROM reward_campaign_claims k WHERE k.campaign_id = c.id) AS claims
     FROM reward_campaigns c WHERE c.code = $1`,
    [code],
  );
  expect(STOCK - row!.stock).toBe(row!.claims);
}

beforeAll(async () => {
  const url = testDatabaseUrl();
  if (!url) throw new Error('this test runs on PostgreSQL: run it in the deploy-pg jest project');
  database = await createPostgresTestDatabase(url, { seeded: false });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kill-claims-data-'));
}, 60_000);

afterAll(async () => {
  await stopPlatformProcess(platform, 'SIGKILL');
  await database?.db.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('kill -9 during reward claims', () => {
  it('leaves every claim whole or absent, every acknowledged one whole, the ledger reconciled; a retry pays each once', async () => {
    platform = await startPlatform();
    const first = platform;

    // One raffle (its prize to the BONUS wallet with 2x wagering) and a fixed reward with stock;
    // beside them money rewards of the operator's own, half paid as cash and half as bonus.
    const raffle: OpsCampaign = { code: 'KILLRAFFLE', kind: 'RAFFLE', title: 'Kill raffle', multiplier: 2, prizes: [{ amount: '1.00', weight: 3 }, { amount: '7.50', weight: 1 }] };
    const fixed: OpsCampaign = { code: 'KILLFIXED', kind: 'FIXED', title: 'Kill fixed', amount: '2.00', stock: STOCK };
    await ops(first.base, calls.opsCampaign.path, raffle);
    await ops(first.base, calls.opsCampaign.path, fixed);

    // The members are set up side by side (each one's rewards in order).
    const perMember = await Promise.all(
      Array.from({ length: MEMBERS }, async (_, m): Promise<Claim[]> => {
        const account = `killclaim${m}`;
        const memberId = await insertMember(database.db, { account });
        const token = await issueSession(database.db, memberId);
        // One settled slot round of 250.00: 2.00 of rebate at the slots' 0.80 %, claimable now.
        await insertRound(database.db, { memberId: Number(memberId), startedAt: new Date().toISOString(), stake: 25_000 });
        const own: Claim[] = [{ key: `rebate-${memberId}`, token, path: rebateEndpoints.rebateClaim.path, body: { requestId: `kill-rebate-${memberId}` } }];
        const rewards: { issue: Omit<OpsIssue, 'account' | 'reference'>; path: string }[] = [
          { issue: { campaign: raffle.code }, path: calls.claimRaffle.path },
          { issue: { campaign: fixed.code }, path: calls.claim.path },
          { issue: { title: 'Cash gift', amount: '3.25' }, path: calls.claim.path },
          { issue: { title: 'Cash gift', amount: '4.10' }, path: calls.claim.path },
          { issue: { title: 'Bonus gift', amount: '5.00', multiplier: 1 }, path: calls.claim.path },
          { issue: { title: 'Bonus gift', amount: '6.40', multiplier: 3 }, path: calls.claim.path },
        ];
        for (const [n, reward] of rewards.entries()) {
          const issued = await ops<{ issue: { id: string } }>(first.base, calls.opsIssue.path, { account, reference: `kill-${m}-${n}`, ...reward.issue });
          own.push({ key: issued.issue.id, token, path: reward.path, body: { id: issued.issue.id } });
        }
        return own;
      }),
    );
    const claims = perMember.flat();
    // Members' claims interleaved, so many members' transactions are open when the kill comes.
    const order = (claim: Claim) => Number((BigInt(claim.key.replace(/\D/g, '')) * 7919n + BigInt(claim.key.length)) % 104_729n);
    claims.sort((a, b) => order(a) - order(b));

    const acknowledged = new Set<string>();
    let next = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < claims.length) {
          const claim = claims[next++]!;
          if (await send(first.base, claim)) acknowledged.add(claim.key);
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
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size).toBeLessThan(claims.length);

    // What the crash left, read before anything runs again: each claim whole or absent.
    const afterCrash = new Set([...expectWholeOrNone(await claimRows()), ...expectRebateWholeOrNone(await rebateRows())]);
    for (const key of acknowledged) expect(afterCrash.has(key)).toBe(true);
    expect(afterCrash.size).toBeLessThan(claims.length);
    await expectStockMatchesClaims(fixed.code);

    platform = await startPlatform();
    const reconciled = await reconcileExitCode(platform.base);
    expect(reconciled.lines.join('\n')).toMatch(/^ledger consistent/);
    expect(reconciled.code).toBe(0);

    // The members claim what was never acknowledged again: those the crash kept answer as
    // claimed before, the rest are paid now, and each ends up paid exactly once.
    const again = claims.filter((claim) => !acknowledged.has(claim.key));
    const resent = await Promise.all(again.map((claim) => send(platform!.base, claim)));
    expect(resent.every(Boolean)).toBe(true);
    const complete = new Set([...expectWholeOrNone(await claimRows()), ...expectRebateWholeOrNone(await rebateRows())]);
    expect(complete.size).toBe(claims.length);
    await expectStockMatchesClaims(fixed.code);
    expect((await reconcileExitCode(platform.base)).code).toBe(0);

    await stopPlatformProcess(platform, 'SIGTERM');
  }, 180_000);
});
