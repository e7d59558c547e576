import {
  JOIN_APPLICATIONS_PER_ADDRESS,
  JoinAppliedSchema,
  JoinInfoSchema,
  OpsJoinDecidedSchema,
  OpsJoinListSchema,
  recruitmentEndpoints as calls,
} from '@site/shared/contract/agents/recruitment';
import { expectRefused, getAs, signedInMember, valueOf } from '../games/game-test-support';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

let serial = 0;
const next = () => (serial += 1);
/** Each test applies from addresses of its own, so the per-address limit is the one test's. */
const address = () => `198.51.100.${next()}`;

const APPLICATION = { name: 'Nguyen Van A', contact: '+84 912 000 111', channel: 'ZALO', teamSize: 25, remark: 'I run a cafe with regulars' };

const apply = (body: Record<string, unknown>, remoteAddress = address()) =>
  fx.call({ method: 'POST', url: calls.joinApply.path, payload: body, remoteAddress, headers: { language: 'vi' } });
const applied = async (body: Record<string, unknown> = APPLICATION) => valueOf(await apply(body), JoinAppliedSchema).applicationNo;
const applicationCount = async () => (await fx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM agent_applications'))[0]!.count;

const opsPost = (url: string, payload: Record<string, unknown>) => fx.call({ method: 'POST', url, operator: true, headers: { 'x-operator': 'join.tester' }, payload });
const approve = (id: number, account: string, reference = `join-approve-${next()}`, upline = 'demoagent') =>
  opsPost(calls.opsJoinApprove.path.replace(':id', String(id)), { reference, account, upline });
const reject = (id: number, reason = 'No experience yet') => opsPost(calls.opsJoinReject.path.replace(':id', String(id)), { reference: `join-reject-${next()}`, reason });

describe('/join: how contracts pay', () => {
  it('computes every figure from the live contract settings: a changed ceiling changes the page', async () => {
    const before = valueOf(await getAs(fx, calls.joinInfo.path), JoinInfoSchema);
    const daily = before.kinds.find((kind) => kind.kind === 'DAILY_SALARY')!;
    const [row] = await fx.db.query<{ max_rate: number }>(`SELECT max_rate FROM agent_contract_kinds WHERE kind = 'DAILY_SALARY'`);
    expect(Math.round(Number(daily.maxRate) * 100)).toBe(row!.max_rate);
    expect(Number(daily.example.amount)).toBeCloseTo((Number(daily.example.base) * Number(daily.maxRate)) / 100, 2);

    await fx.db.query(`UPDATE agent_contract_kinds SET max_rate = 37, enabled = false WHERE kind = 'DAILY_SALARY'`);
    await fx.db.query(`UPDATE agent_settlement_settings SET active_member_valid_bet = 123400`);
    try {
      const after = valueOf(await getAs(fx, calls.joinInfo.path), JoinInfoSchema);
      expect(after.kinds.find((kind) => kind.kind === 'DAILY_SALARY')).toMatchObject({ enabled: false, maxRate: '0.37', example: { base: '100000.00', rate: '0.37', amount: '370.00' } });
      expect(after.activeMemberBet).toBe('1234.00');
    } finally {
      await fx.db.query(`UPDATE agent_contract_kinds SET max_rate = $1, enabled = true WHERE kind = 'DAILY_SALARY'`, [row!.max_rate]);
      await fx.db.query(`UPDATE agent_settlement_settings SET active_member_valid_bet = 50000`);
    }
  });
});

describe('/join: the application form', () => {
  it('files an application for the operator, in the language it was sent in', async () => {
    const id = await applied();
    const [row] = await fx.db.query<{ status: string; language: string; remark: string }>('SELECT status, language, remark FROM agent_applications WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'PENDING', language: 'vi', remark: APPLICATION.remark });
  });

  it('refuses a 141-character remark (140 is fine) and writes nothing', async () => {
    const before = await applicationCount();
    expectRefused(await apply({ ...APPLICATION, remark: 'x'.repeat(141) }), 400, 'VALIDATION', 'remark');
    expectRefused(await apply({ ...APPLICATION, name: '<b>x</b>' }), 400, 'VALIDATION', 'name');
    expectRefused(await apply({ ...APPLICATION, channel: 'PIGEON' }), 400, 'VALIDATION', 'channel');
    expectRefused(await apply({ ...APPLICATION, teamSize: 0 }), 400, 'VALIDATION', 'teamSize');
    expect(await applicationCount()).toBe(before);
    await applied({ ...APPLICATION, remark: 'x'.repeat(140) });
    expect(await applicationCount()).toBe(before + 1);
  });

  it(`takes ${JOIN_APPLICATIONS_PER_ADDRESS} applications a day from one address, also when they arrive at once, and writes nothing past that`, async () => {
    const from = address();
    const before = await applicationCount();
    const answers = await Promise.all(Array.from({ length: JOIN_APPLICATIONS_PER_ADDRESS + 2 }, () => apply(APPLICATION, from)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(JOIN_APPLICATIONS_PER_ADDRESS);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) expectRefused(refused, 429, 'TOO_MANY_ATTEMPTS');
    expect(await applicationCount()).toBe(before + JOIN_APPLICATIONS_PER_ADDRESS);
    // Another address is not held back.
    expect((await apply(APPLICATION)).statusCode).toBe(200);
  });
});

describe("/join: the operator's queue", () => {
  it('refuses a member token on every /ops join call', async () => {
    const member = await signedInMember(fx);
    const id = await applied();
    for (const [method, url] of [
      ['GET', calls.opsJoinApplications.path],
      ['POST', calls.opsJoinApprove.path.replace(':id', String(id))],
      ['POST', calls.opsJoinReject.path.replace(':id', String(id))],
    ] as const) {
      const response = await fx.call({ method, url, headers: { authorization: member.token }, payload: method === 'POST' ? { reference: `m-${next()}`, account: 'sneaky1', upline: 'demoagent', reason: 'x' } : undefined });
      expect(response.statusCode).toBe(401);
    }
    const [row] = await fx.db.query<{ status: string }>('SELECT status FROM agent_applications WHERE id = $1', [id]);
    expect(row!.status).toBe('PENDING');
    expect(await fx.db.query(`SELECT 1 FROM members WHERE account = 'sneaky1'`)).toHaveLength(0);
  });

  it('approval opens exactly one agent under the upline, through the register centre: two approvals at once make one', async () => {
    const id = await applied();
    const account = `ja${process.pid % 1000}x${next()}`;
    const answers = await Promise.all([approve(id, account), approve(id, account)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = valueOf(answers.find((answer) => answer.statusCode === 200)!, OpsJoinDecidedSchema);
    expectRefused(answers.find((answer) => answer.statusCode === 409)!, 409, 'JOIN_ALREADY_DECIDED', 'id');
    expect(winner).toMatchObject({ replayed: false, application: { status: 'APPROVED', account, decidedBy: 'join.tester' } });
    expect(winner.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);

    const agents = await fx.db.query<{ type: number; upline: string; must_change_password: boolean }>(
      `SELECT m.type::int AS type, u.account AS upline, m.must_change_password FROM members m JOIN members u ON u.id = m.upline_id WHERE lower(m.account) = lower($1)`,
      [account],
    );
    expect(agents).toEqual([{ type: 2, upline: 'demoagent', must_change_password: true }]);
    const inTree = await fx.db.query(
      `SELECT 1 FROM member_tree t JOIN members a ON a.id = t.ancestor_id JOIN members d ON d.id = t.descendant_id WHERE a.account = 'demoagent' AND lower(d.account) = lower($1)`,
      [account],
    );
    expect(inTree.length).toBe(1);

    const listed = valueOf(await fx.call({ method: 'GET', url: `${calls.opsJoinApplications.path}?status=APPROVED`, operator: true }), OpsJoinListSchema);
    expect(listed.list.find((application) => application.id === id)).toMatchObject({ account, status: 'APPROVED' });
  });

  it('replays the same approval reference without a second agent, and refuses another decision on a decided application', async () => {
    const id = await applied();
    const account = `jr${process.pid % 1000}x${next()}`;
    const reference = `join-approve-replay-${next()}`;
    expect(valueOf(await approve(id, account, reference), OpsJoinDecidedSchema).replayed).toBe(false);
    const again = valueOf(await approve(id, account, reference), OpsJoinDecidedSchema);
    expect(again).toMatchObject({ replayed: true, temporaryPassword: null });
    expect(await fx.db.query('SELECT 1 FROM members WHERE lower(account) = lower($1)', [account])).toHaveLength(1);
    expectRefused(await reject(id), 409, 'JOIN_ALREADY_DECIDED', 'id');
  });

  it("judges approval by the register centre's rules: a taken name, a bad name or an upline that is no agent open nothing", async () => {
    const id = await applied();
    const member = await signedInMember(fx);
    const taken = await approve(id, 'demoplayer');
    expectRefused(taken, 409, 'ACCOUNT_EXISTS');
    expect(taken.json()).toMatchObject({ field: 'account' });
    expectRefused(await approve(id, `ok${next()}x`, undefined, member.account), 400, 'VALIDATION', 'upline');
    expectRefused(await approve(id, 'a b'), 400, 'VALIDATION', 'account');
    const [row] = await fx.db.query<{ status: string }>('SELECT status FROM agent_applications WHERE id = $1', [id]);
    expect(row!.status).toBe('PENDING');
  });

  it('rejects with a reason; a rejected application cannot then be approved', async () => {
    const id = await applied();
    expect(valueOf(await reject(id, 'Area already covered'), OpsJoinDecidedSchema).application).toMatchObject({ status: 'REJECTED', decisionNote: 'Area already covered' });
    expectRefused(await approve(id, `late${next()}x`), 409, 'JOIN_ALREADY_DECIDED', 'id');
    expectRefused(await approve(999_999_999, `nobody${next()}x`), 404, 'NOT_FOUND', 'id');
  });
});
