import { DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import { BonusGrantValueSchema, BonusListValueSchema, recordsEndpoints, type BonusGrantValue, type BonusListValue } from '@site/shared/contract/member';
import { expectRefused, getAs, signedInMember, type TestMember } from '../games/game-test-support';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { memberBalance } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';
import { query, valueOf } from './records-test-support';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const grant = (payload: Record<string, unknown>, operator: string | null = 'alice') =>
  fx.call({ method: 'POST', url: '/ops/member/bonus', operator: true, payload, headers: operator ? { 'x-operator': operator } : {} });

const counts = async () =>
  (await fx.db.query<{ bonuses: number; entries: number; actions: number }>(
    `SELECT (SELECT count(*)::int FROM member_bonuses) AS bonuses, (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM operator_actions) AS actions`,
  ))[0]!;

const today = () => siteDay(new Date(), DEFAULT_SITE_TIME_ZONE);
const list = async (member: TestMember) =>
  BonusListValueSchema.parse(valueOf<BonusListValue>(await getAs(fx, `/wps/member/records/bonuses?${query({ startDate: today(), endDate: today() })}`, member)));

describe('operator bonus', () => {
  it('credits the main wallet from marketing once per reference, audited, and lists it', async () => {
    const member = await signedInMember(fx);
    const body = { account: member.account, amount: '88.50', reference: `welcome-${member.memberId}`, memo: 'Welcome bonus' };
    const first = BonusGrantValueSchema.parse(valueOf<BonusGrantValue>(await grant(body)));
    expect(first).toMatchObject({ amount: '88.50', replayed: false });
    const again = BonusGrantValueSchema.parse(valueOf<BonusGrantValue>(await grant(body, 'bob')));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await memberBalance(fx.db, String(member.memberId))).toBe(8_850n);

    const audit = await fx.db.query<{ operator: string; details: Record<string, unknown> }>(
      "SELECT operator, details FROM operator_actions WHERE action = 'BONUS_GRANT' AND reference = $1",
      [body.reference],
    );
    // Who granted first is the record; the repeat changed nothing.
    expect(audit).toEqual([{ operator: 'alice', details: { memberId: String(member.memberId), amount: '88.50', memo: 'Welcome bonus' } }]);
    const [entry] = await fx.db.query<{ kind: string; reference: string; source: string }>(
      `SELECT e.kind, e.reference, a.code AS source FROM journal_entries e
       JOIN journal_lines l ON l.entry_id = e.id AND l.amount < 0 JOIN ledger_accounts s ON s.id = l.account_id
       JOIN ledger_accounts a ON a.id = coalesce(s.shard_of, s.id)
       WHERE e.idempotency_key = $1`,
      [`reward:OPERATOR:${body.reference}`],
    );
    expect(entry).toEqual({ kind: 'BONUS', reference: body.reference, source: 'MARKETING' });

    const page = await list(member);
    expect(page.list.map((b) => [b.source, b.amount, b.reference, b.memo])).toEqual([['OPERATOR', '88.50', body.reference, 'Welcome bonus']]);
    expect(page.totals).toEqual({ count: 1, amount: '88.50' });
    expect((await list(await signedInMember(fx))).list).toEqual([]);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('refuses a reference reused for another member or amount, and bad input, writing nothing', async () => {
    const member = await signedInMember(fx);
    const other = await signedInMember(fx);
    const reference = `ref-${member.memberId}`;
    valueOf(await grant({ account: member.account, amount: '10', reference }));
    const before = await counts();
    expectRefused(await grant({ account: other.account, amount: '10', reference }), 409, 'IDEMPOTENCY_CONFLICT');
    expectRefused(await grant({ account: member.account, amount: '11', reference }), 409, 'IDEMPOTENCY_CONFLICT');
    expectRefused(await grant({ account: member.account, amount: '10', reference: 'fresh-1' }, null), 400, 'VALIDATION', 'X-Operator');
    expectRefused(await grant({ account: member.account, amount: '10', reference: 'fresh-2' }, 'not a name!'), 400, 'VALIDATION', 'X-Operator');
    expectRefused(await grant({ account: member.account, amount: '0', reference: 'fresh-3' }), 400, 'VALIDATION', 'amount');
    expectRefused(await grant({ account: member.account, amount: '1.234', reference: 'fresh-4' }), 400, 'VALIDATION', 'amount');
    expectRefused(await grant({ account: member.account, amount: '10', reference: 'has space' }), 400, 'VALIDATION', 'reference');
    expectRefused(await grant({ account: member.account, amount: '10', reference: 'fresh-5', extra: 1 }), 400, 'VALIDATION', 'extra');
    expectRefused(await grant({ account: 'nobody-here', amount: '10', reference: 'fresh-6' }), 404, 'USER_NOT_FOUND', 'account');
    const trial = await signedInMember(fx, { trial: true });
    // Play money never earns rewards.
    expectRefused(await grant({ account: trial.account, amount: '10', reference: 'fresh-7' }), 403, 'NEED_REAL_ACCOUNT', 'account');
    expectRefused(await grant({ account: member.account, amount: '10', reference: 'fresh-9', multiplier: 11 }), 400, 'VALIDATION', 'multiplier');
    expectRefused(await grant({ account: member.account, amount: '10', reference, multiplier: 2 }), 409, 'IDEMPOTENCY_CONFLICT');
    const noToken = await fx.call({ method: 'POST', url: '/ops/member/bonus', payload: { account: member.account, amount: '10', reference: 'fresh-8' }, headers: { 'x-operator': 'alice' } });
    expect(noToken.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    expect(await memberBalance(fx.db, String(member.memberId))).toBe(1_000n);
  });

  it('grants with wagering to the BONUS wallet and lists the grant with its progress, filtered by source', async () => {
    const member = await signedInMember(fx);
    const reference = `wager-${member.memberId}`;
    const body = { account: member.account, amount: '50.00', reference, memo: 'Raffle prize', multiplier: 4, maxBet: '10.00', expiresAt: '2099-01-01T00:00:00.000Z' };
    const first = BonusGrantValueSchema.parse(valueOf<BonusGrantValue>(await grant(body)));
    expect(first).toMatchObject({ amount: '50.00', wallet: 'BONUS', grantId: expect.any(String), replayed: false });
    expect(await memberBalance(fx.db, String(member.memberId))).toBe(0n);
    valueOf(await grant({ account: member.account, amount: '1.00', reference: `cash-${member.memberId}` }));

    const page = await list(member);
    expect(page.list.map((b) => [b.wallet, b.amount, b.wagering])).toEqual([
      ['MAIN', '1.00', null],
      ['BONUS', '50.00', { multiplier: 4, required: '200.00', progressed: '0.00', status: 'ACTIVE', expiresAt: '2099-01-01T00:00:00.000Z' }],
    ]);
    const filtered = BonusListValueSchema.parse(
      valueOf<BonusListValue>(await getAs(fx, `${recordsEndpoints.bonuses.path}?${query({ startDate: today(), endDate: today(), source: 'REBATE' })}`, member)),
    );
    expect(filtered.totals).toEqual({ count: 0, amount: '0.00' });
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('pays once when the same grant arrives many times at once', async () => {
    const member = await signedInMember(fx);
    const body = { account: member.account, amount: '5.00', reference: `burst-${member.memberId}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => grant(body)));
    const values = answers.map((a) => valueOf<BonusGrantValue>(a));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(await memberBalance(fx.db, String(member.memberId))).toBe(500n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});
