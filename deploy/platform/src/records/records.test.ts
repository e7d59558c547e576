import { DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import {
  AccountRecordValueSchema,
  BettingRecordValueSchema,
  MAX_RANGE_DAYS,
  ProfitLossValueSchema,
  type AccountRecordValue,
  type BettingRecordValue,
  type ProfitLossValue,
} from '@site/shared/contract/member';
import { expectRefused, getAs, signedInMember, type TestMember } from '../games/game-test-support';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { creditMember } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';
import { insertRound, postEntryAt, query, valueOf } from './records-test-support';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const MARCH = { startDate: '2025-03-01', endDate: '2025-03-02' };
/** A time on the site's clock (the default zone, UTC+7, which the days are counted in), as the platform answers it. */
const siteTime = (local: string) => new Date(`${local}+07:00`).toISOString();

const bets = async (member: TestMember, params: Record<string, string | number | undefined>) =>
  BettingRecordValueSchema.parse(valueOf<BettingRecordValue>(await getAs(fx, `/wps/member/records/bets?${query(params)}`, member)));
const lines = async (member: TestMember, params: Record<string, string | number | undefined>) =>
  AccountRecordValueSchema.parse(valueOf<AccountRecordValue>(await getAs(fx, `/wps/member/records/transactions?${query(params)}`, member)));
const profit = async (member: TestMember, params: Record<string, string | number | undefined>) =>
  ProfitLossValueSchema.parse(valueOf<ProfitLossValue>(await getAs(fx, `/wps/member/records/profit-loss?${query(params)}`, member)));

describe('betting record', () => {
  let a: TestMember;
  let b: TestMember;

  beforeAll(async () => {
    a = await signedInMember(fx);
    b = await signedInMember(fx);
    // In the range: three real-money rounds of A (one rolled back), on two site days.
    await insertRound(fx.db, { memberId: a.memberId, startedAt: siteTime('2025-03-01T00:00:00'), gameType: 'RNG', vendor: 'DEMO', stake: 10_000, win: 25_000 });
    await insertRound(fx.db, { memberId: a.memberId, startedAt: siteTime('2025-03-01T12:00:00'), gameType: 'FISH', vendor: 'OTHER', stake: 20_000 });
    await insertRound(fx.db, { memberId: a.memberId, startedAt: siteTime('2025-03-02T23:59:59'), gameType: 'RNG', vendor: 'OTHER', stake: 5_000 });
    await insertRound(fx.db, { memberId: a.memberId, startedAt: siteTime('2025-03-02T10:00:00'), gameType: 'RNG', vendor: 'DEMO', stake: 0, status: 'ROLLED_BACK' });
    // Outside it: a second before and a second after, and play money.
    await insertRound(fx.db, { memberId: a.memberId, startedAt: siteTime('2025-02-28T23:59:59'), stake: 700 });
    await insertRound(fx.db, { memberId: a.memberId, startedAt: siteTime('2025-03-03T00:00:00'), stake: 800 });
    await insertRound(fx.db, { memberId: a.memberId, startedAt: siteTime('2025-03-01T08:00:00'), stake: 900, ledger: 'PLAY' });
    // Another member's round on the same day.
    await insertRound(fx.db, { memberId: b.memberId, startedAt: siteTime('2025-03-01T09:00:00'), stake: 12_300, win: 100 });
  });

  it('lists the range newest first with totals computed by hand', async () => {
    const page = await bets(a, MARCH);
    expect(page.list.map((r) => [r.startedAt, r.gameType, r.vendor, r.stake, r.win, r.profit, r.status])).toEqual([
      [siteTime('2025-03-02T23:59:59'), 'RNG', 'OTHER', '50.00', '0.00', '-50.00', 'SETTLED'],
      [siteTime('2025-03-02T10:00:00'), 'RNG', 'DEMO', '0.00', '0.00', '0.00', 'ROLLED_BACK'],
      [siteTime('2025-03-01T12:00:00'), 'FISH', 'OTHER', '200.00', '0.00', '-200.00', 'SETTLED'],
      [siteTime('2025-03-01T00:00:00'), 'RNG', 'DEMO', '100.00', '250.00', '150.00', 'SETTLED'],
    ]);
    expect(page).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 4 });
    // 100 + 200 + 50 staked, 250 won: the member is 100 down.
    expect(page.totals).toEqual({ rounds: 3, stake: '350.00', validBet: '350.00', win: '250.00', profit: '-100.00' });
  });

  it('filters by game type and by vendor, totals from the daily rollups', async () => {
    const rng = await bets(a, { ...MARCH, gameType: 'RNG' });
    expect(rng.list).toHaveLength(3);
    expect(rng.totals).toEqual({ rounds: 2, stake: '150.00', validBet: '150.00', win: '250.00', profit: '100.00' });
    const other = await bets(a, { ...MARCH, vendor: 'OTHER' });
    expect(other.list.map((r) => r.vendor)).toEqual(['OTHER', 'OTHER']);
    expect(other.totals).toEqual({ rounds: 2, stake: '250.00', validBet: '250.00', win: '0.00', profit: '-250.00' });
    const both = await bets(a, { ...MARCH, vendor: 'DEMO', gameType: 'RNG' });
    expect(both.totals).toEqual({ rounds: 1, stake: '100.00', validBet: '100.00', win: '250.00', profit: '150.00' });
  });

  it("never shows another member's rounds, whatever the filter", async () => {
    const page = await bets(b, MARCH);
    expect(page.list.map((r) => r.stake)).toEqual(['123.00']);
    expect(page.totals.stake).toBe('123.00');
    // Nothing matches: no rows and no pages, not a count of empty pages.
    expect(await bets(b, { ...MARCH, vendor: 'OTHER' })).toMatchObject({ list: [], pageNo: 1, totalPages: 1, totalCount: 0 });
    // The member comes from the session: naming another one is refused, not obeyed.
    expectRefused(await getAs(fx, `/wps/member/records/bets?${query({ ...MARCH, memberId: a.memberId })}`, b), 400, 'VALIDATION', 'memberId');
  });

  it('pages by 15 and answers the last page for a page after it', async () => {
    const member = await signedInMember(fx);
    for (let i = 0; i < 17; i += 1) {
      await insertRound(fx.db, { memberId: member.memberId, startedAt: `2025-04-01T00:${String(i).padStart(2, '0')}:00Z`, stake: 100 + i });
    }
    const range = { startDate: '2025-04-01', endDate: '2025-04-01' };
    const first = await bets(member, range);
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 17 });
    expect(first.list).toHaveLength(15);
    expect(first.list[0]!.stake).toBe('1.16');
    const second = await bets(member, { ...range, pageNo: 2 });
    expect(second.list.map((r) => r.stake)).toEqual(['1.01', '1.00']);
    expect(await bets(member, { ...range, pageNo: 9 })).toEqual(second);
    expect(first.totals.rounds).toBe(17);
  });
});

