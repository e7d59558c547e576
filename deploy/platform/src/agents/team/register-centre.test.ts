/**
 * The register centre: creating direct downlines under the site's registration rules, invitation
 * codes (list, create, delete, limit) and registration through a code, which puts the new account
 * under the code's agent as a member or, for an AGENT code, as a sub-agent.
 */
import { CreateDownlineValueSchema, CreateInvitationValueSchema, InvitationsValueSchema, MAX_INVITATIONS } from '@site/shared/contract/agents';
import { EXISTS_ANSWERS as EXISTS_LIMIT } from '../../accounts/limits';
import { lightenPasswordHashesForTests, verifyPassword } from '../../accounts/passwords';
import { okEnvelope } from '../../http/schemas';
import { AccountClient } from '../../testing/account-client';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { agentCall, asMember, envelope, insertAgent, insertTestMember, teamWriteCounts, uniqueAccount, type TestMember } from './team-test-kit';
import { creditMember } from '../../wallet/ledger';
import { reconcile } from '../../wallet/reconcile';

let fx: PlatformFixture;
let client: AccountClient;

beforeAll(async () => {
  // New accounts hash their password: at full cost each would take half a second.
  lightenPasswordHashesForTests();
  fx = await createPlatformFixture();
  client = new AccountClient(fx);
  // Registration here is by username and captcha; the SMS check is tested with the register call.
  await client.setFlags({ REGMOBVERF3: false });
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const create = (agent: TestMember, payload: Record<string, unknown>) =>
  agentCall(fx, { method: 'POST', url: '/wps/agent/team/members', headers: asMember(agent), payload: { password: 'abc12345', confirmPassword: 'abc12345', accountType: 'MEMBER', ...payload } });
const invitations = (agent: TestMember) => fx.call({ method: 'GET', url: '/wps/agent/invitations', headers: asMember(agent) });
const invite = (agent: TestMember, accountType: string, headers: Record<string, string> = {}) =>
  fx.call({ method: 'POST', url: '/wps/agent/invitations', headers: { ...asMember(agent), ...headers }, payload: { accountType } });
const uninvite = (agent: TestMember, code: string) => fx.call({ method: 'DELETE', url: `/wps/agent/invitations/${code}`, headers: asMember(agent) });

async function registerWith(affiliateCode: string, username = uniqueAccount('r')) {
  const response = await client.sealed('PUT', '/wps/member/register', {
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    affiliateCode,
    registerMethod: 'WEB',
    dateOfBirth: '1990-01-01',
    ...(await client.captchaFields()),
  });
  return { response, username };
}

const changePassword = async (token: string, oldPassword: string, newPassword: string) =>
  envelope(await client.sealed('POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword: newPassword }, { authorization: token }));

const memberRow = async (account: string) =>
  (
    await fx.db.query<{ type: number; upline_id: string; password_hash: string; register_method: string; nickname: string | null }>(
      'SELECT type::int AS type, upline_id::text AS upline_id, password_hash, register_method, nickname FROM members WHERE account = $1',
      [account],
    )
  )[0];

describe('POST /wps/agent/team/members', () => {
  it('creates a direct downline member, hashed and under the caller, and answers it as the team list shows it', async () => {
    const agent = await insertAgent(fx);
    const account = uniqueAccount('m');
    const response = await create(agent, { account, nickname: ' Lucky ' });
    expect(response.statusCode).toBe(200);
    const { member } = okEnvelope(CreateDownlineValueSchema).parse(response.json()).value;
    expect(member).toMatchObject({ account, nickname: 'Lucky', type: 0, isAgent: false, level: 1, uplineAccount: agent.account, balance: '0.00', status: 'ACTIVE', directDownlines: 0 });
    const row = (await memberRow(account))!;
    expect(row).toMatchObject({ type: 0, upline_id: agent.id, register_method: 'AGENT' });
    expect(await verifyPassword('abc12345', row.password_hash)).toBe(true);
  });

  it('creates a sub-agent as type 2, which can then build its own team', async () => {
    const agent = await insertAgent(fx);
    const account = uniqueAccount('a');
    const { member } = okEnvelope(CreateDownlineValueSchema).parse((await create(agent, { account, accountType: 'AGENT' })).json()).value;
    expect(member).toMatchObject({ type: 2, isAgent: true });
    // The agent chose the password, so the sub-agent changes it before anything else.
    const login = await client.login(account, 'abc12345');
    expect(await changePassword(login, 'abc12345', 'own12345')).toMatchObject({ success: true });
    const sub = { id: (await memberRow(account))!.upline_id, account, token: login };
    const grandchild = uniqueAccount('g');
    expect((await create(sub, { account: grandchild })).statusCode).toBe(200);
    const deep = await fx.call({ method: 'GET', url: '/wps/agent/team/members?scope=all', headers: asMember(agent) });
    expect(envelope<{ list: { account: string; level: number }[] }>(deep).value.list.map((row) => [row.account, row.level])).toEqual([
      [account, 1],
      [grandchild, 2],
    ]);
  });

  it('applies the registration rules to the account and password, refusing with the field named and writing nothing', async () => {
    const agent = await insertAgent(fx);
    const taken = (await insertTestMember(fx, { upline: await insertAgent(fx), account: uniqueAccount('k') })).account;
    const before = await teamWriteCounts(fx);
    for (const [payload, status, errorCode, field] of [
      [{ account: '9starts' }, 400, 'VALIDATION', 'account'],
      [{ account: 'x' }, 400, 'VALIDATION', 'account'],
      [{ account: 'waytoolongaccount1' }, 400, 'VALIDATION', 'account'],
      [{ account: uniqueAccount(), password: 'onlyletters', confirmPassword: 'onlyletters' }, 400, 'VALIDATION', 'password'],
      [{ account: uniqueAccount(), password: 'ab1', confirmPassword: 'ab1' }, 400, 'VALIDATION', 'password'],
      [{ account: uniqueAccount(), confirmPassword: 'abc12346' }, 400, 'VALIDATION', 'confirmPassword'],
      [{ account: uniqueAccount(), accountType: 'OWNER' }, 400, 'VALIDATION', 'accountType'],
      [{ account: uniqueAccount(), nickname: 'n'.repeat(33) }, 400, 'VALIDATION', 'nickname'],
      [{ account: taken.toUpperCase() }, 409, 'ACCOUNT_EXISTS', 'account'],
    ] as const) {
      const response = await create(agent, payload);
      expect({ status: response.statusCode, ...envelope(response) }).toMatchObject({ status, success: false, errorCode, field });
    }
    expect(await teamWriteCounts(fx)).toEqual(before);
  });
});

describe('ACCOUNT_EXISTS answers', () => {
  const EXISTS_ANSWERS = EXISTS_LIMIT.maxInRow;
  it(`tell an agent at most ${EXISTS_ANSWERS} times which names are taken; then every creation is refused for a while, other agents unaffected`, async () => {
    const agent = await insertAgent(fx);
    const owner = await insertAgent(fx);
    const taken = await Promise.all(Array.from({ length: EXISTS_ANSWERS + 1 }, () => insertTestMember(fx, { upline: owner })));
    const answers = [];
    for (const member of taken) answers.push(await create(agent, { account: member.account }));
    expect(answers.map((response) => ({ status: response.statusCode, errorCode: envelope(response).errorCode }))).toEqual([
      ...Array.from({ length: EXISTS_ANSWERS }, () => ({ status: 409, errorCode: 'ACCOUNT_EXISTS' })),
      { status: 429, errorCode: 'TOO_MANY_ATTEMPTS' },
    ]);
    // A free name is refused alike while the limit holds, so creating is no way round it.
    const before = await teamWriteCounts(fx);
    const free = await create(agent, { account: uniqueAccount('f') });
    expect({ status: free.statusCode, errorCode: envelope(free).errorCode }).toEqual({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await teamWriteCounts(fx)).toEqual(before);
    // Another agent still gets its answers.
    const other = await create(await insertAgent(fx), { account: taken[0]!.account });
    expect({ status: other.statusCode, errorCode: envelope(other).errorCode }).toEqual({ status: 409, errorCode: 'ACCOUNT_EXISTS' });
  }, 120_000);

  it('gives no more answers to parallel probes than to sequential ones', async () => {
    const agent = await insertAgent(fx);
    const owner = await insertAgent(fx);
    const taken = await Promise.all(Array.from({ length: EXISTS_ANSWERS + 5 }, () => insertTestMember(fx, { upline: owner })));
    const answers = await Promise.all(taken.map((member) => create(agent, { account: member.account })));
    const codes = answers.map((response) => envelope(response).errorCode);
    expect(codes.filter((code) => code === 'ACCOUNT_EXISTS')).toHaveLength(EXISTS_ANSWERS);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(5);
  }, 120_000);

  it('counts only taken names: creating free names does not use the allowance up', async () => {
    const agent = await insertAgent(fx);
    for (let i = 0; i < EXISTS_ANSWERS + 2; i += 1) expect((await create(agent, { account: uniqueAccount('n') })).statusCode).toBe(200);
    const taken = await insertTestMember(fx, { upline: await insertAgent(fx) });
    expect(envelope(await create(agent, { account: taken.account })).errorCode).toBe('ACCOUNT_EXISTS');
  }, 120_000);
});

describe('an account the agent created in the register centre', () => {
  const PAY = '135790';
  const setPaymentPassword = (token: string, password: string) =>
    client.sealed('POST', '/wps/member/account/payment-password', { password, newPaymentPassword: PAY, confirmPaymentPassword: PAY }, { authorization: token });
  const sendToUpline = (token: string, requestId: string) =>
    client.sealed('POST', '/wps/member/transfer/upline', { amount: '50', paymentPassword: PAY, requestId }, { authorization: token });
  const refusal = (response: Awaited<ReturnType<typeof setPaymentPassword>>) => ({ status: response.statusCode, errorCode: envelope(response).errorCode });

  it('must change its password at first sign-in: until then the agent who knows it cannot set a payment password or move the money', async () => {
    const agent = await insertAgent(fx);
    const account = uniqueAccount('v');
    expect((await create(agent, { account })).statusCode).toBe(200);
    const memberId = (await fx.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE account = $1', [account]))[0]!.id;
    // The member's own money, deposited after the agent handed the account over.
    await creditMember(fx.db, { memberId, amount: 100_00n, idempotencyKey: `register-centre-test:${memberId}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });

    // The agent signs in with the password it chose.
    const signedIn = await client.sealed('POST', '/wps/session/login', { type: 'username', username: account, password: 'abc12345' });
    const login = envelope<{ token: string; passwordChange: string | null }>(signedIn).value;
    const blocked = { status: 403, errorCode: 'PASSWORD_CHANGE_REQUIRED' };
    const attempts = [await setPaymentPassword(login.token, 'abc12345'), await sendToUpline(login.token, `register-centre-${memberId}-1`)];
    expect(attempts.map(refusal)).toEqual([blocked, blocked]);
    expect(login.passwordChange).toBe('default');
    for (const url of ['/wps/v2/wallets/balance', '/wps/member/account/profile', '/wps/game/launchGame?gameCode=x', '/wps/member/transfer/upline']) {
      expect(refusal(await fx.call({ method: 'GET', url, headers: { authorization: login.token } }))).toEqual(blocked);
    }
    // What the change-password screen needs still answers.
    expect((await fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: login.token } })).statusCode).toBe(200);
    const [row] = await fx.db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1::bigint', [memberId]);
    expect(row!.payment_password_hash).toBeNull();
    const balance = await fx.db.query<{ balance: string }>(
      "SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'MAIN'",
      [memberId],
    );
    expect(balance[0]?.balance).toBe('10000');

    // The member changes it; the password the agent knows signs in no more, and the account is the member's.
    expect(await changePassword(login.token, 'abc12345', 'mine2468')).toMatchObject({ success: true });
    const again = await client.sealed('POST', '/wps/session/login', { type: 'username', username: account, password: 'abc12345' });
    expect(envelope(again)).toMatchObject({ success: false, errorCode: 'LOGIN_FAILED' });
    const own = envelope<{ token: string; passwordChange: string | null }>(
      await client.sealed('POST', '/wps/session/login', { type: 'username', username: account, password: 'mine2468' }),
    ).value;
    expect(own.passwordChange).toBeNull();
    expect((await setPaymentPassword(own.token, 'mine2468')).statusCode).toBe(200);
    expect((await sendToUpline(own.token, `register-centre-${memberId}-2`)).statusCode).toBe(200);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 120_000);
});

describe('invitation codes', () => {
  // Links are built from the configured site origins only (the Host header merely picks among them).
  const savedOrigins = process.env.SITE_ORIGINS;
  beforeAll(() => {
    process.env.SITE_ORIGINS = 'http://www.demobet.example';
  });
  afterAll(() => {
    if (savedOrigins === undefined) delete process.env.SITE_ORIGINS;
    else process.env.SITE_ORIGINS = savedOrigins;
  });

  it('creates codes of both kinds with a link on the site origin, lists them newest first and deletes them', async () => {
    const agent = await insertAgent(fx);
    const member = okEnvelope(CreateInvitationValueSchema).parse((await invite(agent, 'MEMBER', { host: 'www.demobet.example' })).json()).value.invitation;
    const sub = okEnvelope(CreateInvitationValueSchema).parse((await invite(agent, 'AGENT', { host: 'www.demobet.example' })).json()).value.invitation;
    expect(member).toEqual({
      code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      accountType: 'MEMBER',
      link: `http://www.demobet.example/register?affiliateCode=${member.code}`,
      registrations: 0,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(sub.accountType).toBe('AGENT');
    const listed = okEnvelope(InvitationsValueSchema).parse((await invitations(agent)).json()).value.list;
    expect(listed.map((row) => row.code)).toEqual([sub.code, member.code]);

    expect(envelope(await uninvite(agent, member.code.toLowerCase()))).toMatchObject({ success: true, value: { removed: true } });
    expect(envelope<{ list: { code: string }[] }>(await invitations(agent)).value.list.map((row) => row.code)).toEqual([sub.code]);
    expect((await registerWith(member.code)).response.json()).toMatchObject({ success: false, errorCode: 'AFFILIATE_INVALID' });
  });

  it("lists the demo agent's seeded code with the demo player counted as its registration", async () => {
    const token = await client.login('demoagent', 'agent1234');
    const list = envelope<{ list: { code: string; registrations: number; accountType: string }[] }>(
      await fx.call({ method: 'GET', url: '/wps/agent/invitations', headers: { authorization: token } }),
    ).value.list;
    expect(list).toEqual([expect.objectContaining({ code: 'DEMOAGENT', registrations: 1, accountType: 'MEMBER' })]);
  });

  it('registers through a MEMBER code as a member and through an AGENT code as a sub-agent, both under the inviter, and counts them', async () => {
    const agent = await insertAgent(fx);
    const memberCode = envelope<{ invitation: { code: string } }>(await invite(agent, 'MEMBER')).value.invitation.code;
    const agentCode = envelope<{ invitation: { code: string } }>(await invite(agent, 'AGENT')).value.invitation.code;

    const asMemberReg = await registerWith(memberCode);
    expect(asMemberReg.response.json()).toMatchObject({ success: true, value: { type: 0 } });
    const asAgentReg = await registerWith(agentCode.toLowerCase());
    expect(asAgentReg.response.json()).toMatchObject({ success: true, value: { type: 2 } });
    expect(await memberRow(asMemberReg.username)).toMatchObject({ type: 0, upline_id: agent.id, register_method: 'WEB' });
    expect(await memberRow(asAgentReg.username)).toMatchObject({ type: 2, upline_id: agent.id });

    // The new sub-agent's session passes the agent check at once.
    const token = (asAgentReg.response.json() as { value: { token: string } }).value.token;
    expect((await fx.call({ method: 'GET', url: '/wps/agent/team/members', headers: { authorization: token } })).statusCode).toBe(200);

    const counts = Object.fromEntries(
      envelope<{ list: { code: string; registrations: number }[] }>(await invitations(agent)).value.list.map((row) => [row.code, row.registrations]),
    );
    expect(counts).toEqual({ [memberCode]: 1, [agentCode]: 1 });
  });

  it(`refuses a code beyond ${MAX_INVITATIONS} per agent, also when asked for in parallel`, async () => {
    const agent = await insertAgent(fx);
    const answers = await Promise.all(Array.from({ length: MAX_INVITATIONS + 3 }, () => invite(agent, 'MEMBER')));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(MAX_INVITATIONS);
    for (const refused of answers.filter((response) => response.statusCode !== 200)) {
      expect({ status: refused.statusCode, code: envelope(refused).errorCode }).toEqual({ status: 409, code: 'INVITATION_LIMIT' });
    }
  });

  it("answers another agent's code, an unknown code and a malformed one without deleting anything", async () => {
    const owner = await insertAgent(fx);
    const stranger = await insertAgent(fx);
    const code = envelope<{ invitation: { code: string } }>(await invite(owner, 'MEMBER')).value.invitation.code;
    const before = await teamWriteCounts(fx);
    for (const [who, target, status, errorCode, field] of [
      [stranger, code, 404, 'AGENT_NOT_IN_TEAM', 'code'],
      [stranger, 'DEMOAGENT', 404, 'AGENT_NOT_IN_TEAM', 'code'],
      [owner, 'NOSUCH99', 404, 'AGENT_NOT_IN_TEAM', 'code'],
      [owner, 'ab', 400, 'VALIDATION', 'code'],
      [owner, 'bad-code!', 400, 'VALIDATION', 'code'],
    ] as const) {
      const response = await uninvite(who, target);
      expect({ status: response.statusCode, ...envelope(response) }).toMatchObject({ status, errorCode, field });
    }
    expect(await teamWriteCounts(fx)).toEqual(before);
    const bad = await invite(owner, 'OWNER');
    expect({ status: bad.statusCode, ...envelope(bad) }).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'accountType' });
    expect(await teamWriteCounts(fx)).toEqual(before);
  });
});
