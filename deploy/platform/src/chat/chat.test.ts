import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chatEndpoints as chat, type ChatMessage, type ChatRooms } from '@site/shared/contract/chat';
import { buildPlatformApp } from '../app';
import { issueSession } from '../accounts/session-auth';
import type { Db, ScriptDb } from '../db/database';
import { insertIssue } from '../lottery/bets/bet-test-support';
import { opsCli } from '../testing/ops-cli';
import { createPlatformFixture, SCHEDULERS_OFF, TEST_OPERATOR_TOKEN, type PlatformFixture } from '../testing/platform-fixture';
import { insertMember } from '../wallet/wallet-test-db';
import { ChatHub } from './chat-hub';
import { pruneOldMessages } from './chat-store';
import { contentRefusal } from './content-rules';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

interface Member {
  memberId: string;
  account: string;
  token: string;
}

let serial = 0;
/** A real member with a bound phone (unless `phone: false`). */
async function member(options: { phone?: boolean } = {}): Promise<Member> {
  serial += 1;
  const account = `chat${process.pid % 1000}x${serial}${Math.random().toString(36).slice(2, 6)}`;
  const memberId = await insertMember(fx.db as ScriptDb, { account });
  if (options.phone !== false) {
    await fx.db.query("UPDATE members SET dialing_code = '+84', mobile_num = $2 WHERE id = $1::bigint", [memberId, `9${memberId.padStart(9, '0')}`]);
  }
  return { memberId, account, token: await issueSession(fx.db, memberId) };
}

function envelope<V = Record<string, unknown>>(response: { statusCode: number; json: () => unknown }) {
  const body = response.json() as { errorCode: string | null; field?: string; message: string | null; value: V };
  return { status: response.statusCode, errorCode: body.errorCode, field: body.field, message: body.message, value: body.value };
}

const roomPath = (path: string, room: string) => path.replace(':room', room);
const say = (who: Member | null, text: string, room = 'lobby-en') =>
  fx
    .call({ method: 'POST', url: roomPath(chat.post.path, room), headers: who ? { authorization: who.token } : {}, payload: { text } })
    .then((r) => envelope<ChatMessage>(r));
