/**
 * The activity statement against the platform: a member's deposit, withdrawal, rounds and play
 * time, summed over site days, with another member's money beside it that must never show.
 */
import { depositsEndpoints, MessagePageSchema, messagesEndpoints, withdrawalsEndpoints } from '@site/shared/contract/member';
import { lastCompleteMonth, monthDays, statementEndpoints } from '@site/shared/contract/protection/statement';
import { addDays, siteDay } from '@site/shared/contract';
import { opsCli } from '../../testing/ops-cli';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { calls, withdrawingMember, type Calls, type TestMember } from '../../withdrawals/withdrawal-test-support';
import { insertRound, postEntryAt } from '../../records/records-test-support';
import { siteTimeZone } from '../../system/site-day';
import { reconcile } from '../../wallet/reconcile';
import { sendMonthlyStatements } from './monthly-statements';

let fx: PlatformFixture;
let api: Calls;

beforeAll(async () => {
  fx = await createPlatformFixture();
  api = calls(fx);
  await fx.db.query(`UPDATE deposit_channels SET min_amount = 1, enabled = true WHERE code = 'BANK_TRANSFER'`);
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const path = statementEndpoints.statement.path;
const statementOf = async (member: TestMember, query = '') => {
  const response = await api.get(member.token, `${path}${query}`);
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  return (response.json() as { value: Record<string, unknown> }).value;
};
const envelopeOf = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as { errorCode: string | null; field?: string; value: unknown };
  return { status: response.statusCode, errorCode: body.errorCode, field: body.field, value: body.value };
};
const refusalOf = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as { errorCode: string; field?: string };
  return { status: response.statusCode, errorCode: body.errorCode, field: body.field };
};

let serial = 0;

/** A bank transfer reported by the member and confirmed by the operator, as the site credits one. */
async function deposit(member: TestMember, amount: string) {
  serial += 1;
  const ordered = await api.post(member.token, depositsEndpoints.bankDeposit.path, { amount, reference: `st${serial}`, requestId: `statement-dep-${serial}-${Date.now()}` });
  expect(ordered.statusCode).toBe(200);
  const orderNo = (ordered.json() as { value: { order: { orderNo: string } } }).value.order.orderNo;
  const confirmed = await api.ops('POST', depositsEndpoints.opsConfirmOrder.path.replace(':orderNo', orderNo));
  expect({ status: confirmed.statusCode, body: confirmed.statusCode === 200 ? '' : confirmed.body }).toEqual({ status: 200, body: '' });
}

async function withdraw(member: TestMember, amount: string) {
  const requested = await api.withdraw(member, amount);
  expect(requested.statusCode).toBe(200);
  const orderNo = (requested.json() as { value: { orderNo: string } }).value.orderNo;
  expect((await api.ops('POST', withdrawalsEndpoints.opsApprove.path.replace(':orderNo', orderNo))).statusCode).toBe(200);
}

/** A play session from `from` minutes after the start of `day` (site time) lasting `minutes`. */
async function playSession(member: TestMember, day: string, from: number, minutes: number) {
  await fx.db.query(
    `INSERT INTO protection_play_sessions (member_id, started_at, last_seen_at, checked_at)
     SELECT $1::bigint, t, t + make_interval(mins => $4::int), t FROM (SELECT site_day_start($2::date) + make_interval(mins => $3::int) AS t) s`,
    [member.memberId, day, from, minutes],
  );
}

