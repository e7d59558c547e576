import { MessagePageSchema, MessagesChangedSchema, OpsMessageResultSchema, type MemberMessage } from '@site/shared/contract/member';
import { issueSession } from '../accounts/session-auth';
import { TRIAL_TYPE } from '../accounts/members';
import { okEnvelope } from '../http/schemas';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { insertMember } from '../wallet/wallet-test-db';
import { notifyMember } from './notify';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const db = () => fx.db as Parameters<typeof insertMember>[0];
let serial = 0;

async function signedIn(type = 0): Promise<{ memberId: string; token: string; account: string }> {
  serial += 1;
  const account = `msg${serial}${Math.random().toString(36).slice(2, 8)}`;
  const memberId = await insertMember(db(), { account, type });
  return { memberId, token: await issueSession(fx.db, memberId), account };
}

/** Writes an operator-style message straight into the inbox; returns its id. */
async function writeMessage(memberId: string, title: string, content = 'text'): Promise<string> {
  const rows = await fx.db.query<{ id: string }>('INSERT INTO member_messages (member_id, title, content) VALUES ($1::bigint, $2, $3) RETURNING id::text AS id', [
    memberId,
    title,
    content,
  ]);
  return rows[0]!.id;
}

const auth = (token: string, language?: string) => ({ authorization: token, ...(language ? { language } : {}) });

async function list(token: string, query = '', language?: string) {
  const response = await fx.call({ method: 'GET', url: `/wps/member/messages${query}`, headers: auth(token, language) });
  expect(response.statusCode).toBe(200);
  return okEnvelope(MessagePageSchema).parse(response.json()).value;
}

async function unreadCount(token: string): Promise<number> {
  const response = await fx.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: auth(token) });
  return (response.json() as { value: { count: number } }).value.count;
}

const markRead = (token: string, payload: unknown) => fx.call({ method: 'POST', url: '/wps/member/messages/read', headers: auth(token), payload: payload as Record<string, unknown> });
const readAll = (token: string) => fx.call({ method: 'POST', url: '/wps/member/messages/read-all', headers: auth(token) });
const remove = (token: string, id: string) => fx.call({ method: 'DELETE', url: `/wps/member/messages/${id}`, headers: auth(token) });
const send = (payload: unknown, operator = 'ops.alice') =>
  fx.call({ method: 'POST', url: '/ops/messages', operator: true, headers: operator ? { 'x-operator': operator } : {}, payload: payload as Record<string, unknown> });

function changed(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(200);
  return okEnvelope(MessagesChangedSchema).parse(response.json()).value;
}

function refused(response: { statusCode: number; json: () => unknown }, status: number, field?: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { success: boolean; errorCode: string; field?: string };
  expect(body.success).toBe(false);
  if (field) expect(body.field).toBe(field);
  return body;
}

/** Every column of the member's inbox rows, to show a refused call changed nothing. */
const inboxState = (memberId: string) =>
  fx.db.query('SELECT id, read_at, deleted_at FROM member_messages WHERE member_id = $1::bigint ORDER BY id', [memberId]);

