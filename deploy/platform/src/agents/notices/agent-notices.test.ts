/**
 * Notices for agents: two seeded once per database, listed newest first for agents only, written
 * and removed by operators (token and name required, audited), with their input checked.
 */
import { AgentNoticesValueSchema } from '@site/shared/contract/agents';
import { okEnvelope } from '../../http/schemas';
import { openTestDatabase } from '../../testing/test-database';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { asMember, envelope, insertAgent, insertTestMember, type TestMember } from '../team/team-test-kit';
import { DEMO_AGENT_NOTICES, seedAgentNotices } from './agent-notices';

let fx: PlatformFixture;
let agent: TestMember;

beforeAll(async () => {
  fx = await createPlatformFixture();
  agent = await insertAgent(fx);
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const OPERATOR = { 'x-operator': 'alice.ops' };
const notices = async () => okEnvelope(AgentNoticesValueSchema).parse((await fx.call({ method: 'GET', url: '/wps/agent/notices', headers: asMember(agent) })).json()).value.list;
const publish = (payload: Record<string, unknown>, headers: Record<string, string> = OPERATOR, operator = true) =>
  fx.call({ method: 'POST', url: '/ops/agent/notices', operator, headers, payload });
const remove = (id: string, headers: Record<string, string> = OPERATOR, operator = true) =>
  fx.call({ method: 'DELETE', url: `/ops/agent/notices/${id}`, operator, headers });
const noticeCount = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_notices'))[0]!.n;

it('answers the two seeded notices, the welcome first', async () => {
  const list = await notices();
  expect(list.map((notice) => notice.title)).toEqual(DEMO_AGENT_NOTICES.map((notice) => notice.title));
  expect(list[0]).toEqual({ id: expect.stringMatching(/^[0-9]+$/), title: DEMO_AGENT_NOTICES[0].title, html: DEMO_AGENT_NOTICES[0].html, publishedAt: expect.any(String) });
});

it('seeds once per database: a second run and a deleted seed notice stay as they are', async () => {
  const db = await openTestDatabase({ seeded: false });
  try {
    expect(await seedAgentNotices(db)).toBe(true);
    expect(await seedAgentNotices(db)).toBe(false);
    await db.query('DELETE FROM agent_notices WHERE id = (SELECT min(id) FROM agent_notices)');
    expect(await seedAgentNotices(db)).toBe(false);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_notices'))[0]!.n).toBe(1);
  } finally {
    await db.close();
  }
});

it('publishes a notice on top, stores its HTML as given and audits who did it; removing it audits that too', async () => {
  const html = '<p>Hello <img src=x onerror="alert(1)"></p>';
  const response = await publish({ title: '  Weekly payout  ', html });
  expect(response.statusCode).toBe(200);
  const { notice } = envelope<{ notice: { id: string; title: string; html: string } }>(response).value;
  expect(notice).toMatchObject({ title: 'Weekly payout', html });
  expect((await notices())[0]).toMatchObject({ id: notice.id, title: 'Weekly payout', html });

  expect(envelope(await remove(notice.id))).toMatchObject({ success: true, value: { removed: true } });
  expect((await notices()).map((row) => row.id)).not.toContain(notice.id);
  const audit = await fx.db.query<{ operator: string; action: string }>(
    "SELECT operator, action FROM operator_actions WHERE reference = $1 ORDER BY action", [`agent-notice:${notice.id}`],
  );
  expect(audit).toEqual([
    { operator: 'alice.ops', action: 'AGENT_NOTICE_CREATE' },
    { operator: 'alice.ops', action: 'AGENT_NOTICE_DELETE' },
  ]);
  expect(refusal(await remove(notice.id))).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
});

function refusal(response: Awaited<ReturnType<typeof remove>>) {
  return { status: response.statusCode, ...envelope(response) };
}

it('needs the operator token and an operator name; agents and members cannot write', async () => {
  const before = await noticeCount();
  const member = await insertTestMember(fx, { upline: agent });
  expect(refusal(await publish({ title: 't', html: 'h' }, OPERATOR, false))).toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
  expect(refusal(await publish({ title: 't', html: 'h' }, { ...OPERATOR, ...asMember(agent) }, false))).toMatchObject({ status: 401 });
  expect(refusal(await publish({ title: 't', html: 'h' }, {}))).toMatchObject({ status: 400, field: 'X-Operator' });
  const [first] = await notices();
  expect(refusal(await remove(first!.id, OPERATOR, false))).toMatchObject({ status: 401 });
  expect(refusal(await remove(first!.id, {}))).toMatchObject({ status: 400, field: 'X-Operator' });
  expect(await noticeCount()).toBe(before);
  // Reading is for agents only.
  const read = await fx.call({ method: 'GET', url: '/wps/agent/notices', headers: asMember(member) });
  expect(refusal(read)).toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
});

it('refuses bad input naming the field, writing nothing', async () => {
  const before = await noticeCount();
  for (const [payload, field] of [
    [{ html: '<p>x</p>' }, 'title'],
    [{ title: '   ', html: '<p>x</p>' }, 'title'],
    [{ title: 't'.repeat(201), html: '<p>x</p>' }, 'title'],
    [{ title: 'Title' }, 'html'],
    [{ title: 'Title', html: 'h'.repeat(20_001) }, 'html'],
  ] as const) {
    expect(refusal(await publish(payload))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field });
  }
  expect(refusal(await remove('abc'))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'id' });
  expect(refusal(await remove('0'))).toMatchObject({ status: 400, field: 'id' });
  expect(await noticeCount()).toBe(before);
});