const messageCount = async (memberId: string) =>
  (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE member_id = $1::bigint', [memberId]))[0]!.n;
/** Moves a member's messages and sanctions back in time, as if `seconds` had passed. */
const age = (memberId: string, seconds: number) =>
  Promise.all([
    fx.db.query('UPDATE chat_messages SET created_at = created_at - make_interval(secs => $2) WHERE member_id = $1::bigint', [memberId, seconds]),
    fx.db.query(
      'UPDATE chat_sanctions SET created_at = created_at - make_interval(secs => $2), ends_at = ends_at - make_interval(secs => $2) WHERE member_id = $1::bigint',
      [memberId, seconds],
    ),
  ]);
const ops = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  fx.call({ method, url, operator: true, headers: { 'x-operator': 'ops.chat' }, ...(payload ? { payload } : {}) }).then((r) => envelope(r));


describe('content rules', () => {
  test.each([
    ['visit https://evil.example now', 'CHAT_LINK'],
    ['go to www . tips . com', 'CHAT_LINK'],
    ['bestodds dot com', 'CHAT_LINK'],
    ['t.me/tipsroom', 'CHAT_LINK'],
    ['call me 0912 345 678', 'CHAT_PHONE'],
    ['+84912345678', 'CHAT_PHONE'],
    ['0912.345.678', 'CHAT_PHONE'],
    ['add me on zalo', 'CHAT_HANDLE'],
    ['ping @luckytips', 'CHAT_HANDLE'],
    ['Vietcombank stk 1234 5678 9012', 'CHAT_BANK_NUMBER'],
    ['send to 1903 6655 4433 2211', 'CHAT_BANK_NUMBER'],
    ['send to 190366554433221', 'CHAT_BANK_NUMBER'],
  ])('%s is refused as %s', (text, code) => {
    expect(contentRefusal(text)).toBe(code);
  });

  test.each(['I play 12 34 56 78 on LO2 tonight', 'DE 27, XIEN2 05-39', 'issue 20261123-0481 paid 95x!', 'gg, 123 456 789 won', 'Chúc may mắn 🍀'])(
    'ordinary lottery talk passes: %s',
    (text) => {
      expect(contentRefusal(text)).toBeNull();
    },
  );
});

describe('posting', () => {
  test('a guest reads the rooms but cannot post (401), and nothing is written', async () => {
    const rooms = envelope<ChatRooms>(await fx.call({ method: 'GET', url: chat.rooms.path }));
    expect(rooms).toMatchObject({ status: 200, value: { canPost: false, refusal: null } });
    expect(rooms.value.rooms.map((room) => room.id)).toEqual(expect.arrayContaining(['lobby-en', 'lobby-es', 'lobby-vi', 'lobby-zh', 'lottery-FAST_1M']));
    expect(rooms.value.rooms.map((room) => room.id)).not.toContain('vip');
    const before = (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages'))[0]!.n;
    expect((await say(null, 'hello')).status).toBe(401);
    expect((await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages'))[0]!.n).toBe(before);
  });

  test('a member without a bound phone cannot post', async () => {
    const nophone = await member({ phone: false });
    expect(await say(nophone, 'hello')).toMatchObject({ status: 403, errorCode: 'CHAT_PHONE_REQUIRED' });
    expect(envelope<ChatRooms>(await fx.call({ method: 'GET', url: chat.rooms.path, headers: { authorization: nophone.token } })).value).toMatchObject({
      canPost: false,
      refusal: 'CHAT_PHONE_REQUIRED',
    });
    expect(await messageCount(nophone.memberId)).toBe(0);
  });

  test('a link is refused with its reason on text, and nothing is written', async () => {
    const ann = await member();
    expect(await say(ann, 'free tips at http://tips.example')).toMatchObject({ status: 403, errorCode: 'CHAT_LINK', field: 'text' });
    expect(await messageCount(ann.memberId)).toBe(0);
    expect(await say(ann, 'x'.repeat(201))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'text' });
  });

  test('a second message within 3 s is refused, and 20 a minute is the most', async () => {
    const ben = await member();
    const first = await say(ben, 'good luck everyone');
    expect(first).toMatchObject({ status: 200, value: { room: 'lobby-en', kind: 'TEXT', text: 'good luck everyone' } });
    expect(first.value.author).toMatch(/\*\*\*/);
    expect(first.value.author).not.toBe(ben.account);
    expect(await say(ben, 'and again')).toMatchObject({ status: 429, errorCode: 'CHAT_TOO_FAST' });
    expect(await messageCount(ben.memberId)).toBe(1);
    await age(ben.memberId, 4);
    expect((await say(ben, 'and again')).status).toBe(200);
    // 20 in the last minute, the latest 4 s ago: the 21st is refused for the minute, not the pace.
    await fx.db.query(
      `INSERT INTO chat_messages (room, member_id, author, kind, content, created_at)
       SELECT 'lobby-en', $1::bigint, 'be***xx', 'TEXT', 'filler', clock_timestamp() - make_interval(secs => 4 + n) FROM generate_series(1, 18) n`,
      [ben.memberId],
    );
    await fx.db.query("UPDATE chat_messages SET created_at = clock_timestamp() - interval '5 seconds' WHERE member_id = $1::bigint AND content <> 'filler'", [ben.memberId]);
    expect(await say(ben, 'one more')).toMatchObject({ status: 429, errorCode: 'CHAT_TOO_MANY' });
  });

  test('an XSS payload is stored and answered as the same plain text', async () => {
    const cat = await member();
    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const posted = await say(cat, payload);
    expect(posted).toMatchObject({ status: 200, value: { text: payload } });
    const [row] = await fx.db.query<{ content: string }>('SELECT content FROM chat_messages WHERE id = $1::bigint', [posted.value.id]);
    expect(row!.content).toBe(payload);
  });

  test('the VIP room is closed below level 5 and open from it', async () => {
    const low = await member();
    expect(await say(low, 'hi vips', 'vip')).toMatchObject({ status: 403, errorCode: 'CHAT_ROOM_CLOSED' });
    const high = await member();
    await fx.db.query(`UPDATE members SET club_label = '{"labelName":"Gold","rankLevel":5}'::jsonb WHERE id = $1::bigint`, [high.memberId]);
    expect((await say(high, 'hi vips', 'vip')).status).toBe(200);
    expect(await say(high, 'no such game', 'lottery-NOPE')).toMatchObject({ status: 403, errorCode: 'CHAT_ROOM_CLOSED' });
  });

  test('a member under time-out can neither post nor open a stream', async () => {
    const dan = await member();
    await fx.db.query(
      `INSERT INTO member_exclusions (member_id, kind, period, ends_at, reopens_at) VALUES ($1::bigint, 'TIME_OUT', 'P1D', now() + interval '1 day', now() + interval '1 day')`,
      [dan.memberId],
    );
    expect(await say(dan, 'hello')).toMatchObject({ status: 403, errorCode: 'PLAYER_EXCLUDED' });
    const stream = await fx.call({ method: 'GET', url: roomPath(chat.stream.path, 'lobby-en'), headers: { authorization: dan.token } });
    expect(envelope(stream)).toMatchObject({ status: 403, errorCode: 'PLAYER_EXCLUDED' });
    expect(await messageCount(dan.memberId)).toBe(0);
  });
});

describe('sharing a bet', () => {
  async function betOf(memberId: string): Promise<string> {
    const issue = await insertIssue(fx.db, { gameId: 'FAST_1M', saleStartAt: new Date(Date.now() - 60_000), lockAt: new Date(Date.now() + 60_000) });
    const [bet] = await fx.db.query<{ id: string }>(
      `INSERT INTO lottery_bets (member_id, game_id, issue_id, numero, bet_type, numbers, units, unit_price, stake, odds, request_id, placed_at)
       VALUES ($1::bigint, 'FAST_1M', $2::bigint, $3, 'DE', ARRAY['27'], 5, 100, 500, 95, $4, now()) RETURNING id::text AS id`,
      [memberId, issue.id, issue.numero, `chat-bet-${memberId}`],
    );
    return bet!.id;
  }
  const share = (who: Member, payload: Record<string, unknown>) =>
    fx.call({ method: 'POST', url: roomPath(chat.shareBet.path, 'lottery-FAST_1M'), headers: { authorization: who.token }, payload }).then((r) => envelope<ChatMessage>(r));

  test("the card is the server's record of the member's own bet; another member's bet is refused like a missing one", async () => {
    const eve = await member();
    const fay = await member();
    const faysBet = await betOf(fay.memberId);
    expect(await share(eve, { betId: Number(faysBet) })).toMatchObject({ status: 404, errorCode: 'CHAT_BET_NOT_FOUND' });
    expect(await share(eve, { betId: 999_999_999 })).toMatchObject({ status: 404, errorCode: 'CHAT_BET_NOT_FOUND' });
    expect(await messageCount(eve.memberId)).toBe(0);
    // Typed figures are not part of the call: a body naming a stake is refused.
    expect(await share(fay, { betId: Number(faysBet), stake: '1000000.00' })).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
    const shared = await share(fay, { betId: Number(faysBet) });
    expect(shared).toMatchObject({
      status: 200,
      value: { kind: 'BET', text: null, bet: { gameId: 'FAST_1M', betType: 'DE', numbers: ['27'], stake: '5.00', odds: '95', status: 'PLACED' } },
    });
  });
});

describe('operators', () => {
  test('a muted member is refused until the mute ends; the mute is audited; a member token on /ops is refused', async () => {
    const gus = await member();
    const muted = await ops('POST', chat.opsSanction.path, { reference: `mute-${gus.memberId}`, account: gus.account, kind: 'MUTE', reason: 'spam', minutes: 1 });
    expect(muted).toMatchObject({ status: 200, value: { kind: 'MUTE', reason: 'spam', replayed: false } });
    const again = await ops('POST', chat.opsSanction.path, { reference: `mute-${gus.memberId}`, account: gus.account, kind: 'MUTE', reason: 'spam', minutes: 1 });
    expect(again.value).toMatchObject({ replayed: true });
    const audit = await fx.db.query('SELECT operator FROM operator_actions WHERE action = $1 AND reference = $2', ['CHAT_MUTE', `mute-${gus.memberId}`]);
    expect(audit).toEqual([{ operator: 'ops.chat' }]);

    expect(await say(gus, 'am I muted?')).toMatchObject({ status: 403, errorCode: 'CHAT_MUTED' });
    await age(gus.memberId, 30);
    expect(await say(gus, 'still?')).toMatchObject({ status: 403, errorCode: 'CHAT_MUTED' });
    await age(gus.memberId, 31);
    expect((await say(gus, 'free again')).status).toBe(200);

    const asMember = await fx.call({
      method: 'POST',
      url: chat.opsSanction.path,
      headers: { authorization: gus.token, 'x-operator': 'ops.chat' },
      payload: { reference: 'self-unmute', account: gus.account, kind: 'MUTE', reason: 'x', minutes: 1 },
    });
    expect([401, 403]).toContain(asMember.statusCode);
    expect((await fx.call({ method: 'GET', url: chat.opsReports.path, headers: { authorization: gus.token } })).statusCode).toBeGreaterThanOrEqual(401);
  });

  test('a ban closes reading too; members report a message once; the ops command mutes', async () => {
    const hal = await member();
    const ida = await member();
    const posted = await say(hal, 'rude words');
    const report = () =>
      fx.call({ method: 'POST', url: chat.report.path.replace(':messageId', String(posted.value.id)), headers: { authorization: ida.token }, payload: { reason: 'rude' } });
    expect((await report()).statusCode).toBe(200);
    expect((await report()).statusCode).toBe(200);
    const reports = await ops('GET', chat.opsReports.path);
    expect((reports.value as { list: { messageId: number }[] }).list.filter((item) => item.messageId === posted.value.id)).toHaveLength(1);

    const { run, lines } = opsCli(fx.app, { operator: 'cli.chat' });
    expect(await run('chat', 'ban', hal.account, '--minutes', '60', '--reference', `ban-${hal.memberId}`, 'rude', 'words')).toBe(0);
    expect(lines.join('\n')).toContain('banned until');
    expect(await say(hal, 'hello?')).toMatchObject({ status: 403, errorCode: 'CHAT_BANNED' });
    const stream = await fx.call({ method: 'GET', url: roomPath(chat.stream.path, 'lobby-en'), headers: { authorization: hal.token } });
    expect(envelope(stream)).toMatchObject({ status: 403, errorCode: 'CHAT_BANNED' });
  });

  test('operators list sanctions and lift one early with a reason (audited); a member token is refused on every moderation call', async () => {
    const kim = await member();
    const muted = await ops('POST', chat.opsSanction.path, { reference: `mute-${kim.memberId}`, account: kim.account, kind: 'MUTE', reason: 'flood', minutes: 600 });
    const sanctionId = (muted.value as { id: number }).id;
    expect(await say(kim, 'muted?')).toMatchObject({ status: 403, errorCode: 'CHAT_MUTED' });
    const inForce = (await ops('GET', chat.opsSanctions.path)).value as { list: { id: number; active: boolean }[] };
    expect(inForce.list.find((item) => item.id === sanctionId)).toMatchObject({ active: true });

    const liftPath = chat.opsLift.path.replace(':sanctionId', String(sanctionId));
    expect(await ops('POST', liftPath, { reference: `lift-${kim.memberId}` })).toMatchObject({ status: 400, field: 'reason' });
    const lifted = await ops('POST', liftPath, { reference: `lift-${kim.memberId}`, reason: 'appeal accepted' });
    expect(lifted).toMatchObject({ status: 200, value: { id: sanctionId, active: false, liftedBy: 'ops.chat', liftReason: 'appeal accepted', replayed: false } });
    expect((await ops('POST', liftPath, { reference: `lift-${kim.memberId}`, reason: 'appeal accepted' })).value).toMatchObject({ replayed: true });
    // Nothing left to lift under another reference.
    expect(await ops('POST', liftPath, { reference: `lift2-${kim.memberId}`, reason: 'again' })).toMatchObject({ status: 409, errorCode: 'CHAT_SANCTION_OVER' });
    expect(await ops('POST', chat.opsLift.path.replace(':sanctionId', '999999999'), { reference: 'lift-none', reason: 'x' })).toMatchObject({ status: 404 });
    const audit = await fx.db.query<{ operator: string; details: { reason: string } }>('SELECT operator, details FROM operator_actions WHERE action = $1 AND reference = $2', [
      'CHAT_LIFT',
      `lift-${kim.memberId}`,
    ]);
    expect(audit).toEqual([{ operator: 'ops.chat', details: expect.objectContaining({ sanctionId, reason: 'appeal accepted' }) }]);
    expect((await say(kim, 'free to talk')).status).toBe(200);

    const { run, lines } = opsCli(fx.app, { operator: 'cli.chat' });
    expect(await run('chat', 'sanctions', kim.account)).toBe(0);
    expect(lines.join('\n')).toContain('lifted by ops.chat (appeal accepted)');

    // A member's token on each moderation call: refused, and nothing changes.
    const again = await ops('POST', chat.opsSanction.path, { reference: `ban-${kim.memberId}`, account: kim.account, kind: 'BAN', reason: 'abuse', minutes: 60 });
    const banId = (again.value as { id: number }).id;
    const posted = await say(await member(), 'keep me');
    const asMember = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      fx.call({ method, url, headers: { authorization: kim.token, 'x-operator': 'ops.chat' }, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
    expect([401, 403]).toContain(await asMember('GET', chat.opsSanctions.path));
    expect([401, 403]).toContain(await asMember('POST', chat.opsLift.path.replace(':sanctionId', String(banId)), { reference: 'self-lift', reason: 'me' }));
    expect([401, 403]).toContain(await asMember('POST', chat.opsHide.path.replace(':messageId', String(posted.value.id)), { reference: 'self-hide', reason: 'me' }));
    expect(await say(kim, 'still banned?')).toMatchObject({ status: 403, errorCode: 'CHAT_BANNED' });
    const [hidden] = await fx.db.query<{ hidden_at: Date | null }>('SELECT hidden_at FROM chat_messages WHERE id = $1::bigint', [posted.value.id]);
    expect(hidden!.hidden_at).toBeNull();
  });

  test('messages older than 7 days are pruned', async () => {
    const joe = await member();
    const posted = await say(joe, 'old news');
    await fx.db.query("UPDATE chat_messages SET created_at = now() - interval '8 days' WHERE id = $1::bigint", [posted.value.id]);
    expect(await pruneOldMessages(fx.db)).toBeGreaterThanOrEqual(1);
    expect(await messageCount(joe.memberId)).toBe(0);
  });
});

interface OpenStream {
  status: number;
  /** The events so far (their raw text). */
  events: string[];
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** Resolves once an event satisfies `test`. */
  waitFor(test: (event: string) => boolean): Promise<string>;
  close(): void;
}

/** Opens a stream with node's http (so the local address can be chosen); resolves once the first bytes or the refusal arrived. */
function openStream(base: string, room: string, headers: Record<string, string> = {}, localAddress = '127.0.0.1'): Promise<OpenStream> {
  const url = new URL(roomPath(chat.stream.path, room), base);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path: url.pathname, headers, localAddress, agent: false }, (response) => {
      response.setEncoding('utf8');
      const events: string[] = [];
      const waiters: { test: (event: string) => boolean; resolve: (event: string) => void }[] = [];
      let buffer = '';
      let first = true;
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((done) => (endedResolve = done));
      const stream: OpenStream = {
        status: response.statusCode!,
        events,
        ended,
        waitFor: (test) => {
          const found = events.find(test);
          return found !== undefined ? Promise.resolve(found) : new Promise((done) => waiters.push({ test, resolve: done }));
        },
        close: () => request.destroy(),
      };
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          events.push(event);
          for (const waiter of [...waiters]) {
            if (waiter.test(event)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(event);
            }
          }
        }
        if (first) {
          first = false;
          resolve(stream);
        }
      });
      response.on('end', endedResolve);
      response.on('close', endedResolve);
    });
    request.on('error', reject);
  });
}