describe('GET /wps/member/messages', () => {
  it('pages the inbox newest first, 15 a page, all or unread, with the unread count of the whole inbox', async () => {
    const me = await signedIn();
    for (let i = 1; i <= 17; i += 1) await writeMessage(me.memberId, `message ${i}`);
    const page1 = await list(me.token);
    expect(page1).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 17, unreadCount: 17 });
    expect(page1.list).toHaveLength(15);
    expect(page1.list[0]).toMatchObject({ title: 'message 17', kind: 'OPERATOR', read: false });
    const page2 = await list(me.token, '?pageNo=2');
    expect(page2.list.map((message) => message.title)).toEqual(['message 2', 'message 1']);
    // A page after the last answers the last page.
    expect((await list(me.token, '?pageNo=9')).pageNo).toBe(2);

    changed(await markRead(me.token, { ids: page1.list.slice(0, 10).map((message) => message.id) }));
    const unread = await list(me.token, '?filter=unread');
    expect(unread).toMatchObject({ totalCount: 7, unreadCount: 7 });
    expect(unread.list.every((message) => !message.read)).toBe(true);
  });

  it('refuses bad paging and filters, naming the field', async () => {
    const me = await signedIn();
    for (const [query, field] of [
      ['?pageNo=0', 'pageNo'],
      ['?pageNo=abc', 'pageNo'],
      ['?filter=read', 'filter'],
    ] as const) {
      refused(await fx.call({ method: 'GET', url: `/wps/member/messages${query}`, headers: auth(me.token) }), 400, field);
    }
  });

  it('is for signed-in real accounts only', async () => {
    refused(await fx.call({ method: 'GET', url: '/wps/member/messages' }), 401);
    const trial = await signedIn(TRIAL_TYPE);
    expect(refused(await fx.call({ method: 'GET', url: '/wps/member/messages', headers: auth(trial.token) }), 403).errorCode).toBe('NEED_REAL_ACCOUNT');
  });

  it('words template notifications in the language of the request, with amount, order and reason', async () => {
    const me = await signedIn();
    await fx.db.transaction((tx) => notifyMember(tx, me.memberId, 'DEPOSIT_CREDITED', { amount: '1,000.00', orderNo: 'D20250101A' }));
    await fx.db.transaction((tx) => notifyMember(tx, me.memberId, 'WITHDRAWAL_REJECTED', { amount: '50.00', orderNo: 'W9', reason: 'Bank details wrong' }));
    const expected: Record<string, [string, string, string]> = {
      en: ['Deposit credited', 'Withdrawal rejected', 'Reason: Bank details wrong'],
      es: ['Depósito acreditado', 'Retiro rechazado', 'Motivo: Bank details wrong'],
      vi: ['Nạp tiền thành công', 'Rút tiền bị từ chối', 'Lý do: Bank details wrong'],
      zh: ['存款已到账', '取款被拒绝', '原因：Bank details wrong'],
    };
    for (const [language, [credited, rejected, reason]] of Object.entries(expected)) {
      const [withdrawal, deposit] = (await list(me.token, '', language)).list as [MemberMessage, MemberMessage];
      expect(deposit).toMatchObject({ kind: 'NOTICE', title: credited });
      expect(deposit.content).toContain('P 1,000.00');
      expect(deposit.content).toContain('D20250101A');
      expect(withdrawal.title).toBe(rejected);
      expect(withdrawal.content).toContain(reason);
    }
    // A regional variant reads its language; an unknown language reads English.
    expect((await list(me.token, '', 'zh-TW')).list[1]!.title).toBe('存款已到账');
    expect((await list(me.token, '', 'fr')).list[1]!.title).toBe('Deposit credited');
  });
});

describe('reading and deleting', () => {
  it('keeps CSP_unreadCount equal to the list through read, read-all and delete; deleted messages are neither listed nor counted', async () => {
    const me = await signedIn();
    const ids = [await writeMessage(me.memberId, 'a'), await writeMessage(me.memberId, 'b'), await writeMessage(me.memberId, 'c'), await writeMessage(me.memberId, 'd')];
    const agree = async (expected: number) => {
      expect(await unreadCount(me.token)).toBe(expected);
      expect((await list(me.token)).unreadCount).toBe(expected);
    };
    await agree(4);
    expect(changed(await markRead(me.token, { id: ids[0] }))).toEqual({ changed: 1, unreadCount: 3 });
    // Reading it again changes nothing and is no error.
    expect(changed(await markRead(me.token, { id: ids[0] }))).toEqual({ changed: 0, unreadCount: 3 });
    await agree(3);
    // Deleting an unread message takes it out of the count.
    expect(changed(await remove(me.token, ids[1]!))).toEqual({ changed: 1, unreadCount: 2 });
    await agree(2);
    expect((await list(me.token)).list.map((message) => message.title)).toEqual(['d', 'c', 'a']);
    // A deleted message can be neither read nor deleted again.
    refused(await markRead(me.token, { id: ids[1] }), 404, 'id');
    refused(await remove(me.token, ids[1]!), 404, 'id');
    expect(changed(await readAll(me.token))).toEqual({ changed: 2, unreadCount: 0 });
    await agree(0);
    expect((await list(me.token)).list.every((message) => message.read)).toBe(true);
  });

  it("answers 404 for another member's message with every id the API takes, and changes nothing of theirs", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const theirs = await writeMessage(owner.memberId, 'private');
    const mine = await writeMessage(other.memberId, 'mine');
    const before = await inboxState(owner.memberId);
    const mineBefore = await inboxState(other.memberId);
    refused(await markRead(other.token, { id: theirs }), 404, 'id');
    refused(await markRead(other.token, { ids: [mine, theirs] }), 404, 'ids');
    refused(await remove(other.token, theirs), 404, 'id');
    // Exactly like an id that does not exist.
    refused(await markRead(other.token, { id: '999999999' }), 404, 'id');
    refused(await remove(other.token, '999999999'), 404, 'id');
    expect(await inboxState(owner.memberId)).toEqual(before);
    // All or nothing: the caller's own message in the refused batch stays unread too.
    expect(await inboxState(other.memberId)).toEqual(mineBefore);
    // Read-all touches the caller's messages only.
    changed(await readAll(other.token));
    expect(await inboxState(owner.memberId)).toEqual(before);
    expect((await list(other.token)).list.map((message) => message.title)).toEqual(['mine']);
  });

  it('refuses malformed read and delete requests, naming the field, and changes nothing', async () => {
    const me = await signedIn();
    const id = await writeMessage(me.memberId, 'x');
    const before = await inboxState(me.memberId);
    for (const [payload, field] of [
      [{}, 'ids'],
      [{ id, ids: [id] }, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: Array.from({ length: 101 }, () => id) }, 'ids'],
      [{ id: 'abc' }, 'id'],
      [{ id: 12 }, 'id'],
      [{ ids: ['1', '-2'] }, 'ids.1'],
    ] as const) {
      refused(await markRead(me.token, payload), 400, field);
    }
    refused(await remove(me.token, 'abc'), 400, 'id');
    refused(await remove(me.token, '0'), 400, 'id');
    expect(await inboxState(me.memberId)).toEqual(before);
  });
});

