/**
 * GET /wps/agent/team/members: direct and all levels, drill-down, prefix search, paging and the
 * fields of each row, from member_tree in one query per page.
 */
import { okEnvelope } from '../../http/schemas';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { TeamMembersValueSchema, type TeamMember } from '@site/shared/contract/agents';
import { asMember, envelope, insertAgent, insertTestMember, uniqueAccount, type TestMember } from './team-test-kit';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const list = (agent: TestMember, query = '') => fx.call({ method: 'GET', url: `/wps/agent/team/members${query}`, headers: asMember(agent) });
const page = async (agent: TestMember, query = '') => {
  const response = await list(agent, query);
  expect(response.statusCode).toBe(200);
  return okEnvelope(TeamMembersValueSchema).parse(response.json()).value;
};
const accounts = (rows: TeamMember[]) => rows.map((row) => row.account);

describe('the team list', () => {
  let top: TestMember;
  let sub: TestMember;
  let player: TestMember;
  let deep: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    top = await insertAgent(fx);
    sub = await insertTestMember(fx, { upline: top, type: 2, money: 12_345n });
    player = await insertTestMember(fx, { upline: top });
    deep = await insertTestMember(fx, { upline: sub, status: 'FROZEN' });
    other = await insertTestMember(fx, { upline: await insertAgent(fx) });
    await fx.db.query("UPDATE members SET nickname = 'Sub', last_login_at = '2026-03-01T10:00:00Z' WHERE id = $1::bigint", [sub.id]);
  });

  it('lists direct downlines by default, with their balance, status, last login, registration and direct downlines', async () => {
    const value = await page(top);
    expect(value).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 2 });
    expect(accounts(value.list)).toEqual([sub.account, player.account]);
    expect(value.list[0]).toEqual({
      account: sub.account,
      nickname: 'Sub',
      type: 2,
      isAgent: true,
      level: 1,
      uplineAccount: top.account,
      balance: '123.45',
      status: 'ACTIVE',
      lastLoginAt: '2026-03-01T10:00:00.000Z',
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      directDownlines: 1,
    });
    expect(value.list[1]).toMatchObject({ isAgent: false, balance: '0.00', lastLoginAt: null, directDownlines: 0 });
  });

  it('lists every level with scope=all, counting levels from the caller', async () => {
    const value = await page(top, '?scope=all');
    expect(value.list.map((row) => [row.account, row.level, row.uplineAccount, row.status])).toEqual([
      [sub.account, 1, top.account, 'ACTIVE'],
      [player.account, 1, top.account, 'ACTIVE'],
      [deep.account, 2, sub.account, 'FROZEN'],
    ]);
    expect(accounts(value.list)).not.toContain(other.account);
  });

  it("drills into a downline: its direct downlines, levels still counted from the caller, in any case of the account", async () => {
    const value = await page(top, `?parentAccount=${sub.account.toUpperCase()}`);
    expect(value.list.map((row) => [row.account, row.level])).toEqual([[deep.account, 2]]);
    // A sub-agent sees the same member as its own level 1.
    expect((await page(sub)).list.map((row) => [row.account, row.level])).toEqual([[deep.account, 1]]);
  });

  it('refuses to drill into a member outside the team, the caller itself or an unknown account alike: 404 AGENT_NOT_IN_TEAM', async () => {
    for (const account of [other.account, top.account, 'nobodyatall']) {
      const response = await list(top, `?parentAccount=${account}`);
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ success: false, errorCode: 'AGENT_NOT_IN_TEAM', field: 'parentAccount' });
    }
    // From below: a sub-agent cannot look at its upline's other members.
    expect(envelope(await list(sub, `?parentAccount=${player.account}`)).errorCode).toBe('AGENT_NOT_IN_TEAM');
  });

  it('searches by account prefix without case, matching % and _ literally', async () => {
    const agent = await insertAgent(fx);
    const stem = uniqueAccount('s').slice(0, 10);
    const named = async (suffix: string) => (await insertTestMember(fx, { upline: agent, account: `${stem}${suffix}` })).account;
    const abc = await named('abc');
    const abd = await named('abd');
    const underscore = await named('_x');
    await named('zz');
    expect(accounts((await page(agent, `?search=${stem.toUpperCase()}AB`)).list)).toEqual([abc, abd]);
    expect(accounts((await page(agent, `?search=${stem}_`)).list)).toEqual([underscore]);
    expect((await page(agent, `?search=${stem}%25`)).totalCount).toBe(0);
    expect((await page(agent, `?search=${stem}`)).totalCount).toBe(4);
  });

  it('pages by 15, answers the last page for a page past the end, and an empty team as one empty page', async () => {
    const agent = await insertAgent(fx);
    const created: string[] = [];
    for (let i = 0; i < 17; i += 1) created.push((await insertTestMember(fx, { upline: agent })).account);
    const first = await page(agent);
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 17 });
    expect(accounts(first.list)).toEqual(created.slice(0, 15));
    const second = await page(agent, '?pageNo=2');
    expect(accounts(second.list)).toEqual(created.slice(15));
    expect(await page(agent, '?pageNo=9')).toEqual(second);
    expect(await page(await insertAgent(fx))).toEqual({ list: [], pageNo: 1, totalPages: 1, totalCount: 0 });
  });

  it('reads a page of the team in one database query, whatever the page size', async () => {
    const agent = await insertAgent(fx);
    for (let i = 0; i < 15; i += 1) await insertTestMember(fx, { upline: (await insertTestMember(fx, { upline: agent, type: 2 })) });
    const query = jest.spyOn(fx.db, 'query');
    try {
      const value = await page(agent, '?scope=all');
      expect(value.list).toHaveLength(15);
      const teamQueries = query.mock.calls.filter(([sql]) => /member_tree/.test(String(sql)));
      expect(teamQueries).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses bad input naming the field', async () => {
    for (const [query, field] of [
      ['?scope=everyone', 'scope'],
      ['?pageNo=0', 'pageNo'],
      [`?search=${'a'.repeat(65)}`, 'search'],
      ['?parentAccount=', 'parentAccount'],
    ] as const) {
      const response = await list(top, query);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, errorCode: 'VALIDATION', field });
    }
  });
});
