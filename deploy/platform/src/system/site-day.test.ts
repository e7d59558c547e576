/**
 * The site day is the brand's time zone (here the default, Asia/Ho_Chi_Minh, UTC+7), not UTC: a bet
 * at 06:43 in Vietnam (23:43 UTC the day before) is that day's in the betting record, the daily
 * rollup and the agent's "today"; daily limits restart at the site's midnight; a server configured
 * with another zone than the database's days refuses to start unless told to file them again.
 */
import { addDays, DEFAULT_SITE_TIME_ZONE, siteDay, siteDayStart } from '@site/shared/contract';
import { AgentOverviewSchema, agentsEndpoints, type AgentOverview } from '@site/shared/contract/agents';
import { BettingRecordValueSchema, recordsEndpoints, type BettingRecordValue } from '@site/shared/contract/member';
import { issueSession } from '../accounts/session-auth';
import { insertMember } from '../agents/settlement/settlement-test-kit';
import { getAs, type TestMember } from '../games/game-test-support';
import { insertRound, postEntryAt, query, valueOf } from '../records/records-test-support';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { sentToday } from '../wallets/upline-transfer';
import { reconcile } from '../wallet/reconcile';
import { configuredSiteTimeZone, settleSiteTimeZone, siteTimeZone } from './site-day';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

/** A member (or with type 1 a top agent) with a session, placed under `upline`. */
async function member(options: { type?: number; upline?: TestMember } = {}): Promise<TestMember> {
  const id = await insertMember(fx.db, { type: options.type, upline: options.upline ? String(options.upline.memberId) : null });
  const [row] = await fx.db.query<{ account: string }>('SELECT account FROM members WHERE id = $1::bigint', [id]);
  return { memberId: Number(id), token: await issueSession(fx.db, id), account: row!.account };
}

const bets = async (as: TestMember, day: string) =>
  BettingRecordValueSchema.parse(valueOf<BettingRecordValue>(await getAs(fx, `${recordsEndpoints.bettingRecord.path}?${query({ startDate: day, endDate: day })}`, as)));

