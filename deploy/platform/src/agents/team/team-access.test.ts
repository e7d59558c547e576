/**
 * Who may call the team routes: agents only (a member, a trial account and a caller without a
 * session are refused before anything is read or written), and an agent only on its own team
 * (every account or code it names from elsewhere is 404 AGENT_NOT_IN_TEAM, as for one that does
 * not exist). Bad input on every call is a 4xx naming the field and writes nothing.
 */
import type { InjectOptions } from 'fastify';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { agentCall, asMember, envelope, insertAgent, insertTestMember, PAYMENT_PASSWORD, teamWriteCounts, uniqueAccount, type TestMember } from './team-test-kit';

let fx: PlatformFixture;
let agent: TestMember;
let downline: TestMember;
let stranger: TestMember;
let strangersMember: TestMember;
let strangersCode: string;

beforeAll(async () => {
  fx = await createPlatformFixture();
  agent = await insertAgent(fx, { money: 100_000n, paymentPassword: true });
  downline = await insertTestMember(fx, { upline: agent, type: 2 });
  stranger = await insertAgent(fx, { money: 100_000n, paymentPassword: true });
  strangersMember = await insertTestMember(fx, { upline: stranger });
  const created = await fx.call({ method: 'POST', url: '/wps/agent/invitations', headers: asMember(stranger), payload: { accountType: 'MEMBER' } });
  strangersCode = envelope<{ invitation: { code: string } }>(created).value.invitation.code;
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

let serial = 0;
const requestId = () => `acc-${process.pid}-${(serial += 1)}`;

/** One call of every team route, valid for `agent`. */
const CALLS: [string, () => InjectOptions][] = [
  ['list the team', () => ({ method: 'GET', url: '/wps/agent/team/members' })],
  ['drill into a downline', () => ({ method: 'GET', url: `/wps/agent/team/members?parentAccount=${downline.account}` })],
  ['create a downline', () => ({ method: 'POST', url: '/wps/agent/team/members', payload: { account: uniqueAccount('c'), password: 'abc12345', confirmPassword: 'abc12345', accountType: 'MEMBER' } })],
  ['list invitations', () => ({ method: 'GET', url: '/wps/agent/invitations' })],
  ['create an invitation', () => ({ method: 'POST', url: '/wps/agent/invitations', payload: { accountType: 'AGENT' } })],
  ['delete an invitation', () => ({ method: 'DELETE', url: '/wps/agent/invitations/ABCDEFGH' })],
  ['transfer to a downline', () => ({ method: 'POST', url: '/wps/agent/team/transfer', payload: { account: downline.account, amount: '1', paymentPassword: PAYMENT_PASSWORD, requestId: requestId() } })],
  ['read the notices', () => ({ method: 'GET', url: '/wps/agent/notices' })],
];

describe('agents only', () => {
  it.each(CALLS)('%s: a member and a trial account get 403 FORBIDDEN, no session 401, and nothing is written', async (_name, call) => {
    const member = await insertTestMember(fx, { upline: agent, money: 10_000n, paymentPassword: true });
    const trial = await insertTestMember(fx, { type: 4 });
    const before = await teamWriteCounts(fx);
    for (const who of [member, trial]) {
      const response = await agentCall(fx, { ...call(), headers: asMember(who) });
      expect({ status: response.statusCode, code: envelope(response).errorCode }).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
    const anonymous = await agentCall(fx, call());
    expect({ status: anonymous.statusCode, code: envelope(anonymous).errorCode }).toEqual({ status: 401, code: 'SESSION_INVALID' });
    expect(await teamWriteCounts(fx)).toEqual(before);
  });

  it('a frozen agent is refused too', async () => {
    const frozen = await insertAgent(fx);
    await fx.db.query("UPDATE members SET status = 'FROZEN' WHERE id = $1::bigint", [frozen.id]);
    const response = await fx.call({ ...CALLS[0]![1](), headers: asMember(frozen) });
    expect({ status: response.statusCode, code: envelope(response).errorCode }).toEqual({ status: 403, code: 'ACCOUNT_FROZEN' });
  });

  it.each(CALLS)('%s: the agent itself is answered', async (_name, call) => {
    const response = await agentCall(fx, { ...call(), headers: asMember(agent) });
    // Deleting a code the agent does not hold is the one refusal here: it is someone else's or nobody's.
    if (call().method === 'DELETE') expect(envelope(response).errorCode).toBe('AGENT_NOT_IN_TEAM');
    else expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  });
});

describe("another agent's team", () => {
  it('is 404 AGENT_NOT_IN_TEAM for every account and code it names, exactly as for ones that do not exist, and nothing moves', async () => {
    const before = await teamWriteCounts(fx);
    const named: [string, InjectOptions, string][] = [];
    for (const account of [strangersMember.account, stranger.account, agent.account, 'nosuchmember']) {
      named.push([account, { method: 'GET', url: `/wps/agent/team/members?parentAccount=${account}` }, 'parentAccount']);
      named.push([
        account,
        { method: 'POST', url: '/wps/agent/team/transfer', payload: { account, amount: '1', paymentPassword: PAYMENT_PASSWORD, requestId: requestId() } },
        'account',
      ]);
    }
    for (const code of [strangersCode, 'DEMOAGENT', 'NOSUCH12']) named.push([code, { method: 'DELETE', url: `/wps/agent/invitations/${code}` }, 'code']);
    for (const [target, call, field] of named) {
      const response = await agentCall(fx, { ...call, headers: asMember(agent) });
      expect({ target, status: response.statusCode, ...envelope(response) }).toMatchObject({ target, status: 404, success: false, errorCode: 'AGENT_NOT_IN_TEAM', field });
    }
    expect(await teamWriteCounts(fx)).toEqual(before);
    // The stranger's own view of its team and codes is unchanged.
    const codes = envelope<{ list: { code: string }[] }>(await fx.call({ method: 'GET', url: '/wps/agent/invitations', headers: asMember(stranger) })).value.list;
    expect(codes.map((row) => row.code)).toEqual([strangersCode]);
  });

  it("lists only the caller's own team: a sub-agent never sees its upline or siblings", async () => {
    const list = envelope<{ list: { account: string }[] }>(
      await fx.call({ method: 'GET', url: '/wps/agent/team/members?scope=all', headers: asMember(downline) }),
    ).value.list;
    expect(list.map((row) => row.account)).not.toContain(agent.account);
    const search = envelope<{ totalCount: number }>(
      await fx.call({ method: 'GET', url: `/wps/agent/team/members?scope=all&search=${strangersMember.account}`, headers: asMember(agent) }),
    ).value;
    expect(search.totalCount).toBe(0);
  });
});

describe('bad input', () => {
  const BAD: [string, InjectOptions, string][] = [
    ['unknown scope', { method: 'GET', url: '/wps/agent/team/members?scope=x' }, 'scope'],
    ['page 0', { method: 'GET', url: '/wps/agent/team/members?pageNo=0' }, 'pageNo'],
    ['no account', { method: 'POST', url: '/wps/agent/team/members', payload: { password: 'abc12345', confirmPassword: 'abc12345', accountType: 'MEMBER' } }, 'account'],
    ['no password', { method: 'POST', url: '/wps/agent/team/members', payload: { account: 'newone', confirmPassword: 'abc12345', accountType: 'MEMBER' } }, 'password'],
    ['no account type', { method: 'POST', url: '/wps/agent/team/members', payload: { account: 'newone', password: 'abc12345', confirmPassword: 'abc12345' } }, 'accountType'],
    ['invitation type', { method: 'POST', url: '/wps/agent/invitations', payload: { accountType: 'member' } }, 'accountType'],
    ['invitation code', { method: 'DELETE', url: '/wps/agent/invitations/%3Cscript%3E' }, 'code'],
    ['transfer account', { method: 'POST', url: '/wps/agent/team/transfer', payload: { amount: '1', paymentPassword: PAYMENT_PASSWORD, requestId: 'request-0001' } }, 'account'],
    ['transfer amount', { method: 'POST', url: '/wps/agent/team/transfer', payload: { account: 'x', amount: '1.001', paymentPassword: PAYMENT_PASSWORD, requestId: 'request-0002' } }, 'amount'],
    ['payment password', { method: 'POST', url: '/wps/agent/team/transfer', payload: { account: 'x', amount: '1', paymentPassword: '12345', requestId: 'request-0003' } }, 'paymentPassword'],
    ['request id', { method: 'POST', url: '/wps/agent/team/transfer', payload: { account: 'x', amount: '1', paymentPassword: PAYMENT_PASSWORD, requestId: 'short' } }, 'requestId'],
  ];

  it('refuses a plain body on the calls that carry a password: they take a sealed one only', async () => {
    const before = await teamWriteCounts(fx);
    for (const [, call] of CALLS.filter(([name]) => name === 'create a downline' || name === 'transfer to a downline')) {
      const response = await fx.call({ ...call(), headers: asMember(agent) });
      expect({ status: response.statusCode, success: envelope(response).success }).toEqual({ status: 400, success: false });
    }
    expect(await teamWriteCounts(fx)).toEqual(before);
  });

  it.each(BAD)('%s: 400 VALIDATION naming the field, nothing written', async (_name, call, field) => {
    const before = await teamWriteCounts(fx);
    const response = await agentCall(fx, { ...call, headers: asMember(agent) });
    expect({ status: response.statusCode, ...envelope(response) }).toMatchObject({ status: 400, success: false, errorCode: 'VALIDATION', field });
    expect(await teamWriteCounts(fx)).toEqual(before);
  });
});
