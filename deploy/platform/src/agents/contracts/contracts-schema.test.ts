/**
 * The contracts tables (migration 028) on their own: a contract links an agent to a direct downline
 * agent, a downline has at most one contract in force and one offer waiting per kind, and
 * pendingOfferCount counts the offers waiting for an agent's answer.
 */
import type { ScriptDb } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { pendingOfferCount } from './pending-offers';
import { insertMember } from '../../wallet/wallet-test-db';

let db: ScriptDb;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: false });
}, 60_000);

afterAll(async () => {
  await db?.close();
});

let serial = 0;

/** A member (an agent of type 2 unless told) under `uplineId`. */
function member(uplineId: string | null, type = 2): Promise<string> {
  return insertMember(db, { type, uplineId: uplineId ?? undefined });
}

function offer(uplineId: string, downlineId: string, kind = 'DAILY_SALARY', status = 'PENDING'): Promise<unknown> {
  serial += 1;
  const decided = status === 'ACCEPTED' || status === 'REJECTED';
  return db.query(
    `INSERT INTO agent_contracts (kind, upline_id, downline_id, period, tiers, status, request_id, decided_at, decided_by)
     VALUES ($1, $2::bigint, $3::bigint, 'DAILY', $4::jsonb, $5, $6, CASE WHEN $7::boolean THEN now() END, $8::bigint)`,
    [
      kind,
      uplineId,
      downlineId,
      JSON.stringify([{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, dailyBetAmount: 0, hourlyBetAmount: 0, rate: 50 }]),
      status,
      `r${serial}`,
      decided,
      decided ? downlineId : null,
    ],
  );
}

it('seeds every kind switched on, with a platform maximum', async () => {
  const kinds = await db.query<{ kind: string; enabled: boolean }>('SELECT kind, enabled FROM agent_contract_kinds ORDER BY kind');
  expect(kinds).toEqual([
    { kind: 'DAILY_SALARY', enabled: true },
    { kind: 'DIVIDEND', enabled: true },
    { kind: 'HOURLY_SALARY', enabled: true },
    { kind: 'REALTIME_SALARY', enabled: true },
  ]);
});

it('links an agent only to one of its direct downline agents', async () => {
  const top = await member(null, 1);
  const sub = await member(top);
  const grandchild = await member(sub);
  const player = await member(top, 0);
  await expect(offer(top, sub)).resolves.toBeDefined();
  await expect(offer(top, grandchild)).rejects.toThrow(/direct downline/);
  await expect(offer(top, player)).rejects.toThrow(/direct downline/);
  await expect(offer(sub, top)).rejects.toThrow(/direct downline/);
});

it('keeps at most one accepted contract and one waiting offer per kind and downline', async () => {
  const top = await member(null, 1);
  const sub = await member(top);
  await offer(top, sub, 'DAILY_SALARY', 'ACCEPTED');
  await expect(offer(top, sub, 'DAILY_SALARY', 'ACCEPTED')).rejects.toThrow(/agent_contracts_accepted_key/);
  await offer(top, sub, 'DAILY_SALARY', 'PENDING');
  await expect(offer(top, sub, 'DAILY_SALARY', 'PENDING')).rejects.toThrow(/agent_contracts_pending_key/);
  await offer(top, sub, 'DAILY_SALARY', 'REJECTED');
  await offer(top, sub, 'DAILY_SALARY', 'REJECTED');
});

it('refuses a period the kind does not have', async () => {
  const top = await member(null, 1);
  const sub = await member(top);
  await expect(offer(top, sub, 'HOURLY_SALARY')).rejects.toThrow(/check/);
});

it('counts the offers waiting for the agent, of switched-on kinds only', async () => {
  const top = await member(null, 1);
  const sub = await member(top);
  const other = await member(top);
  expect(await pendingOfferCount(db, sub)).toBe(0);
  await offer(top, sub, 'DAILY_SALARY', 'PENDING');
  await offer(top, other, 'DAILY_SALARY', 'PENDING');
  await offer(top, sub, 'DAILY_SALARY', 'REJECTED');
  expect(await pendingOfferCount(db, sub)).toBe(1);
  expect(await pendingOfferCount(db, top)).toBe(0);
  await db.query("UPDATE agent_contract_kinds SET enabled = false WHERE kind = 'DAILY_SALARY'");
  try {
    expect(await pendingOfferCount(db, sub)).toBe(0);
  } finally {
    await db.query("UPDATE agent_contract_kinds SET enabled = true WHERE kind = 'DAILY_SALARY'");
  }
});
