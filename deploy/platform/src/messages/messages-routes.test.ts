import fs from 'node:fs';
import path from 'node:path';
import { MessagePageSchema, MessagePreferencesSchema, MessagesChangedSchema, OpsMessageResultSchema, type MemberMessage } from '@site/shared/contract/member';
import { issueSession } from '../accounts/session-auth';
import { TRIAL_TYPE } from '../accounts/members';
import { okEnvelope } from '../http/schemas';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { insertMember } from '../wallet/wallet-test-db';
import { SQL_DIR } from '../db/sql-folder';
import { CONTENT_LANGUAGES } from '../i18n/language';
import { takeExclusion } from '../protection/exclusion/exclusions';
import { isPromotional, NOTIFICATION_TEMPLATES, notifyMember, type NotificationParams, type NotificationTemplate } from './notify';
import { renderTemplate, storedTitle } from './templates';

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
    expect(audit).toEqual([{ operator: 'ops.alice', details: { to: me.account.toLowerCase(), title: 'Welcome', class: 'TRANSACTIONAL', recipients: 1 } }]);
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

/** The inbox rows of a member, oldest first, as stored. */
const stored = (memberId: string) =>
  fx.db.query<{ template: string | null; title: string; fact: string | null }>('SELECT template, title, fact FROM member_messages WHERE member_id = $1::bigint ORDER BY id', [memberId]);
const templatesOf = async (memberId: string) => (await stored(memberId)).map((row) => row.template ?? `OPERATOR:${row.title}`);