describe('account record', () => {
  it('lists every line of the member with kind, signed amount, balance after and reference', async () => {
    const a = await signedInMember(fx);
    const b = await signedInMember(fx);
    const seed = await postEntryAt(fx.db, { memberId: a.memberId, kind: 'OPS_CREDIT', amount: 50_000, at: '2025-05-10T08:00:00Z', reference: 'ORDER-1' });
    await postEntryAt(fx.db, { memberId: a.memberId, kind: 'BONUS', amount: 1_250, at: '2025-05-11T08:00:00Z' });
    const last = await postEntryAt(fx.db, { memberId: a.memberId, kind: 'WITHDRAWAL_HOLD', amount: -20_000, at: '2025-05-11T09:00:00Z', reference: 'W-9' });
    await postEntryAt(fx.db, { memberId: a.memberId, kind: 'OPS_CREDIT', amount: 1, at: '2025-05-12T00:00:00Z' });
    await postEntryAt(fx.db, { memberId: b.memberId, kind: 'OPS_CREDIT', amount: 777, at: '2025-05-11T08:30:00Z' });
    const range = { startDate: '2025-05-10', endDate: '2025-05-11' };
    const page = await lines(a, range);
    const bonusEntry = await fx.db.query<{ id: string }>("SELECT e.id::text AS id FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id WHERE l.account_id = $1 AND e.kind = 'BONUS'", [seed.walletId]);
    expect(page.list.map((l) => [l.kind, l.wallet, l.amount, l.balanceAfter, l.reference, l.createdAt])).toEqual([
      ['WITHDRAWAL_HOLD', 'MAIN', '-200.00', '312.50', 'W-9', '2025-05-11T09:00:00.000Z'],
      // Without a member-visible reference the entry's number stands in.
      ['BONUS', 'MAIN', '12.50', '512.50', bonusEntry[0]!.id, '2025-05-11T08:00:00.000Z'],
      ['OPS_CREDIT', 'MAIN', '500.00', '500.00', 'ORDER-1', '2025-05-10T08:00:00.000Z'],
    ]);
    expect(last.walletId).toBe(seed.walletId);
    expect(page.totalCount).toBe(3);
    expect((await lines(a, { ...range, kind: 'BONUS' })).list.map((l) => l.amount)).toEqual(['12.50']);
    expect((await lines(a, { ...range, kind: 'DEPOSIT' })).list).toEqual([]);
    expect((await lines(b, range)).list.map((l) => l.amount)).toEqual(['7.77']);
  });

  it('files lines posted by the platform under their entry kind and time (copied when posted)', async () => {
    const member = await signedInMember(fx);
    await creditMember(fx.db, { memberId: String(member.memberId), amount: 4_200n, idempotencyKey: `records-credit:${member.memberId}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING', reference: 'REF-42' });
    const [entry] = await fx.db.query<{ created_at: Date }>("SELECT created_at FROM journal_entries WHERE idempotency_key = $1", [`records-credit:${member.memberId}`]);
    const today = siteDay(entry!.created_at, DEFAULT_SITE_TIME_ZONE);
    const page = await lines(member, { startDate: today, endDate: today });
    expect(page.list.map((l) => [l.kind, l.amount, l.reference, l.createdAt])).toEqual([['OPS_CREDIT', '42.00', 'REF-42', entry!.created_at.toISOString()]]);
    // The database function of the seamless wallet posts lines too; they get the same facts.
    const [house] = await fx.db.query<{ id: string }>("SELECT id::text AS id FROM ledger_accounts WHERE code = 'HOUSE'");
    const [wallet] = await fx.db.query<{ id: string }>("SELECT id::text AS id FROM ledger_accounts WHERE member_id = $1", [member.memberId]);
    await fx.db.query("SELECT ledger_post_transfer($1, 'SEAMLESS_BET', $2::bigint, $3::bigint, 200)", [`records-bet:${member.memberId}`, wallet!.id, house!.id]);
    const copied = await fx.db.query<{ member_id: string | null; kind: string }>(
      "SELECT member_id::text AS member_id, l.kind FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE e.idempotency_key = $1 ORDER BY l.account_id",
      [`records-bet:${member.memberId}`],
    );
    expect(copied.map((l) => l.kind)).toEqual(['SEAMLESS_BET', 'SEAMLESS_BET']);
    expect(copied.map((l) => l.member_id).sort()).toEqual([String(member.memberId), null].sort());
    expect((await lines(member, { startDate: today, endDate: today, kind: 'SEAMLESS_BET' })).list.map((l) => l.amount)).toEqual(['-2.00']);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
  it('counts a new line at once, though a count of the same filter is kept between pages', async () => {
    const member = await signedInMember(fx);
    const range = { startDate: '2025-07-01', endDate: '2025-07-02' };
    for (let i = 0; i < 15; i += 1) await postEntryAt(fx.db, { memberId: member.memberId, kind: 'BONUS', amount: 100, at: '2025-07-01T08:00:00Z' });
    expect(await lines(member, range)).toMatchObject({ totalCount: 15, totalPages: 1 });
    // Kept: the same filter asked again moves nothing.
    expect(await lines(member, { ...range, pageNo: 2 })).toMatchObject({ pageNo: 1, totalCount: 15 });
    await postEntryAt(fx.db, { memberId: member.memberId, kind: 'BONUS', amount: 100, at: '2025-07-02T08:00:00Z' });
    const second = await lines(member, { ...range, pageNo: 2 });
    expect(second).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: 16 });
    expect(second.list).toHaveLength(1);
    // A line of another member's wallet changes nothing here.
    await postEntryAt(fx.db, { memberId: (await signedInMember(fx)).memberId, kind: 'BONUS', amount: 100, at: '2025-07-01T09:00:00Z' });
    expect(await lines(member, range)).toMatchObject({ totalCount: 16 });
  });
});

describe('personal profit and loss', () => {
  it('sums the daily rollups by day and game type with a totals row', async () => {
    const member = await signedInMember(fx);
    await insertRound(fx.db, { memberId: member.memberId, startedAt: '2025-06-01T01:00:00Z', gameType: 'RNG', stake: 1_000, win: 3_000 });
    await insertRound(fx.db, { memberId: member.memberId, startedAt: '2025-06-01T02:00:00Z', gameType: 'RNG', stake: 1_000 });
    await insertRound(fx.db, { memberId: member.memberId, startedAt: '2025-06-01T03:00:00Z', gameType: 'FISH', stake: 500, win: 100 });
    await insertRound(fx.db, { memberId: member.memberId, startedAt: '2025-06-02T03:00:00Z', gameType: 'LIVE', stake: 2_000, win: 4_000 });
    await insertRound(fx.db, { memberId: member.memberId, startedAt: '2025-06-03T03:00:00Z', gameType: 'LIVE', stake: 9_900 });
    const page = await profit(member, { startDate: '2025-06-01', endDate: '2025-06-02' });
    expect(page.list.map((r) => [r.day, r.gameType, r.rounds, r.validBet, r.win, r.profit])).toEqual([
      ['2025-06-02', 'LIVE', 1, '20.00', '40.00', '20.00'],
      ['2025-06-01', 'FISH', 1, '5.00', '1.00', '-4.00'],
      ['2025-06-01', 'RNG', 2, '20.00', '30.00', '10.00'],
    ]);
    expect(page.totals).toEqual({ rounds: 4, validBet: '45.00', win: '71.00', profit: '26.00' });
    expect((await profit(await signedInMember(fx), { startDate: '2025-06-01', endDate: '2025-06-02' })).list).toEqual([]);
  });
});

describe('refusals', () => {
  const urls = ['/wps/member/records/bets', '/wps/member/records/transactions', '/wps/member/records/profit-loss', '/wps/member/records/bonuses'];

  it.each(urls)('%s refuses bad dates, ranges, pages and unknown fields, naming the field', async (url) => {
    const member = await signedInMember(fx);
    const refused = async (params: Record<string, string | number | undefined>, field: string) =>
      expectRefused(await getAs(fx, `${url}?${query(params)}`, member), 400, 'VALIDATION', field);
    await refused({ endDate: '2025-03-01' }, 'startDate');
    await refused({ startDate: '2025-3-1', endDate: '2025-03-01' }, 'startDate');
    await refused({ startDate: '2025-02-30', endDate: '2025-03-01' }, 'startDate');
    await refused({ startDate: '2025-03-01', endDate: '<script>' }, 'endDate');
    await refused({ startDate: '2025-03-02', endDate: '2025-03-01' }, 'startDate');
    await refused({ startDate: '2025-01-01', endDate: '2025-04-03' }, 'endDate');
    await refused({ ...MARCH, pageNo: 0 }, 'pageNo');
    await refused({ ...MARCH, pageNo: 'two' }, 'pageNo');
    await refused({ ...MARCH, pageNo: 1.5 }, 'pageNo');
    // 92 days is the longest range.
    const longest = await getAs(fx, `${url}?${query({ startDate: '2025-01-01', endDate: '2025-04-02' })}`, member);
    expect(longest.statusCode).toBe(200);
    expect(MAX_RANGE_DAYS).toBe(92);
  });

  it('refuses unknown kinds, game types and vendors', async () => {
    const member = await signedInMember(fx);
    expectRefused(await getAs(fx, `/wps/member/records/transactions?${query({ ...MARCH, kind: 'NOPE' })}`, member), 400, 'VALIDATION', 'kind');
    expectRefused(await getAs(fx, `/wps/member/records/bets?${query({ ...MARCH, gameType: 'CHESS' })}`, member), 400, 'VALIDATION', 'gameType');
    expectRefused(await getAs(fx, `/wps/member/records/bets?${query({ ...MARCH, vendor: "x' OR 1=1" })}`, member), 400, 'VALIDATION', 'vendor');
  });

  it.each(urls)('%s needs a real account', async (url) => {
    expectRefused(await getAs(fx, `${url}?${query(MARCH)}`), 401, 'SESSION_INVALID');
    expectRefused(await getAs(fx, `${url}?${query(MARCH)}`, await signedInMember(fx, { trial: true })), 403, 'NEED_REAL_ACCOUNT');
  });
});
