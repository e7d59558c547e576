/**
 * On PostgreSQL (deploy-pg only) contract changes run in parallel transactions. An agent accepting
 * a lower contract while it offers its downlines rates only its old contract allowed must not
 * leave an offer above its new rate: the offers either wait and are refused, or commit first and
 * are ended by the acceptance's cascade. Many lines race at once, each change on its own connection.
 */
import type { ContractKind } from '@site/shared/contract/agents';
import type { ScriptDb } from '../../db/database';
import { PlatformError } from '../../http/errors';
import { openTestDatabase } from '../../testing/test-database';
import { acceptAction, type ContractCaller, offerAction, type OfferBody } from './contract-actions';
import { type ContractTerms, termsFromRow } from './contract-terms';
import { rateExcess } from './rate-invariant';

jest.setTimeout(120_000);

const KIND: ContractKind = 'DAILY_SALARY';
const LINES = 8;
const DOWNLINES = 4;

let db: ScriptDb;
let serial = 0;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: false });
});

afterAll(async () => {
  await db?.close();
});

interface Agent extends ContractCaller {
  account: string;
}

async function agent(upline: Agent | null): Promise<Agent> {
  serial += 1;
  const account = `race${process.pid}x${serial}`;
  const type = upline ? 2 : 1;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO members (account, type, password_hash, upline_id) VALUES ($1, $2, 'scrypt$not-a-real-hash', $3::bigint) RETURNING id::text AS id`,
    [account, type, upline?.memberId ?? null],
  );
  return { memberId: row!.id, type, account };
}

function offer(downline: Agent, rate: string): OfferBody {
  serial += 1;
  const tier = { periodValidBet: '0', periodProfitLoss: '0', activeMembers: 0, dailyBetAmount: '0', hourlyBetAmount: '0', rate };
  return { action: 'offer', downlineAccount: downline.account, period: 'DAILY', tiers: [tier], requestId: `race-${process.pid}-${serial}` };
}

it('never leaves an offer or contract above its upline’s rate when accepts and offers race', async () => {
  const lines = [];
  for (let index = 0; index < LINES; index += 1) {
    const top = await agent(null);
    const middle = await agent(top);
    const downlines = [];
    for (let count = 0; count < DOWNLINES; count += 1) downlines.push(await agent(middle));
    const first = await offerAction(db, top, KIND, offer(middle, '0.50'));
    await acceptAction(db, middle, KIND, first.id);
    const lower = await offerAction(db, top, KIND, offer(middle, '0.25'));
    lines.push({ top, middle, downlines, lower });
  }

  // In every line at once: the middle agent accepts 0.25 while it offers each downline 0.40
  // (rates within the daily salary's ceiling of 0.50).
  const outcomes = await Promise.all(
    lines.flatMap(({ middle, downlines, lower }) => [
      acceptAction(db, middle, KIND, lower.id).then(() => 'accepted'),
      ...downlines.map((downline) =>
        offerAction(db, middle, KIND, offer(downline, '0.40')).then(
          () => 'offered',
          (error: unknown) => {
            if (error instanceof PlatformError && error.errorCode === 'CONTRACT_RATE_ABOVE_UPLINE') return 'refused';
            throw error;
          },
        ),
      ),
    ]),
  );
  expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(LINES);

  const rows = await db.query<{ id: string; upline_id: string; downline_id: string; status: string; tiers: unknown; rt_profit: null; rt_loss: null; rt_single: null }>(
    `SELECT id::text AS id, upline_id::text AS upline_id, downline_id::text AS downline_id, status, tiers,
            NULL AS rt_profit, NULL AS rt_loss, NULL AS rt_single
     FROM agent_contracts WHERE kind = $1`,
    [KIND],
  );
  const accepted = new Map<string, ContractTerms>(rows.filter((row) => row.status === 'ACCEPTED').map((row) => [row.downline_id, termsFromRow(row)]));
  for (const { middle, downlines } of lines) {
    expect(accepted.get(middle.memberId)?.tiers[0]?.rate).toBe(25);
    for (const downline of downlines) {
      const live = rows.filter((row) => row.downline_id === downline.memberId && (row.status === 'PENDING' || row.status === 'ACCEPTED'));
      for (const row of live) expect({ contract: row.id, excess: rateExcess(termsFromRow(row), accepted.get(middle.memberId)!) }).toEqual({ contract: row.id, excess: null });
    }
  }
});