describe('POST /ops/messages', () => {
  const sent = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(200);
    return okEnvelope(OpsMessageResultSchema).parse(response.json()).value;
  };

  it('writes to one member as plain text, audited, once per reference', async () => {
    const me = await signedIn();
    const payload = { account: me.account.toUpperCase(), reference: `one-${serial}`, title: 'Welcome', content: 'Line 1\nLine <b>2</b>' };
    expect(sent(await send(payload))).toEqual({ reference: payload.reference, recipients: 1, replayed: false });
    expect(sent(await send(payload, 'ops.bob'))).toEqual({ reference: payload.reference, recipients: 1, replayed: true });
    const inbox = await list(me.token);
    expect(inbox.list).toHaveLength(1);
    // Stored and answered as written: the page shows it as text, so the tag is harmless.
    expect(inbox.list[0]).toMatchObject({ kind: 'OPERATOR', title: 'Welcome', content: 'Line 1\nLine <b>2</b>' });
    const audit = await fx.db.query<{ operator: string; details: Record<string, unknown> }>(
      "SELECT operator, details FROM operator_actions WHERE action = 'MESSAGE_SEND' AND reference = $1",
      [payload.reference],
    );
    expect(audit).toEqual([{ operator: 'ops.alice', details: { to: me.account.toLowerCase(), title: 'Welcome', recipients: 1 } }]);
    // The same reference for another message is refused.
    refused(await send({ ...payload, title: 'Other' }), 409, 'reference');
  });

  it('writes to every member with one statement, trial accounts excluded, and replays without sending again', async () => {
    await fx.db.query(
      `INSERT INTO members (account, type, password_hash) SELECT 'bulk' || n, CASE WHEN n % 10 = 0 THEN ${TRIAL_TYPE} ELSE 0 END, 'x' FROM generate_series(1, 3000) AS n`,
    );
    const me = await signedIn();
    const trial = await signedIn(TRIAL_TYPE);
    const [{ expected }] = (await fx.db.query<{ expected: number }>(`SELECT count(*)::int AS expected FROM members WHERE type <> ${TRIAL_TYPE}`)) as [{ expected: number }];
    const payload = { all: true, reference: 'broadcast-1', title: 'Maintenance tonight', content: 'From 02:00 to 03:00 UTC.' };
    const started = Date.now();
    expect(sent(await send(payload))).toEqual({ reference: 'broadcast-1', recipients: expected, replayed: false });
    console.info(`broadcast to ${expected} members: ${Date.now() - started} ms`);
    expect(sent(await send(payload))).toEqual({ reference: 'broadcast-1', recipients: expected, replayed: true });
    const rows = await fx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM member_messages WHERE title = 'Maintenance tonight'");
    expect(rows[0]!.n).toBe(expected);
    expect((await list(me.token)).list[0]!.title).toBe('Maintenance tonight');
    expect(await fx.db.query("SELECT 1 FROM member_messages WHERE member_id = $1::bigint", [trial.memberId])).toHaveLength(0);
    expect(await unreadCount(me.token)).toBe(1);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const me = await signedIn();
    const count = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_messages'))[0]!.n;
    const audits = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_actions'))[0]!.n;
    const [messagesBefore, auditsBefore] = [await count(), await audits()];
    const good = { account: me.account, reference: 'bad-input', title: 'Hi', content: 'Hello' };
    for (const [payload, field] of [
      [{ ...good, account: undefined }, 'account'],
      [{ ...good, all: true }, 'account'],
      [{ ...good, reference: 'has space' }, 'reference'],
      [{ ...good, title: '   ' }, 'title'],
      [{ ...good, title: 'x'.repeat(201) }, 'title'],
      [{ ...good, content: 'bell\u0007' }, 'content'],
      [{ ...good, content: 'x'.repeat(5001) }, 'content'],
    ] as const) {
      refused(await send(payload), 400, field);
    }
    refused(await send({ ...good, account: 'nobody-here' }), 404, 'account');
    const trial = await signedIn(TRIAL_TYPE);
    refused(await send({ ...good, account: trial.account }), 400, 'account');
    refused(await send(good, ''), 400, 'X-Operator');
    refused(await fx.call({ method: 'POST', url: '/ops/messages', headers: { 'x-operator': 'ops.alice' }, payload: good }), 401);
    expect([await count(), await audits()]).toEqual([messagesBefore, auditsBefore]);
  });
});
