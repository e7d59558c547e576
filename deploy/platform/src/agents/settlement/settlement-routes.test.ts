/**
 * The calls of settlement: the operators' settle-now (token, validation, once per period) and My
 * Income (agents only, each agent its own lines only, filters and totals).
 */
import { DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import { AgentIncomePageSchema, AgentSettleAnswerSchema, type AgentIncomePage } from '@site/shared/contract/agents';
import { AccountRecordValueSchema } from '@site/shared/contract/member';
import { okEnvelope } from '../../http/schemas';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { reconcile } from '../../wallet/reconcile';
import { asMember, envelope, insertAgent, insertTestMember, type TestMember } from '../team/team-test-kit';
import { acceptedContract, insertRound, setCeiling, setCursor } from './settlement-test-kit';

let fx: PlatformFixture;
let top: TestMember;
let agent: TestMember;
let sub: TestMember;
let player: TestMember;
let stranger: TestMember;

const CLOCK = new Date('2025-03-20T12:00:00Z');
const MARCH = 'period=custom&startDate=2025-03-01&endDate=2025-03-31';

beforeAll(async () => {
  fx = await createPlatformFixture({ settlement: { now: () => CLOCK } });
  top = await insertAgent(fx);
  agent = await insertTestMember(fx, { upline: top, type: 2 });
  sub = await insertTestMember(fx, { upline: agent, type: 2 });
  player = await insertTestMember(fx, { upline: sub });
  stranger = await insertAgent(fx);
  await setCeiling(fx.db, 'DAILY_SALARY', { rate: 200 });
  await acceptedContract(fx.db, { kind: 'DAILY_SALARY', upline: top.id, downline: agent.id, tiers: [{ rate: 100 }], acceptedAt: '2025-01-01T00:00:00Z' });
  await acceptedContract(fx.db, { kind: 'DAILY_SALARY', upline: agent.id, downline: sub.id, tiers: [{ rate: 50 }], acceptedAt: '2025-01-01T00:00:00Z' });
  await insertRound(fx.db, player.id, { stake: 100_000, win: 0, startedAt: '2025-03-10T10:00:00Z' });
  await setCursor(fx.db, 'DAILY_SALARY', '2025-03-10T00:00:00Z');
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const settle = (body: unknown, operator = true) => fx.call({ method: 'POST', url: '/ops/agents/settle', payload: body as object, operator });
const income = (as: TestMember, query = MARCH) => fx.call({ method: 'GET', url: `/wps/agent/income?${query}`, headers: asMember(as) });
const incomeOf = async (as: TestMember, query = MARCH): Promise<AgentIncomePage> => {
  const response = await income(as, query);
  expect(response.statusCode).toBe(200);
  return okEnvelope(AgentIncomePageSchema).parse(response.json()).value;
};
const runCount = async () => (await fx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM agent_settlement_runs'))[0]!.count;

describe('POST /ops/agents/settle', () => {
  it('refuses without the operator token, and a bad body naming the field, settling nothing', async () => {
    expect((await settle({ kind: 'DAILY_SALARY' }, false)).statusCode).toBe(401);
    const badKind = await settle({ kind: 'WEEKLY_BONUS' });
    expect(badKind.statusCode).toBe(400);
    expect(envelope(badKind)).toMatchObject({ success: false, errorCode: 'VALIDATION', field: 'kind' });
    const badTime = await settle({ kind: 'DAILY_SALARY', periodEnd: 'tomorrow' });
    expect(envelope(badTime)).toMatchObject({ errorCode: 'VALIDATION', field: 'periodEnd' });
    // Past the platform's clock: a period is only settled once it is over.
    const future = await settle({ kind: 'DAILY_SALARY', periodEnd: '2025-03-21T00:00:00Z' });
    expect(future.statusCode).toBe(400);
    expect(envelope(future)).toMatchObject({ errorCode: 'VALIDATION', field: 'periodEnd' });
    expect(await runCount()).toBe(0);
  });

  it('settles every period ended by periodEnd once, and answers what it paid', async () => {
    const first = await settle({ kind: 'DAILY_SALARY', periodEnd: '2025-03-11T00:00:00Z' });
    expect(first.statusCode).toBe(200);
    // 1,000.00 of play under the sub: top 2 % = 20.00, agent 1 % = 10.00, sub 0.50 % = 5.00.
    expect(okEnvelope(AgentSettleAnswerSchema).parse(first.json()).value).toEqual({
      kind: 'DAILY_SALARY',
      skipped: false,
      settledTo: '2025-03-11T00:00:00.000Z',
      periodCount: 1,
      paid: '35.00',
      owed: '0.00',
      periods: [{ periodKey: '2025-03-10', payments: 3, paid: '35.00', owed: '0.00' }],
    });
    const again = okEnvelope(AgentSettleAnswerSchema).parse((await settle({ kind: 'DAILY_SALARY', periodEnd: '2025-03-11T00:00:00Z' })).json()).value;
    expect(again).toMatchObject({ periodCount: 0, paid: '0.00', periods: [] });
    expect(await reconcile(fx.db)).toMatchObject({ consistent: true });
  });
});

describe('GET /wps/agent/income', () => {
  it('is for agents only', async () => {
    const member = await income(player);
    expect(member.statusCode).toBe(403);
    expect(envelope(member)).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect((await fx.call({ method: 'GET', url: `/wps/agent/income?${MARCH}` })).statusCode).toBe(401);
  });

  it("lists what the caller received and paid, with the period's totals", async () => {
    const value = await incomeOf(agent);
    expect(value).toMatchObject({ startDate: '2025-03-01', endDate: '2025-03-31', pageNo: 1, totalPages: 1, totalCount: 2 });
    expect(value.totals).toEqual({ received: '10.00', paid: '5.00', owed: '0.00', owedToMe: '0.00' });
    const lines = value.list.map(({ paymentId: _id, settledAt: _at, ...line }) => line);
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'DAILY_SALARY', periodLabel: '2025-03-10', payerAccount: top.account, payeeAccount: agent.account, direction: 'RECEIVED', amount: '10.00', paid: '10.00', owed: '0.00', status: 'PAID' },
        { kind: 'DAILY_SALARY', periodLabel: '2025-03-10', payerAccount: agent.account, payeeAccount: sub.account, direction: 'PAID', amount: '5.00', paid: '5.00', owed: '0.00', status: 'PAID' },
      ]),
    );
    // The top agent is paid by the platform.
    expect((await incomeOf(top, `${MARCH}&direction=RECEIVED`)).list.map((line) => [line.payerAccount, line.amount])).toEqual([[null, '20.00']]);
  });

  it("shows each payment in the account record under its kind, with the period as reference", async () => {
    const today = siteDay(new Date(), DEFAULT_SITE_TIME_ZONE);
    const response = await fx.call({
      method: 'GET',
      url: `/wps/member/records/transactions?startDate=${today}&endDate=${today}&kind=AGENT_DAILY_SALARY`,
      headers: asMember(agent),
    });
    expect(response.statusCode).toBe(200);
    const { list } = okEnvelope(AccountRecordValueSchema).parse(response.json()).value;
    expect(list.map((line) => [line.kind, line.amount, line.reference]).sort()).toEqual([
      ['AGENT_DAILY_SALARY', '-5.00', '2025-03-10'],
      ['AGENT_DAILY_SALARY', '10.00', '2025-03-10'],
    ]);
  });

  it('filters by direction, kind and range, resolving named periods on the platform clock', async () => {
    expect((await incomeOf(agent, `${MARCH}&direction=PAID`)).list.map((line) => line.payeeAccount)).toEqual([sub.account]);
    expect((await incomeOf(agent, `${MARCH}&direction=PAID`)).totals).toEqual({ received: '0.00', paid: '5.00', owed: '0.00', owedToMe: '0.00' });
    expect((await incomeOf(agent, `${MARCH}&kind=DIVIDEND`)).totalCount).toBe(0);
    expect((await incomeOf(agent, 'period=custom&startDate=2025-03-11&endDate=2025-03-31')).totalCount).toBe(0);
    expect(await incomeOf(agent, 'period=thisMonth')).toMatchObject({ startDate: '2025-03-01', endDate: '2025-03-20', totalCount: 2 });
  });

  it("shows no one else's lines", async () => {
    expect(await incomeOf(stranger)).toMatchObject({ totalCount: 0, list: [], totals: { received: '0.00', paid: '0.00' } });
    // The sub sees its own payment only, not what its upline received.
    expect((await incomeOf(sub)).list.map((line) => [line.direction, line.payerAccount, line.amount])).toEqual([['RECEIVED', agent.account, '5.00']]);
  });

  it('refuses a malformed query naming the field', async () => {
    for (const [query, field] of [
      [`${MARCH}&direction=SIDEWAYS`, 'direction'],
      [`${MARCH}&kind=BONUS`, 'kind'],
      ['period=custom&startDate=2025-03-01', 'endDate'],
      [`${MARCH}&pageNo=0`, 'pageNo'],
    ] as const) {
      const response = await income(agent, query);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, errorCode: 'VALIDATION', field });
    }
    expect((await income(agent, `${MARCH}&payee=${top.account}`)).statusCode).toBe(400);
  });
});

