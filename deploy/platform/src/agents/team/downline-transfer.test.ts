/**
 * POST /wps/agent/team/transfer: money from the agent to a member of its team with the payment
 * password, once per requestId, never below zero, only inside the team; the books reconcile.
 */
import { DownlineTransferValueSchema } from '@site/shared/contract/agents';
import { okEnvelope } from '../../http/schemas';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { reconcile } from '../../wallet/reconcile';
import { walletBalance } from '../../wallets/vendor-wallets';
import { postDownlineTransfer } from './downline-transfer';
import { agentCall, asMember, envelope, insertAgent, insertTestMember, PAYMENT_PASSWORD, teamWriteCounts, type TestMember } from './team-test-kit';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

let serial = 0;
const requestId = () => `dt-${process.pid}-${(serial += 1)}-${Date.now().toString(36)}`;
const send = (agent: TestMember, payload: Record<string, unknown>) =>
  agentCall(fx, {
    method: 'POST',
    url: '/wps/agent/team/transfer',
    headers: asMember(agent),
    payload: { amount: '10', paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...payload },
  });
const main = (member: TestMember) => walletBalance(fx.db, member.id, 'MAIN');

/** An agent with money and a payment password, a direct member and a member two levels down. */
async function team(money = 100_000n) {
  const agent = await insertAgent(fx, { money, paymentPassword: true });
  const sub = await insertTestMember(fx, { upline: agent, type: 2 });
  const direct = await insertTestMember(fx, { upline: agent });
  const deep = await insertTestMember(fx, { upline: sub });
  return { agent, sub, direct, deep };
}

describe('POST /wps/agent/team/transfer', () => {
  it('moves money to a member at any level of the team under one AGENT_TO_DOWNLINE entry whose reference both sides carry', async () => {
    const { agent, direct, deep } = await team();
    const response = await send(agent, { account: deep.account.toUpperCase(), amount: '25.50' });
    expect(response.statusCode).toBe(200);
    const value = okEnvelope(DownlineTransferValueSchema).parse(response.json()).value;
    expect(value).toEqual({ reference: expect.stringMatching(/^DT[0-9]+$/), balance: '974.50' });
    expect(await main(deep)).toBe(2_550n);
    const lines = await fx.db.query(
      `SELECT a.member_id::text AS member_id, l.amount::text AS amount, e.kind, e.reference
       FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN ledger_accounts a ON a.id = l.account_id
       WHERE e.reference = $1 ORDER BY l.amount`,
      [value.reference],
    );
    expect(lines).toEqual([
      { member_id: agent.id, amount: '-2550', kind: 'AGENT_TO_DOWNLINE', reference: value.reference },
      { member_id: deep.id, amount: '2550', kind: 'AGENT_TO_DOWNLINE', reference: value.reference },
    ]);
    expect((await send(agent, { account: direct.account, amount: '1' })).statusCode).toBe(200);
    expect(await main(agent)).toBe(97_350n);
  });

  it('moves money once per requestId and refuses the same requestId for another transfer', async () => {
    const { agent, direct, deep } = await team();
    const id = requestId();
    const first = envelope<{ reference: string }>(await send(agent, { account: direct.account, requestId: id })).value;
    const again = await send(agent, { account: direct.account, requestId: id });
    expect(envelope(again).value).toEqual({ reference: first.reference, balance: '990.00' });
    expect(await main(direct)).toBe(1_000n);
    for (const other of [{ amount: '11' }, { account: deep.account }]) {
      const response = await send(agent, { account: direct.account, requestId: id, ...other });
      expect({ status: response.statusCode, ...envelope(response) }).toMatchObject({ status: 409, errorCode: 'IDEMPOTENCY_CONFLICT', field: 'requestId' });
    }
    expect(await main(agent)).toBe(99_000n);
  });

  it('refuses what the payment password refuses, with the same codes as the transfer to the upline, moving nothing', async () => {
    const { agent, direct } = await team();
    const noPassword = await insertAgent(fx, { money: 10_000n });
    const member = await insertTestMember(fx, { upline: noPassword });
    const before = await teamWriteCounts(fx);
    const unset = await send(noPassword, { account: member.account });
    expect({ status: unset.statusCode, ...envelope(unset) }).toMatchObject({ status: 400, errorCode: 'PAYMENT_PASSWORD_NOT_SET', field: 'paymentPassword' });
    const wrong = await send(agent, { account: direct.account, paymentPassword: '999999' });
    expect({ status: wrong.statusCode, ...envelope(wrong) }).toMatchObject({ status: 403, errorCode: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' });
    for (let i = 0; i < 4; i += 1) await send(agent, { account: direct.account, paymentPassword: '999999' });
    const locked = await send(agent, { account: direct.account });
    expect({ status: locked.statusCode, ...envelope(locked) }).toMatchObject({ status: 429, errorCode: 'PAYMENT_PASSWORD_LOCKED', field: 'paymentPassword' });
    expect(await teamWriteCounts(fx)).toEqual(before);
  });

  it('refuses more than the wallet holds (409 naming amount) and bad amounts (400 naming amount), moving nothing', async () => {
    const { agent, direct } = await team(1_500n);
    const before = await teamWriteCounts(fx);
    const tooMuch = await send(agent, { account: direct.account, amount: '15.01' });
    expect({ status: tooMuch.statusCode, ...envelope(tooMuch) }).toMatchObject({ status: 409, errorCode: 'INSUFFICIENT_FUNDS', field: 'amount' });
    for (const amount of ['0', '0.00', '-5', '1.234', 'ten', '1e3', '']) {
      const response = await send(agent, { account: direct.account, amount });
      expect({ amount, status: response.statusCode, ...envelope(response) }).toMatchObject({ amount, status: 400, errorCode: 'VALIDATION', field: 'amount' });
    }
    expect(await teamWriteCounts(fx)).toEqual(before);
    expect(await main(agent)).toBe(1_500n);
  });

  it('20 concurrent transfers from one agent never overdraw it: money moves exactly as answered and the books reconcile', async () => {
    // Enough for 12 transfers of 10.00.
    const { agent, direct, deep } = await team(12_000n);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(agent, { account: i % 2 === 0 ? direct.account : deep.account, amount: '10' })),
    );
    // Password checks in flight at once count as tries: beyond the limit they are refused (429), moving nothing.
    for (const response of responses) expect([200, 409, 429]).toContain(response.statusCode);
    const done = responses.filter((response) => response.statusCode === 200).length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThanOrEqual(12);
    expect((await main(direct)) + (await main(deep))).toBe(BigInt(done) * 1_000n);
    expect(await main(agent)).toBe(12_000n - BigInt(done) * 1_000n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 120_000);

  it('20 concurrent postings from one agent stop exactly at its balance, never below zero', async () => {
    const { agent, direct, deep } = await team(12_000n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => postDownlineTransfer(fx.db, agent.id, i % 2 === 0 ? direct.id : deep.id, 1_000n, requestId())),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(12);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', field: 'amount' });
    expect(await main(agent)).toBe(0n);
    expect((await main(direct)) + (await main(deep))).toBe(12_000n);
    const [rows] = await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM downline_transfers WHERE agent_id = $1::bigint', [agent.id]);
    expect(rows!.n).toBe(12);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 120_000);
});