/** Reads server-sent events from a listening server until `count` messages arrived. */
async function readEvents(base: string, room: string, count: number, headers: Record<string, string> = {}, opened?: () => Promise<void>): Promise<number[]> {
  const controller = new AbortController();
  const response = await fetch(`${base}${roomPath(chat.stream.path, room)}`, { headers, signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const ids: number[] = [];
  let buffer = '';
  let openedCalled = false;
  try {
    while (ids.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (data) {
          const message = JSON.parse(data.slice(6)) as ChatMessage;
          expect(event).toContain(`id: ${message.id}`);
          ids.push(message.id);
        }
        if (!openedCalled && opened) {
          openedCalled = true;
          await opened();
        }
      }
    }
  } finally {
    controller.abort();
  }
  return ids;
}

describe('the stream', () => {
  let second: FastifyInstance;
  let base: string;
  let secondBase: string;

  beforeAll(async () => {
    await fx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(fx.app.server.address() as AddressInfo).port}`;
    // A second server on the same database: it learns of posts only through the database.
    // It also checks an open stream's reader again every 100 ms instead of every minute.
    // Its caps on open streams are small: 3 per address, 2 per member.
    second = await buildPlatformApp({ db: fx.db, operatorToken: TEST_OPERATOR_TOKEN, ...SCHEDULERS_OFF, chat: { recheckMs: 100, streamsPerAddress: 3, streamsPerMember: 2 } });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondBase = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await second?.close();
  });

  test('a stream resumes after a given id without duplicates, and a post on one server reaches a stream on the other', async () => {
    const room = 'lobby-vi';
    const writers = await Promise.all([member(), member(), member(), member()]);
    const posted: number[] = [];
    for (const writer of writers.slice(0, 3)) posted.push((await say(writer, `tin ${posted.length}`, room)).value.id);
    expect(posted).toHaveLength(3);

    // Resume after the first: the second and third come once, then a live post (made on this server).
    const resumed = await readEvents(base, room, 3, { 'last-event-id': String(posted[0]) }, async () => {
      posted.push((await say(writers[3]!, 'live', room)).value.id);
    });
    expect(resumed).toEqual([posted[1], posted[2], posted[3]]);

    // The other server: after the third, then a post made through the first server.
    const late = await member();
    const fromSecond = await readEvents(secondBase, room, 2, { 'last-event-id': String(posted[2]) }, async () => {
      posted.push((await say(late, 'across servers', room)).value.id);
    });
    expect(fromSecond).toEqual([posted[3], posted[4]]);
    expect(new Set(fromSecond).size).toBe(fromSecond.length);
  }, 30_000);

  test("a member's open stream ends once they are banned, and opening it again is refused", async () => {
    const room = 'lobby-en';
    const ivy = await member();
    const headers = { authorization: ivy.token };
    const response = await fetch(`${secondBase}${roomPath(chat.stream.path, room)}`, { headers });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    // The first bytes (the retry line) say the stream is open.
    expect((await reader.read()).done).toBe(false);
    expect((await ops('POST', chat.opsSanction.path, { account: ivy.account, kind: 'BAN', minutes: 60, reason: 'abuse', reference: `ban-${ivy.memberId}` })).status).toBe(200);
    // Read to the end: without the check again the stream stays open and this waits until the test times out.
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    const again = await fetch(`${secondBase}${roomPath(chat.stream.path, room)}`, { headers });
    expect(again.status).toBe(403);
    expect(((await again.json()) as { errorCode: string }).errorCode).toBe('CHAT_BANNED');
  }, 30_000);

  test("a member's open stream ends once a time-out starts; a ban taken on the stream's own server ends it at once", async () => {
    const lea = await member();
    const stream = await openStream(secondBase, 'lobby-en', { authorization: lea.token });
    expect(stream.status).toBe(200);
    await fx.db.query(
      `INSERT INTO member_exclusions (member_id, kind, period, ends_at, reopens_at) VALUES ($1::bigint, 'TIME_OUT', 'P1D', now() + interval '1 day', now() + interval '1 day')`,
      [lea.memberId],
    );
    // Without the check again this waits until the test times out.
    await stream.ended;
    expect((await openStream(secondBase, 'lobby-en', { authorization: lea.token })).status).toBe(403);

    // The first server checks again only every minute; the ban, taken through it, ends its streams now.
    const max = await member();
    const own = await openStream(base, 'lobby-en', { authorization: max.token });
    expect(own.status).toBe(200);
    expect((await ops('POST', chat.opsSanction.path, { account: max.account, kind: 'BAN', minutes: 60, reason: 'abuse', reference: `ban-now-${max.memberId}` })).status).toBe(200);
    await own.ended;
  }, 30_000);

  test('open streams are capped per address and per member on a server', async () => {
    const ned = await member();
    const asNed = { authorization: ned.token };
    // An address of its own, so other tests' streams do not count.
    const address = '127.0.0.7';
    const first = await openStream(secondBase, 'lobby-en', asNed, address);
    const second2 = await openStream(secondBase, 'lobby-es', asNed, address);
    expect([first.status, second2.status]).toEqual([200, 200]);
    const third = await fetch(`${secondBase}${roomPath(chat.stream.path, 'lobby-vi')}`, { headers: asNed });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { errorCode: string }).errorCode).toBe('CHAT_TOO_MANY_STREAMS');
    // A visitor from the same address takes the third place; a fourth stream from it is refused.
    const visitor = await openStream(secondBase, 'lobby-en', {}, address);
    expect(visitor.status).toBe(200);
    expect((await openStream(secondBase, 'lobby-en', {}, address)).status).toBe(429);
    // Another address is not counted with it.
    const elsewhere = await openStream(secondBase, 'lobby-en', {}, '127.0.0.8');
    expect(elsewhere.status).toBe(200);
    // A closed stream gives its place back (the server learns of the close a moment later).
    first.close();
    let status = 429;
    for (let attempt = 0; attempt < 200 && status === 429; attempt += 1) {
      const retry = await openStream(secondBase, 'lobby-en', asNed, address);
      status = retry.status;
      retry.close();
      if (status === 429) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(status).toBe(200);
    for (const stream of [second2, visitor, elsewhere]) stream.close();
  }, 30_000);

  test('a hidden message leaves the history and resumes, open streams are told to drop it, and the hide is audited', async () => {
    const room = 'lobby-vi';
    const [ola, pat] = await Promise.all([member(), member()]);
    const [start] = await fx.db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM chat_messages WHERE room = $1', [room]);
    const bad = (await say(ola, 'rude words', room)).value.id;
    const good = (await say(pat, 'kind words', room)).value.id;
    const open = await openStream(secondBase, room);
    await open.waitFor((event) => event.includes(`id: ${good}`));

    const { run, lines } = opsCli(fx.app, { operator: 'cli.mod' });
    expect(await run('chat', 'hide', String(bad), '--reference', `hide-${bad}`, 'insults')).toBe(0);
    expect(lines.join('\n')).toContain(`message ${bad} in ${room} hidden`);
    // The open stream (on the other server) hears of it through the database.
    const dropped = await open.waitFor((event) => event.startsWith('event: hidden'));
    expect(dropped).toBe(`event: hidden\ndata: {"id":${bad}}`);
    open.close();

    // A resume from before it, and a fresh stream's history: the hidden message is not among them.
    const resumed = await readEvents(base, room, 1, { 'last-event-id': start!.id });
    expect(resumed).toEqual([good]);
    const fresh = await openStream(base, room);
    // The history comes in id order: once the later message is in, the hidden one would be too.
    await fresh.waitFor((event) => event.includes(`id: ${good}\n`));
    expect(fresh.events.some((event) => event.includes(`id: ${bad}\n`))).toBe(false);
    fresh.close();
    // Nobody can report what nobody sees.
    const report = await fx.call({ method: 'POST', url: chat.report.path.replace(':messageId', String(bad)), headers: { authorization: pat.token }, payload: {} });
    expect(report.statusCode).toBe(404);
    const audit = await fx.db.query<{ operator: string; details: { reason: string } }>('SELECT operator, details FROM operator_actions WHERE action = $1 AND reference = $2', [
      'CHAT_HIDE',
      `hide-${bad}`,
    ]);
    expect(audit).toEqual([{ operator: 'cli.mod', details: expect.objectContaining({ messageId: bad, reason: 'insults' }) }]);
  }, 30_000);

  test('posts that commit while a stream catches up reach it once each, in order', async () => {
    const room = 'lobby-zh';
    const writers = await Promise.all(Array.from({ length: 24 }, () => member()));
    const [start] = await fx.db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM chat_messages WHERE room = $1', [room]);
    // The posts are on their way before the stream opens: some commit before its catch-up reads, some after.
    const posts = writers.map((writer, n) => say(writer, `msg ${n}`, room));
    const received: number[] = [];
    let done: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (done = resolve));
    // A hub of its own, as another server's: it learns of posts only from the database.
    const errors: unknown[] = [];
    const hub = new ChatHub(fx.db, (error) => errors.push(error));
    await hub.start();
    const unsubscribe = hub.subscribe(room, Number(start!.id), (message) => {
      received.push(message.id);
      if (received.length >= writers.length) done();
    });
    const ids = (await Promise.all(posts)).map((post) => post.value.id);
    // Late posts reach the stream through the database's notification.
    await all;
    unsubscribe();
    await hub.stop();
    expect(errors).toEqual([]);
    expect(received).toEqual([...ids].sort((a, b) => a - b));
  }, 30_000);

  test('messages read live while a stream is still catching up are not sent twice', async () => {
    const room = 'lobby-es';
    const writers = await Promise.all([member(), member(), member()]);
    const [start] = await fx.db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM chat_messages WHERE room = $1', [room]);
    // The stream's catch-up read is held until the room's live reader has read the same posts.
    const AFTER = 'AND id > $2::bigint ORDER BY id';
    let reads = 0;
    let reachedCatchUp: () => void = () => undefined;
    const catchUpReached = new Promise<void>((resolve) => (reachedCatchUp = resolve));
    let releaseCatchUp: () => void = () => undefined;
    const catchUpReleased = new Promise<void>((resolve) => (releaseCatchUp = resolve));
    let liveReadDone: () => void = () => undefined;
    const liveRead = new Promise<void>((resolve) => (liveReadDone = resolve));
    const db = fx.db;
    const held: Db = {
      kind: db.kind,
      close: () => db.close(),
      transaction: (fn) => db.transaction(fn),
      listen: db.listen?.bind(db),
      query: async <T,>(sql: string, params?: unknown[]) => {
        if (!sql.includes(AFTER)) return db.query<T>(sql, params);
        reads += 1;
        if (reads === 1) {
          reachedCatchUp();
          await catchUpReleased;
          return db.query<T>(sql, params);
        }
        const rows = await db.query<T>(sql, params);
        if (rows.length > 0) liveReadDone();
        return rows;
      },
    };
    const hub = new ChatHub(held, (error) => {
      throw error;
    });
    await hub.start();
    const received: number[] = [];
    let done: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (done = resolve));
    const unsubscribe = hub.subscribe(room, Number(start!.id), (message) => {
      received.push(message.id);
      if (received.length >= writers.length) done();
    });
    await catchUpReached;
    const ids: number[] = [];
    for (const writer of writers) ids.push((await say(writer, 'hola', room)).value.id);
    await liveRead;
    releaseCatchUp();
    await all;
    // Whatever else arrives would come now: a round trip to the database and back through the hub.
    await fx.db.query('SELECT 1');
    unsubscribe();
    await hub.stop();
    expect(received).toEqual(ids);
  }, 30_000);
});