describe('the scheduler in the platform', () => {
  it('settles on its own once the platform is ready, and stops with it', async () => {
    const clock = new Date('2025-05-02T01:00:00Z');
    const platform = await createPlatformFixture({ settlement: { schedule: true, tickMs: 50, now: () => clock } });
    try {
      const ownTop = await insertAgent(platform);
      const ownPlayer = await insertTestMember(platform, { upline: ownTop });
      await setCeiling(platform.db, 'DAILY_SALARY', { rate: 200 });
      await insertRound(platform.db, ownPlayer.id, { stake: 100_000, win: 0, startedAt: '2025-05-01T10:00:00Z' });
      await setCursor(platform.db, 'DAILY_SALARY', '2025-05-01T00:00:00Z');
      // The row is added first and paid in its own transaction, so wait for the payment, not the row.
      const paid = async () => (await platform.db.query(`SELECT 1 FROM agent_payments WHERE payee_id = $1::bigint AND paid = due`, [ownTop.id])).length;
      for (let waited = 0; (await paid()) === 0 && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      // 2 % of 1,000.00 from the platform to the top agent.
      expect(await paid()).toBe(1);
      const response = await platform.call({ method: 'GET', url: '/wps/agent/income?period=custom&startDate=2025-05-01&endDate=2025-05-01', headers: asMember(ownTop) });
      expect(okEnvelope(AgentIncomePageSchema).parse(response.json()).value.totals).toMatchObject({ received: '20.00', paid: '0.00' });
    } finally {
      await platform.close();
    }
  }, 60_000);
});