const rollupDays = async (memberId: number) =>
  (await fx.db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM member_daily_rollups WHERE member_id = $1 ORDER BY day`, [memberId])).map((r) => r.day);

it('runs in the default zone unless configured, and refuses a zone name it does not know', () => {
  expect(siteTimeZone()).toBe(DEFAULT_SITE_TIME_ZONE);
  expect(configuredSiteTimeZone({})).toBe('Asia/Ho_Chi_Minh');
  expect(configuredSiteTimeZone({ SITE_TIME_ZONE: ' UTC ' })).toBe('UTC');
  expect(() => configuredSiteTimeZone({ SITE_TIME_ZONE: 'Asia/Saigon_City' })).toThrow("SITE_TIME_ZONE must be an IANA time zone such as Asia/Ho_Chi_Minh or UTC, not 'Asia/Saigon_City'");
});

it("files a bet at 06:43 in Vietnam (23:43 UTC the day before) under that day's betting record and rollup", async () => {
  const player = await member();
  await insertRound(fx.db, { memberId: player.memberId, startedAt: '2026-11-27T23:43:00Z', stake: 12_300 });

  const thatDay = await bets(player, '2026-11-28');
  expect(thatDay.list.map((bet) => [bet.startedAt, bet.stake])).toEqual([['2026-11-27T23:43:00.000Z', '123.00']]);
  expect(thatDay.totals).toMatchObject({ validBet: '123.00' });
  const dayBefore = await bets(player, '2026-11-27');
  expect(dayBefore.list).toEqual([]);
  expect(dayBefore.totals).toMatchObject({ validBet: '0.00' });
  expect(await rollupDays(player.memberId)).toEqual(['2026-11-28']);
});

it("counts in the agent's today a bet made just after the site's midnight, which is still yesterday in UTC", async () => {
  const agent = await member({ type: 1 });
  const player = await member({ upline: agent });
  const today = siteDay(new Date(), DEFAULT_SITE_TIME_ZONE);
  const justAfterMidnight = new Date(siteDayStart(today, DEFAULT_SITE_TIME_ZONE).getTime() + 60_000);
  await insertRound(fx.db, { memberId: player.memberId, startedAt: justAfterMidnight.toISOString(), stake: 4_500 });
  // And one a minute before the site's midnight: yesterday's.
  await insertRound(fx.db, { memberId: player.memberId, startedAt: new Date(justAfterMidnight.getTime() - 120_000).toISOString(), stake: 700 });

  const overview = AgentOverviewSchema.parse(valueOf<AgentOverview>(await getAs(fx, agentsEndpoints.overview.path, agent)));
  expect(overview).toMatchObject({ startDate: today, endDate: today, validBet: '45.00', newRegistrations: 1 });
  const yesterday = AgentOverviewSchema.parse(valueOf<AgentOverview>(await getAs(fx, `${agentsEndpoints.overview.path}?${query({ period: 'yesterday' })}`, agent)));
  expect(yesterday).toMatchObject({ startDate: addDays(today, -1), validBet: '7.00', newRegistrations: 0 });
});

it("restarts the daily transfer limit at the site's midnight", async () => {
  const upline = await member({ type: 1 });
  const sender = await member({ upline });
  const midnight = siteDayStart(siteDay(new Date(), DEFAULT_SITE_TIME_ZONE), DEFAULT_SITE_TIME_ZONE).getTime();
  const sentAt = async (at: number, amount: number, requestId: string) => {
    const { entryId } = await postEntryAt(fx.db, { memberId: sender.memberId, kind: 'UPLINE_TRANSFER', amount: 1, at: new Date(at).toISOString() });
    await fx.db.query(
      `INSERT INTO upline_transfers (reference, member_id, upline_id, request_id, amount, entry_id, created_at)
       VALUES ('UT' || $1::text, $2::bigint, $3::bigint, $4, $5::bigint, $6::bigint, $7::timestamptz)`,
      [entryId, sender.memberId, upline.memberId, requestId, amount, entryId, new Date(at).toISOString()],
    );
  };
  await sentAt(midnight - 60_000, 10_000, 'before-midnight');
  await sentAt(midnight + 60_000, 2_500, 'after-midnight');
  expect(await sentToday(fx.db, String(sender.memberId))).toBe(2_500n);
  expect((await reconcile(fx.db)).consistent).toBe(true);
});

it("refuses a server whose zone differs from the database's days, and files them again when told to", async () => {
  const player = await member();
  await insertRound(fx.db, { memberId: player.memberId, startedAt: '2026-10-01T23:43:00Z', stake: 1_000 });
  expect(await rollupDays(player.memberId)).toEqual(['2026-10-02']);
  // A reward credit of the same moment: its rewards rollup follows the zone too.
  const { entryId } = await postEntryAt(fx.db, { memberId: player.memberId, kind: 'REWARD', amount: 500, at: '2026-10-01T23:43:00Z' });
  await fx.db.query(`INSERT INTO member_bonuses (member_id, source, reference, amount, entry_id, created_at) VALUES ($1::bigint, 'REBATE', $2, 500, $3::bigint, '2026-10-01T23:43:00Z')`, [
    String(player.memberId),
    `zone-${player.memberId}`,
    entryId,
  ]);
  const rewardDays = async () =>
    (await fx.db.query<{ day: string }>(`SELECT day::text AS day FROM member_daily_rewards WHERE member_id = $1::bigint AND rebate > 0`, [player.memberId])).map((row) => row.day);
  expect(await rewardDays()).toEqual(['2026-10-02']);

  await expect(settleSiteTimeZone(fx.db, { SITE_TIME_ZONE: 'UTC' })).rejects.toThrow(
    "SITE_TIME_ZONE is UTC but this database's days (rollups, reports, limits) are Asia/Ho_Chi_Minh. Start with SITE_TIME_ZONE=Asia/Ho_Chi_Minh, or to move the site to UTC stop every server and start one with SITE_TIME_ZONE_REBUCKET=1.",
  );
  expect(await rollupDays(player.memberId)).toEqual(['2026-10-02']);
  expect(siteTimeZone()).toBe(DEFAULT_SITE_TIME_ZONE);

  expect(await settleSiteTimeZone(fx.db, { SITE_TIME_ZONE: 'UTC', SITE_TIME_ZONE_REBUCKET: '1' })).toBe('UTC');
  expect(siteTimeZone()).toBe('UTC');
  expect(await rollupDays(player.memberId)).toEqual(['2026-10-01']);
  expect(await rewardDays()).toEqual(['2026-10-01']);
  // The team's rollup and registrations follow (an agent's sums are its members' sums, by day).
  const [team] = await fx.db.query<{ bad: number }>(
    `SELECT count(*)::int AS bad FROM (
       SELECT t.ancestor_id, r.day, t.depth, r.game_type, sum(r.valid_bet) AS valid_bet FROM member_daily_rollups r
       JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1 WHERE r.ledger = 'REAL' GROUP BY 1, 2, 3, 4
     ) expected FULL JOIN team_daily_rollups actual
       ON actual.agent_id = expected.ancestor_id AND actual.day = expected.day AND actual.depth = expected.depth AND actual.game_type = expected.game_type
     WHERE actual.valid_bet IS DISTINCT FROM expected.valid_bet AND NOT (expected.valid_bet IS NULL AND actual.valid_bet = 0)`,
  );
  expect(team!.bad).toBe(0);

  // Back, as a server started again with the default zone and the same instruction would.
  expect(await settleSiteTimeZone(fx.db, { SITE_TIME_ZONE_REBUCKET: '1' })).toBe(DEFAULT_SITE_TIME_ZONE);
  expect(await rollupDays(player.memberId)).toEqual(['2026-10-02']);
  expect(await rewardDays()).toEqual(['2026-10-02']);
});