describe('templates of every event', () => {
  /** Each template with stored values, and what each language's text must carry of them. */
  const samples: Record<Exclude<NotificationTemplate, 'DEPOSIT_CREDITED' | 'DEPOSIT_FAILED' | 'WITHDRAWAL_APPROVED' | 'WITHDRAWAL_REJECTED' | 'SLICE_PROOF_RECEIVED' | 'SLICE_REVIEW_CONFIRMED' | 'SLICE_REVIEW_REFUSED' | 'REWARD_APPROVED' | 'REWARD_REJECTED' | 'KYC_APPROVED' | 'KYC_REJECTED' | 'STATEMENT_MONTHLY' | 'FEEDBACK_REPLIED'>, [NotificationParams, string[]]> = {
    COMPLAINT_ESCALATED: [{ feedbackNo: 'F20261129000042' }, ['F20261129000042']],
    BONUS_CREDITED: [{ amount: '1,234.50', wallet: 'BONUS', wagering: '12,345.00', title: 'Welcome pack' }, ['P 1,234.50', 'P 12,345.00', 'Welcome pack']],
    BONUS_RELEASED: [{ amount: '88.00' }, ['P 88.00']],
    BONUS_FORFEITED: [{ amount: '40.00', cause: 'EXPIRED' }, ['P 40.00']],
    BONUS_EXPIRING: [{ amount: '50.00', wagering: '150.00', expiresAt: '2026-12-01T10:30:00.000Z' }, ['P 50.00', 'P 150.00', '2026-12-01 10:30 UTC']],
    REBATE_CREDITED: [{ amount: '12.34', wallet: 'MAIN' }, ['P 12.34']],
    REWARD_ISSUED: [{ title: 'Weekend reload', claimBy: '2026-12-06T16:00:00.000Z' }, ['Weekend reload', '2026-12-06 16:00 UTC']],
    REDEEM_APPROVED: [{ item: 'Phone case' }, ['Phone case']],
    REDEEM_REJECTED: [{ item: 'Phone case', reason: 'Out of stock' }, ['Phone case', 'Out of stock']],
    VIP_LEVEL_UP: [{ level: '5' }, ['5']],
    VIP_LEVEL_DOWN: [{ level: '3' }, ['3']],
    MISSION_COMPLETED: [{ mission: 'Daily spin' }, ['Daily spin']],
    REFERRAL_QUALIFIED: [{ friend: 'ab***9' }, ['ab***9']],
    PROMOTION_APPROVED: [{ promotion: 'First deposit 100%' }, ['First deposit 100%']],
    PROMOTION_REJECTED: [{ promotion: 'First deposit 100%', reason: 'Already claimed' }, ['First deposit 100%', 'Already claimed']],
    LIMIT_SET: [{ limitKind: 'DEPOSIT', period: 'DAY', value: '500.00' }, ['P 500.00']],
    LIMIT_RAISE_PENDING: [{ limitKind: 'PLAY_MINUTES', period: 'WEEK', value: '600', confirmableFrom: '2026-11-30T08:00:00.000Z' }, ['600', '2026-11-30 08:00 UTC']],
    TIME_OUT_STARTED: [{ until: '2026-12-05T09:15:00.000Z' }, ['2026-12-05 09:15 UTC']],
    SELF_EXCLUSION_STARTED: [{ until: '2027-05-29T09:15:00.000Z' }, ['2027-05-29 09:15 UTC']],
    VERIFICATION_REQUIRED: [{ document: 'SOURCE_OF_FUNDS', dueAt: '2026-12-13T00:00:00.000Z' }, ['2026-12-13 00:00 UTC']],
  };

  it('words every template in en, es, vi and zh from its stored values, each language its own text', () => {
    expect(Object.keys(NOTIFICATION_TEMPLATES).filter((template) => !(template in samples))).toHaveLength(13);
    for (const [template, [params, carried]] of Object.entries(samples)) {
      const texts = CONTENT_LANGUAGES.map((language) => renderTemplate(template, params, language)!);
      for (const text of texts) {
        expect(text.title.length).toBeGreaterThan(0);
        for (const value of carried) expect(text.content).toContain(value);
        // A value never read shows as nothing, not as a placeholder.
        expect(text.content).not.toMatch(/undefined|null|NaN|\$\{|\(\)|（）/);
      }
      expect(new Set(texts.map((text) => text.title)).size).toBe(4);
      expect(new Set(texts.map((text) => text.content)).size).toBe(4);
    }
  });

  it('words the parts a template chooses between: the wallet, the cause, a removal, an indefinite end', () => {
    const en = (template: string, params: NotificationParams) => renderTemplate(template, params, 'en')!.content;
    expect(en('BONUS_CREDITED', { amount: '10.00', wallet: 'MAIN' })).toBe('A bonus of P 10.00 has been credited to your main wallet.');
    expect(en('BONUS_CREDITED', { amount: '10.00', wallet: 'BONUS', wagering: '50.00', title: 'Reload' })).toBe(
      'A bonus of P 10.00 (Reload) has been credited to your bonus wallet. Wager P 50.00 to release it to your main wallet.',
    );
    expect(en('BONUS_FORFEITED', { amount: '5.00', cause: 'FORFEITED' })).toBe('Your bonus was forfeited before its wagering requirement was met; P 5.00 left your bonus wallet.');
    expect(en('BONUS_FORFEITED', { amount: '0.50', cause: 'CLEARED_LOW_BALANCE' })).toBe('Your bonus ended because its balance was too low to bet with; P 0.50 left your bonus wallet.');
    expect(en('LIMIT_SET', { limitKind: 'LOSS', period: 'WEEK' })).toBe('Your loss limit per week has been removed.');
    expect(en('LIMIT_SET', { limitKind: 'PLAY_MINUTES', period: 'SESSION', value: '90' })).toBe('Your play time limit per session is now 90 min.');
    expect(renderTemplate('LIMIT_SET', { limitKind: 'PLAY_MINUTES', period: 'DAY', value: '90' }, 'zh')!.content).toBe('您的每日游戏时长限额现为 90 分钟。');
    expect(renderTemplate('LIMIT_RAISE_PENDING', { limitKind: 'DEPOSIT', period: 'MONTH', confirmableFrom: '2026-11-30T08:00:00Z' }, 'es')!.content).toBe(
      'Pediste eliminar tu límite de depósito por mes. El límite actual sigue vigente; podrás confirmar el cambio a partir del 2026-11-30 08:00 UTC.',
    );
    expect(en('SELF_EXCLUSION_STARTED', {})).toContain('has started with no end date');
    expect(renderTemplate('VERIFICATION_REQUIRED', { document: 'IDENTITY' }, 'vi')!.content).toBe(
      'Chúng tôi cần giấy tờ tùy thân của bạn. Cần có để rút tiền; hãy gửi tại Tài khoản của tôi > Danh tính.',
    );
    expect(renderTemplate('REWARD_ISSUED', { title: 'Spin', claimBy: '2026-12-06T16:00:00Z' }, 'vi')!.link).toEqual({ page: 'rewardCenter' });
  });

  it('declares each template once with its class: marketing promotional, the rest transactional', () => {
    const promotional = Object.keys(NOTIFICATION_TEMPLATES).filter((template) => isPromotional(template as NotificationTemplate));
    expect(promotional.sort()).toEqual(['MISSION_COMPLETED', 'REFERRAL_QUALIFIED', 'REWARD_ISSUED', 'VIP_LEVEL_DOWN', 'VIP_LEVEL_UP']);
    // The database's own writes of messages name a declared template with its declared class and title.
    const calls = fs
      .readdirSync(SQL_DIR)
      .filter((file) => file !== 'member_notify.sql')
      .flatMap((file) => [...fs.readFileSync(path.join(SQL_DIR, file), 'utf8').matchAll(/PERFORM member_notify\(([\s\S]*?)\);/g)].map((match) => match[1]!));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const templates = [...call.matchAll(/'([A-Z][A-Z_]+)'/g)].map((match) => match[1]!).filter((name) => name in NOTIFICATION_TEMPLATES) as NotificationTemplate[];
      expect(templates.length).toBeGreaterThan(0);
      for (const template of templates) {
        expect(call).toContain(`'${storedTitle(template)}'`);
        expect(call).toMatch(isPromotional(template) ? /,\s*true,/ : /,\s*false,/);
      }
    }
  });

  it('writes one message per fact: the same fact again writes nothing', async () => {
    const me = await signedIn();
    const first = await fx.db.transaction((tx) => notifyMember(tx, me.memberId, 'BONUS_RELEASED', { amount: '1.00' }, 'bonus-grant:1:closed'));
    expect(first).toMatch(/^[0-9]+$/);
    expect(await fx.db.transaction((tx) => notifyMember(tx, me.memberId, 'BONUS_RELEASED', { amount: '1.00' }, 'bonus-grant:1:closed'))).toBeNull();
    // Without a fact (an event that is its own fact, like a statement) each call writes.
    await notifyMember(fx.db, me.memberId, 'STATEMENT_MONTHLY', { month: '2026-10' });
    expect(await templatesOf(me.memberId)).toEqual(['BONUS_RELEASED', 'STATEMENT_MONTHLY']);
    expect((await list(me.token)).list[1]).toMatchObject({ kind: 'NOTICE', title: 'Bonus released', link: { page: 'bonusDetails' } });
  });
});