describe('activity statement', () => {
  it('sums a deposit, a withdrawal, real-money rounds and play time of the range, and nothing of another member', async () => {
    const today = siteDay(new Date(), siteTimeZone());
    const member = await withdrawingMember(fx, { balance: '100.00' });
    const other = await withdrawingMember(fx, { balance: '100.00' });
    await deposit(member, '300.00');
    await deposit(other, '77.00');
    await withdraw(member, '150.00');
    await withdraw(other, '120.00');
    const now = new Date().toISOString();
    // Net result: (10.00 + 50.00) won less (30.00 + 20.00) staked = +10.00; play money is not counted.
    await insertRound(fx.db, { memberId: Number(member.memberId), startedAt: now, stake: 3000, win: 1000 });
    await insertRound(fx.db, { memberId: Number(member.memberId), startedAt: now, stake: 2000, win: 5000 });
    await insertRound(fx.db, { memberId: Number(member.memberId), startedAt: now, stake: 9000, win: 0, ledger: 'PLAY' });
    await insertRound(fx.db, { memberId: Number(other.memberId), startedAt: now, stake: 4000, win: 0 });
    // Only the 20 minutes after midnight of a session begun before it count, plus a whole one of 45.
    await playSession(member, today, -10, 30);
    await playSession(member, today, 120, 45);
    await playSession(other, today, 60, 500);
    // Two days earlier: outside a range of today alone.
    await insertRound(fx.db, { memberId: Number(member.memberId), startedAt: `${addDays(today, -2)}T12:00:00Z`, stake: 70000, win: 0 });

    expect(await statementOf(member, `?startDate=${today}&endDate=${today}`)).toEqual({
      month: null,
      startDate: today,
      endDate: today,
      deposits: '300.00',
      depositCount: 1,
      withdrawals: '150.00',
      withdrawalCount: 1,
      netResult: '10.00',
      rounds: 2,
      minutesPlayed: 65,
    });
    expect(await statementOf(other, `?startDate=${today}&endDate=${today}`)).toMatchObject({
      deposits: '77.00',
      withdrawals: '120.00',
      netResult: '-40.00',
      rounds: 1,
      minutesPlayed: 500,
    });
    // A wider range takes in the older round.
    expect(await statementOf(member, `?startDate=${addDays(today, -3)}&endDate=${today}`)).toMatchObject({ netResult: '-690.00', rounds: 3 });
    expect((await reconcile(fx.db)).problems).toEqual([]);
  });

  it('without a query answers the last complete month; a month may be named', async () => {
    const member = await withdrawingMember(fx);
    const month = lastCompleteMonth(new Date(), siteTimeZone());
    const { startDate, endDate } = monthDays(month);
    await postEntryAt(fx.db, { memberId: Number(member.memberId), kind: 'DEPOSIT', amount: 12345, at: `${startDate}T12:00:00Z` });
    await insertRound(fx.db, { memberId: Number(member.memberId), startedAt: `${addDays(endDate, -1)}T12:00:00Z`, stake: 500, win: 0 });
    await playSession(member, startDate, 60, 15);
    // The first day of the next month is outside it.
    await postEntryAt(fx.db, { memberId: Number(member.memberId), kind: 'DEPOSIT', amount: 99900, at: `${addDays(endDate, 1)}T12:00:00Z` });

    const expected = { month, startDate, endDate, deposits: '123.45', depositCount: 1, withdrawals: '0.00', withdrawalCount: 0, netResult: '-5.00', rounds: 1, minutesPlayed: 15 };
    expect(await statementOf(member)).toEqual(expected);
    expect(await statementOf(member, `?month=${month}`)).toEqual(expected);
    expect(monthDays('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(lastCompleteMonth(new Date('2027-01-01T03:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-12');
    expect(lastCompleteMonth(new Date('2027-01-01T03:00:00Z'), 'America/New_York')).toBe('2026-11');
  });

  it('sends every member with activity last month one statement message with its figures and a link, once, however many passes run at once', async () => {
    const month = lastCompleteMonth(new Date(), siteTimeZone());
    const { startDate, endDate } = monthDays(month);
    const active = await withdrawingMember(fx);
    const player = await withdrawingMember(fx);
    const quiet = await withdrawingMember(fx);
    const trial = await withdrawingMember(fx, { type: 4, payout: false, paymentPassword: false, realName: false });
    await postEntryAt(fx.db, { memberId: Number(active.memberId), kind: 'DEPOSIT', amount: 50_000, at: `${startDate}T12:00:00Z` });
    await insertRound(fx.db, { memberId: Number(active.memberId), startedAt: `${addDays(endDate, -1)}T12:00:00Z`, stake: 2_000, win: 500 });
    await playSession(active, startDate, 60, 42);
    // Only time played, nothing staked: activity too.
    await playSession(player, endDate, 30, 20);
    // This month's activity is not last month's.
    await postEntryAt(fx.db, { memberId: Number(quiet.memberId), kind: 'DEPOSIT', amount: 70_000, at: new Date().toISOString() });
    await insertRound(fx.db, { memberId: Number(trial.memberId), startedAt: `${startDate}T12:00:00Z`, stake: 1_000, win: 0 });

    // Several servers' passes at the same moment.
    const now = new Date();
    const reports = await Promise.all([sendMonthlyStatements(fx.db, now), sendMonthlyStatements(fx.db, now), sendMonthlyStatements(fx.db, now)]);
    expect(reports.every((report) => report.month === month)).toBe(true);
    const messagesOf = async (member: TestMember) =>
      (await fx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1::bigint AND template = 'STATEMENT_MONTHLY'", [member.memberId]))[0]!.n;
    expect([await messagesOf(active), await messagesOf(player), await messagesOf(quiet), await messagesOf(trial)]).toEqual([1, 1, 0, 0]);

    const inbox = async (member: TestMember, language: string) => {
      const response = await fx.call({ method: 'GET', url: messagesEndpoints.list.path, headers: { authorization: member.token, language } });
      return MessagePageSchema.parse((response.json() as { value: unknown }).value).list[0]!;
    };
    const told = await inbox(active, 'en');
    expect(told).toMatchObject({ kind: 'NOTICE', title: 'Your monthly activity statement', link: { page: 'responsibleGaming', section: 'statement' } });
    expect(told.content).toMatch(new RegExp(`^Your activity in ${month}: deposits \\S+ 500\\.00, withdrawals \\S+ 0\\.00, net result \\S+ -15\\.00, time played 42 min\\.`));
    expect((await inbox(player, 'zh')).content).toContain(`您在 ${month} 的活动`);
    expect((await inbox(player, 'vi')).title).toBe('Bảng kê hoạt động hằng tháng');

    // Later passes send nothing more, and the database itself refuses a second row of the member's month.
    expect(await sendMonthlyStatements(fx.db, new Date())).toMatchObject({ month, sent: 0 });
    await expect(fx.db.query('INSERT INTO statement_messages (member_id, month) VALUES ($1::bigint, $2)', [active.memberId, month])).rejects.toThrow();
    expect(await messagesOf(active)).toBe(1);
  });

  it('refuses a bad query with the field named, a trial account, and a caller without a session', async () => {
    const member = await withdrawingMember(fx);
    const cases: [string, string][] = [
      ['?startDate=2026-01-01&endDate=2026-04-03', 'endDate'],
      ['?startDate=2026-02-02&endDate=2026-02-01', 'startDate'],
      ['?startDate=2026-02-02', 'endDate'],
      ['?startDate=2026-02-30&endDate=2026-03-01', 'startDate'],
      ['?month=2026-13', 'month'],
      ['?month=2026-01&startDate=2026-01-01&endDate=2026-01-02', 'month'],
      // The member is the session's: a member id in the query is not taken.
      [`?memberId=${member.memberId}`, 'memberId'],
    ];
    for (const [query, field] of cases) {
      expect({ query, ...refusalOf(await api.get(member.token, `${path}${query}`)) }).toEqual({ query, status: 400, errorCode: 'VALIDATION', field });
    }
    expect((await api.get(member.token, `${path}?startDate=2026-01-01&endDate=2026-04-02`)).statusCode).toBe(200);

    const trial = await withdrawingMember(fx, { type: 4, payout: false, paymentPassword: false, realName: false });
    expect(refusalOf(await api.get(trial.token, path))).toMatchObject({ status: 403, errorCode: 'NEED_REAL_ACCOUNT' });
    expect((await fx.call({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});

describe('npm run ops -- protection statements run', () => {
  const run = async (...argv: string[]) => {
    const cli = opsCli(fx.app, { operator: 'erin' });
    const code = await cli.run('protection', 'statements', 'run', ...argv);
    return { code, lines: cli.lines, error: cli.errors[0] ?? null };
  };
  const statementMessages = async () =>
    (await fx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM member_messages WHERE template = 'STATEMENT_MONTHLY'"))[0]!.n;
  const messagesOf = async (member: TestMember) =>
    (await fx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1::bigint AND template = 'STATEMENT_MONTHLY'", [member.memberId]))[0]!.n;

  it('sends an older month the timer never sends, once: a second run and runs at the same time send nothing more', async () => {
    // The month before the last complete one: the timer only ever looks at the last complete month.
    const month = addDays(`${lastCompleteMonth(new Date(), siteTimeZone())}-01`, -1).slice(0, 7);
    const { startDate, endDate } = monthDays(month);
    const depositor = await withdrawingMember(fx);
    const player = await withdrawingMember(fx);
    const later = await withdrawingMember(fx);
    const quiet = await withdrawingMember(fx);
    await postEntryAt(fx.db, { memberId: Number(depositor.memberId), kind: 'DEPOSIT', amount: 25_000, at: `${startDate}T12:00:00Z` });
    await playSession(player, endDate, 30, 12);
    // Activity the month after is not this month's.
    await postEntryAt(fx.db, { memberId: Number(quiet.memberId), kind: 'DEPOSIT', amount: 9_900, at: `${addDays(endDate, 1)}T12:00:00Z` });

    expect(await sendMonthlyStatements(fx.db, new Date())).toMatchObject({ sent: 0 });
    expect([await messagesOf(depositor), await messagesOf(player)]).toEqual([0, 0]);

    expect(await run('--month', month)).toEqual({ code: 0, lines: [`${month}: 2 statement messages sent now; 2 members have the month's message`], error: null });
    expect([await messagesOf(depositor), await messagesOf(player), await messagesOf(later), await messagesOf(quiet)]).toEqual([1, 1, 0, 0]);
    const [told] = await fx.db.query<{ params: Record<string, string> }>("SELECT params FROM member_messages WHERE member_id = $1::bigint AND template = 'STATEMENT_MONTHLY'", [depositor.memberId]);
    expect(told!.params).toMatchObject({ month, deposits: '250.00' });

    expect(await run('--month', month)).toEqual({ code: 0, lines: [`${month}: 0 statement messages sent now; 2 members have the month's message`], error: null });
    // A member whose activity of that month is recorded late is told at the next run, alone.
    await insertRound(fx.db, { memberId: Number(later.memberId), startedAt: `${addDays(endDate, -1)}T12:00:00Z`, stake: 700, win: 0 });
    const together = await Promise.all([run('--month', month), run('--month', month), run('--month', month)]);
    expect(together.map((result) => result.code)).toEqual([0, 0, 0]);
    expect(together.map((result) => result.lines[0]!.match(/: (\d+) statement/)![1]).sort()).toEqual(['0', '0', '1']);
    expect([await messagesOf(depositor), await messagesOf(player), await messagesOf(later), await messagesOf(quiet)]).toEqual([1, 1, 1, 0]);
  });

  it('refuses a month that has not ended or a malformed one and sends nothing; without a month it runs the last complete one', async () => {
    const member = await withdrawingMember(fx);
    const today = siteDay(new Date(), siteTimeZone());
    await postEntryAt(fx.db, { memberId: Number(member.memberId), kind: 'DEPOSIT', amount: 5_000, at: new Date().toISOString() });
    const before = await statementMessages();
    const thisMonth = today.slice(0, 7);
    const nextMonth = addDays(`${thisMonth}-01`, 32).slice(0, 7);
    for (const month of [thisMonth, nextMonth]) {
      const refused = await run('--month', month);
      expect({ month, code: refused.code, lines: refused.lines }).toEqual({ month, code: 1, lines: [] });
      expect(refused.error).toMatch(/HTTP 400 month: must be a month that has ended/);
    }
    for (const argv of [['--month', '2026-13'], ['--month'], ['now']]) expect((await run(...argv)).code).toBe(2);
    const body = envelopeOf(await fx.call({ method: 'POST', url: statementEndpoints.opsRun.path, operator: true, payload: { month: thisMonth, memberId: member.memberId } }));
    expect(body).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'memberId' });
    expect(await statementMessages()).toBe(before);
    expect(await messagesOf(member)).toBe(0);

    const lastMonth = lastCompleteMonth(new Date(), siteTimeZone());
    const defaulted = await run();
    expect(defaulted.code).toBe(0);
    expect(defaulted.lines[0]).toMatch(new RegExp(`^${lastMonth}: \\d+ statement messages? sent now; `));
  });

  it("is the operator's alone: a member's token and a visitor are refused and nothing is sent", async () => {
    const month = addDays(`${lastCompleteMonth(new Date(), siteTimeZone())}-01`, -40).slice(0, 7);
    const member = await withdrawingMember(fx);
    await postEntryAt(fx.db, { memberId: Number(member.memberId), kind: 'DEPOSIT', amount: 5_000, at: `${monthDays(month).startDate}T12:00:00Z` });
    for (const headers of [{ authorization: member.token }, { authorization: `Bearer ${member.token}` }, {}]) {
      const response = await fx.call({ method: 'POST', url: statementEndpoints.opsRun.path, headers, payload: { month } });
      expect(envelopeOf(response)).toMatchObject({ status: 401, value: null });
    }
    expect(await messagesOf(member)).toBe(0);
    expect((await run('--month', month)).lines[0]).toMatch(new RegExp(`^${month}: [1-9]\\d* statement`));
    expect(await messagesOf(member)).toBe(1);
  });
});