describe('message preferences and promotional suppression', () => {
  const preferences = (token: string) => fx.call({ method: 'GET', url: '/wps/member/messages/preferences', headers: auth(token) });
  const setPreferences = (token: string, payload: unknown) =>
    fx.call({ method: 'PUT', url: '/wps/member/messages/preferences', headers: auth(token), payload: payload as Record<string, unknown> });
  const prefs = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(200);
    return okEnvelope(MessagePreferencesSchema).parse(response.json()).value;
  };
  const sent = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(200);
    return okEnvelope(OpsMessageResultSchema).parse(response.json()).value;
  };
  /** One promotional and one transactional notification, as the platform writes them. */
  const notifyBoth = (memberId: string, n: number) =>
    fx.db.transaction(async (tx) => {
      await notifyMember(tx, memberId, 'REWARD_ISSUED', { title: 'Reload', claimBy: '2026-12-06T16:00:00Z' }, `reward-issue:test-${n}`);
      await notifyMember(tx, memberId, 'LIMIT_SET', { limitKind: 'DEPOSIT', period: 'DAY', value: '100.00' }, `limit-history:test-${n}`);
    });

  it('are on by default; a member turns promotions off and gets transactional messages only, until turned on again', async () => {
    const me = await signedIn();
    expect(prefs(await preferences(me.token))).toEqual({ promotional: true });
    await notifyBoth(me.memberId, 1);
    expect(await templatesOf(me.memberId)).toEqual(['REWARD_ISSUED', 'LIMIT_SET']);

    expect(prefs(await setPreferences(me.token, { promotional: false }))).toEqual({ promotional: false });
    expect(prefs(await preferences(me.token))).toEqual({ promotional: false });
    await notifyBoth(me.memberId, 2);
    expect(await templatesOf(me.memberId)).toEqual(['REWARD_ISSUED', 'LIMIT_SET', 'LIMIT_SET']);

    // The operator's broadcast is promotional unless said otherwise; a transactional one still arrives.
    expect(sent(await send({ all: true, reference: `promo-${serial}`, title: 'Weekend offer', content: 'Reload 50%' })).recipients).toBeGreaterThan(0);
    expect(sent(await send({ all: true, reference: `service-${serial}`, title: 'Maintenance', content: '02:00 UTC', class: 'TRANSACTIONAL' })).recipients).toBeGreaterThan(0);
    // A promotional message to the one member is not written either.
    expect(sent(await send({ account: me.account, reference: `promo-one-${serial}`, title: 'Just for you', content: 'Offer', class: 'PROMOTIONAL' })).recipients).toBe(0);
    expect(await templatesOf(me.memberId)).toEqual(['REWARD_ISSUED', 'LIMIT_SET', 'LIMIT_SET', 'OPERATOR:Maintenance']);

    prefs(await setPreferences(me.token, { promotional: true }));
    await notifyBoth(me.memberId, 3);
    expect((await templatesOf(me.memberId)).slice(-2)).toEqual(['REWARD_ISSUED', 'LIMIT_SET']);
  });

  it('a self-excluded member gets transactional messages and no promotional one', async () => {
    const me = await signedIn();
    await takeExclusion(fx.db, me.memberId, { kind: 'SELF_EXCLUSION', period: 'P6M', confirm: true });
    expect(await templatesOf(me.memberId)).toEqual(['SELF_EXCLUSION_STARTED']);
    await notifyBoth(me.memberId, 1);
    sent(await send({ all: true, reference: `promo-excluded-${serial}`, title: 'Excluded offer', content: 'Reload' }));
    sent(await send({ account: me.account, reference: `service-excluded-${serial}`, title: 'Your account', content: 'Service note' }));
    expect(await templatesOf(me.memberId)).toEqual(['SELF_EXCLUSION_STARTED', 'LIMIT_SET', 'OPERATOR:Your account']);
  });

  it("only ever changes the caller's own preference: another member's token cannot change it", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    // The body names no member; an id slipped in is ignored, and the caller's own choice changes.
    prefs(await setPreferences(other.token, { promotional: false, memberId: owner.memberId, account: owner.account }));
    expect(prefs(await preferences(owner.token))).toEqual({ promotional: true });
    expect(prefs(await preferences(other.token))).toEqual({ promotional: false });
    expect(await fx.db.query('SELECT 1 FROM member_message_preferences WHERE member_id = $1::bigint', [owner.memberId])).toHaveLength(0);
    await notifyBoth(owner.memberId, 1);
    expect(await templatesOf(owner.memberId)).toEqual(['REWARD_ISSUED', 'LIMIT_SET']);
  });

  it('refuses bad input naming the field, visitors and trial accounts, and writes nothing', async () => {
    const me = await signedIn();
    for (const payload of [{}, { promotional: 'no' }, { promotional: null }, { promotional: 0 }]) refused(await setPreferences(me.token, payload), 400, 'promotional');
    refused(await fx.call({ method: 'PUT', url: '/wps/member/messages/preferences', payload: { promotional: false } }), 401);
    const trial = await signedIn(TRIAL_TYPE);
    expect(refused(await setPreferences(trial.token, { promotional: false }), 403).errorCode).toBe('NEED_REAL_ACCOUNT');
    refused(await send({ account: me.account, reference: `bad-class-${serial}`, title: 'x', content: 'y', class: 'MARKETING' }), 400, 'class');
    expect(await fx.db.query('SELECT 1 FROM member_message_preferences WHERE member_id = ANY($1::bigint[])', [[me.memberId, trial.memberId]])).toHaveLength(0);
  });
});
