import sharp from 'sharp';
import { feedbackEndpoints as fb, type FeedbackItem, type FeedbackOpsItem } from '@site/shared/contract/feedback';
import { MessagePageSchema, messagesEndpoints } from '@site/shared/contract/member';
import { issueSession } from '../accounts/session-auth';
import type { ScriptDb } from '../db/database';
import { brandProfileFor } from '../protection/brand-profile';
import { opsCli } from '../testing/ops-cli';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { insertMember } from '../wallet/wallet-test-db';
import { escalateUnanswered } from './escalation';
import { VISITOR_FEEDBACK_PER_HOUR } from './feedback-store';

let fx: PlatformFixture;
const SEA = brandProfileFor('SEA');

beforeAll(async () => {
  fx = await createPlatformFixture({ brandProfile: SEA });
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
async function member(): Promise<Member> {
  serial += 1;
  const account = `fb${process.pid % 1000}x${serial}${Math.random().toString(36).slice(2, 6)}`;
  const memberId = await insertMember(fx.db as ScriptDb, { account });
  return { memberId, account, token: await issueSession(fx.db, memberId) };
}

/** Each test's visitors come from their own address, so one test's count never reaches another's. */
let addressSerial = 0;
const freshAddress = () => `198.51.100.${(addressSerial += 1)}`;

function envelope<V = Record<string, unknown>>(response: { statusCode: number; json: () => unknown }) {
  const body = response.json() as { errorCode: string | null; field?: string; value: V };
  return { status: response.statusCode, errorCode: body.errorCode, field: body.field, value: body.value };
}

const sendAs = (token: string | null, payload: Record<string, unknown>, address = '203.0.113.9') =>
  fx.call({ method: 'PUT', url: fb.submit.path, remoteAddress: address, headers: token ? { authorization: token } : {}, payload });

const memberGet = <V>(token: string, url: string) => fx.call({ method: 'GET', url, headers: { authorization: token } }).then((r) => envelope<V>(r));
const ops = <V = { feedback: FeedbackOpsItem; replayed: boolean }>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  fx.call({ method, url, operator: true, headers: { 'x-operator': 'ops.erin' }, ...(payload ? { payload } : {}) }).then((r) => envelope<V>(r));

const withId = (path: string, id: number) => path.replace(':feedbackId', String(id)).replace(':imageId', String(id));
const feedbackCount = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback'))[0]!.n;

let pngBytes: Buffer;
beforeAll(async () => {
  pngBytes = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a7' } }).png().toBuffer();
});
const image = (bytes: Buffer) => ({ data: bytes.toString('base64') });

describe('sending', () => {
  test('a member sends a complaint with a picture: a reference number, status Open, and it is in their history', async () => {
    const alice = await member();
    const sent = envelope<{ id: number; referenceNo: string; status: string }>(
      await sendAs(alice.token, { category: 'COMPLAINT', content: 'My withdrawal is late', images: [image(pngBytes)] }),
    );
    expect(sent).toMatchObject({ status: 200, errorCode: null, value: { status: 'OPEN' } });
    expect(sent.value.referenceNo).toMatch(/^F[0-9]{8}[0-9]{6,}$/);
    const list = await memberGet<{ list: FeedbackItem[]; totalCount: number }>(alice.token, fb.list.path);
    expect(list.value.totalCount).toBe(1);
    expect(list.value.list[0]).toMatchObject({ id: sent.value.id, category: 'COMPLAINT', content: 'My withdrawal is late', status: 'OPEN', replies: [], disputeBody: null });
    expect(list.value.list[0]!.images).toEqual([expect.objectContaining({ contentType: 'image/png', width: 8, height: 6 })]);
  });

  test('140 characters are accepted, 141 refused naming content, and nothing is written', async () => {
    const bob = await member();
    expect((await sendAs(bob.token, { category: 'SUGGESTION', content: 'a'.repeat(140) })).statusCode).toBe(200);
    const before = await feedbackCount();
    const refused = envelope(await sendAs(bob.token, { category: 'SUGGESTION', content: 'a'.repeat(141) }));
    expect(refused).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'content' });
    // Counted as a person counts: 140 emoji are 140 characters, 141 are too many.
    expect((await sendAs(bob.token, { category: 'SUGGESTION', content: '🙂'.repeat(140) })).statusCode).toBe(200);
    expect(envelope(await sendAs(bob.token, { category: 'SUGGESTION', content: '🙂'.repeat(141) }))).toMatchObject({ status: 400, field: 'content' });
    expect(await feedbackCount()).toBe(before + 1);
  });

  test('a fourth image is refused naming images, and nothing is written', async () => {
    const carol = await member();
    const before = await feedbackCount();
    const refused = envelope(await sendAs(carol.token, { category: 'GAME', content: 'Four pictures', images: [1, 2, 3, 4].map(() => image(pngBytes)) }));
    expect(refused).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'images' });
    expect(await feedbackCount()).toBe(before);
  });

  test('a text file named x.png, a pdf and a png header over garbage are refused by their bytes', async () => {
    const dan = await member();
    const before = await feedbackCount();
    const text = Buffer.from('just some text pretending to be x.png\n'.repeat(20));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
    const fakePng = Buffer.concat([pngBytes.subarray(0, 16), Buffer.from('<script>alert(1)</script>'.repeat(10))]);
    for (const bytes of [text, pdf, fakePng]) {
      const refused = envelope(await sendAs(dan.token, { category: 'ACCOUNT', content: 'See the picture', images: [image(pngBytes), image(bytes)] }));
      expect(refused).toMatchObject({ status: 400, errorCode: 'FEEDBACK_IMAGE_INVALID', field: 'images.1' });
    }
    expect(await feedbackCount()).toBe(before);
  });

  test("a jpg's EXIF (camera owner, description) is not kept: the picture is re-encoded", async () => {
    const erin = await member();
    const marker = 'SECRET-OWNER-4471';
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .withExif({ IFD0: { Copyright: marker, ImageDescription: `${marker} at home`, Make: 'PhoneCam' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(marker)).toBe(true);
    const sent = envelope<{ id: number }>(await sendAs(erin.token, { category: 'GAME', content: 'Photo of the screen', images: [image(photo)] }));
    expect(sent.status).toBe(200);
    const [kept] = (await memberGet<FeedbackItem>(erin.token, withId(fb.detail.path, sent.value.id))).value.images;
    const read = await memberGet<{ contentType: string; data: string }>(erin.token, withId(fb.image.path, kept!.id));
    expect(read.value.contentType).toBe('image/jpeg');
    const bytes = Buffer.from(read.value.data, 'base64');
    const metadata = await sharp(bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif, xmp: metadata.xmp }).toEqual({
      format: 'jpeg',
      width: 40,
      height: 30,
      exif: undefined,
      xmp: undefined,
    });
    expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes('PhoneCam')).toBe(false);
  });

  test("a related number must be the member's own order or round; a visitor cannot give one", async () => {
    const [fay, gus] = [await member(), await member()];
    await fx.db.query(
      `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, status)
       VALUES ('DEMO', $2, $1::bigint, 'DEMO', 'RNG', 'fb-test', 'Feedback test game', 'REAL', 'SETTLED')`,
      [fay.memberId, `round-${fay.memberId}`],
    );
    expect((await sendAs(fay.token, { category: 'GAME', content: 'This round', related: `round-${fay.memberId}` })).statusCode).toBe(200);
    expect(envelope(await sendAs(gus.token, { category: 'GAME', content: 'Her round', related: `round-${fay.memberId}` }))).toMatchObject({
      status: 400,
      errorCode: 'FEEDBACK_RELATED_UNKNOWN',
      field: 'related',
    });
    expect(envelope(await sendAs(null, { category: 'GAME', content: 'Her round', related: `round-${fay.memberId}` }, freshAddress()))).toMatchObject({
      status: 400,
      field: 'related',
    });
  });

  test('a token that is no live session is refused, not taken as a visitor', async () => {
    const refused = envelope(await sendAs('x'.repeat(40), { category: 'SUGGESTION', content: 'Hello' }));
    expect(refused).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
  });
});

describe('rate limits', () => {
  test('a visitor past the limit is refused (429) before the body counts; another address still sends', async () => {
    const address = freshAddress();
    for (let i = 0; i < VISITOR_FEEDBACK_PER_HOUR; i += 1) {
      expect((await sendAs(null, { category: 'SUGGESTION', content: `Spam ${i}` }, address)).statusCode).toBe(200);
    }
    const before = await feedbackCount();
    const refused = envelope(await sendAs(null, { category: 'SUGGESTION', content: 'Spam again', images: [image(pngBytes)] }, address));
    expect(refused).toMatchObject({ status: 429, errorCode: 'FEEDBACK_TOO_MANY' });
    expect(await feedbackCount()).toBe(before);
    expect((await sendAs(null, { category: 'SUGGESTION', content: 'From elsewhere' }, freshAddress())).statusCode).toBe(200);
  });

  test('the count is the database\'s: rows another server wrote count too', async () => {
    const address = freshAddress();
    // Written as another platform process sharing the database would have.
    for (let i = 0; i < VISITOR_FEEDBACK_PER_HOUR; i += 1) {
      await fx.db.query(
        `INSERT INTO feedback (reference_no, ip, category, content) VALUES ('F20260101' || lpad(nextval(pg_get_serial_sequence('feedback', 'id'))::text, 6, '0'), $1, 'SUGGESTION', 'elsewhere')`,
        [address],
      );
    }
    expect(envelope(await sendAs(null, { category: 'SUGGESTION', content: 'One more' }, address))).toMatchObject({ status: 429, errorCode: 'FEEDBACK_TOO_MANY' });
  });

  test('sent all at once from one address, only the limit passes (the count and the insert are one locked step)', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: VISITOR_FEEDBACK_PER_HOUR + 3 }, (_, i) => sendAs(null, { category: 'SUGGESTION', content: `Burst ${i}` }, address)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(VISITOR_FEEDBACK_PER_HOUR);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    const [row] = await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE ip = $1', [address]);
    expect(row!.n).toBe(VISITOR_FEEDBACK_PER_HOUR);
  });

  test('a member has a looser limit than a visitor', async () => {
    const hal = await member();
    for (let i = 0; i <= VISITOR_FEEDBACK_PER_HOUR; i += 1) {
      expect((await sendAs(hal.token, { category: 'SUGGESTION', content: `Idea ${i}` }, freshAddress())).statusCode).toBe(200);
    }
  });
});

describe('ownership', () => {
  test("another member's feedback and picture answer 404 like missing ones; the list holds only one's own", async () => {
    const [ivy, jon] = [await member(), await member()];
    const sent = envelope<{ id: number }>(await sendAs(ivy.token, { category: 'PAYMENT', content: 'Deposit missing', images: [image(pngBytes)] }));
    const imageId = (await memberGet<FeedbackItem>(ivy.token, withId(fb.detail.path, sent.value.id))).value.images[0]!.id;
    expect(await memberGet(jon.token, withId(fb.detail.path, sent.value.id))).toMatchObject({ status: 404, errorCode: 'FEEDBACK_NOT_FOUND' });
    expect(await memberGet(jon.token, withId(fb.detail.path, 999_999_999))).toMatchObject({ status: 404, errorCode: 'FEEDBACK_NOT_FOUND' });
    expect(await memberGet(jon.token, withId(fb.image.path, imageId))).toMatchObject({ status: 404, errorCode: 'FEEDBACK_IMAGE_NOT_FOUND' });
    expect((await memberGet<{ totalCount: number }>(jon.token, fb.list.path)).value.totalCount).toBe(0);
  });

  test("a picture's thumbnail fits 160 px and is served to its sender only: another member's token answers 404", async () => {
    const [lea, max] = [await member(), await member()];
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c52' } }).jpeg().toBuffer();
    const sent = envelope<{ id: number }>(await sendAs(lea.token, { category: 'GAME', content: 'Screen froze', images: [image(photo), image(pngBytes)] }));
    const [jpg, png] = (await memberGet<FeedbackItem>(lea.token, withId(fb.detail.path, sent.value.id))).value.images;
    const thumb = await memberGet<{ id: number; contentType: string; data: string }>(lea.token, withId(fb.imageThumbnail.path, jpg!.id));
    expect(thumb).toMatchObject({ status: 200, value: { id: jpg!.id, contentType: 'image/jpeg' } });
    const meta = await sharp(Buffer.from(thumb.value.data, 'base64')).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 160, height: 107 });
    // A small picture is not enlarged.
    const small = await memberGet<{ data: string; contentType: string }>(lea.token, withId(fb.imageThumbnail.path, png!.id));
    expect(small.value.contentType).toBe('image/png');
    expect((await sharp(Buffer.from(small.value.data, 'base64')).metadata()).width).toBe(8);

    expect(await memberGet(max.token, withId(fb.imageThumbnail.path, jpg!.id))).toMatchObject({ status: 404, errorCode: 'FEEDBACK_IMAGE_NOT_FOUND' });
    expect(await memberGet(max.token, withId(fb.imageThumbnail.path, 999_999_999))).toMatchObject({ status: 404, errorCode: 'FEEDBACK_IMAGE_NOT_FOUND' });
    expect((await fx.call({ method: 'GET', url: withId(fb.imageThumbnail.path, jpg!.id) })).statusCode).toBe(401);
  });

  test('a visitor finds their feedback by reference number and the contact they gave, never by the reference alone', async () => {
    const address = freshAddress();
    const lookup = (payload: Record<string, unknown>, from = address) =>
      fx.call({ method: 'POST', url: fb.lookup.path, remoteAddress: from, payload }).then((r) => envelope<FeedbackItem>(r));
    const byMail = envelope<{ id: number; referenceNo: string }>(await sendAs(null, { category: 'PAYMENT', content: 'Where is my deposit?', contact: ' Zoe.Visitor@Example.ORG ' }, address));
    const byPhone = envelope<{ id: number; referenceNo: string }>(await sendAs(null, { category: 'COMPLAINT', content: 'Nobody answered', contact: '+84 912-345-678' }, address));
    const kept = await fx.db.query<{ contact: string }>('SELECT contact FROM feedback WHERE id = ANY($1::bigint[]) ORDER BY id', [[byMail.value.id, byPhone.value.id]]);
    expect(kept.map((row) => row.contact)).toEqual(['zoe.visitor@example.org', '+84912345678']);

    const found = await lookup({ referenceNo: byMail.value.referenceNo.toLowerCase(), contact: 'zoe.visitor@example.org' });
    expect(found).toMatchObject({ status: 200, value: { referenceNo: byMail.value.referenceNo, content: 'Where is my deposit?', status: 'OPEN', replies: [] } });
    expect(found.value).not.toHaveProperty('account');
    expect((await lookup({ referenceNo: byPhone.value.referenceNo, contact: '84912345678' })).status).toBe(200);

    // Never by the reference alone, nor with someone else's contact, nor a member's feedback.
    expect(await lookup({ referenceNo: byMail.value.referenceNo })).toMatchObject({ status: 400, field: 'contact' });
    expect(await lookup({ referenceNo: byMail.value.referenceNo, contact: '+84912345678' })).toMatchObject({ status: 404, errorCode: 'FEEDBACK_NOT_FOUND' });
    const una = await member();
    const members = envelope<{ referenceNo: string }>(await sendAs(una.token, { category: 'ACCOUNT', content: 'Mine', contact: 'una@example.org' }));
    expect(await lookup({ referenceNo: members.value.referenceNo, contact: 'una@example.org' })).toMatchObject({ status: 404, errorCode: 'FEEDBACK_NOT_FOUND' });
    expect(await lookup({ referenceNo: byMail.value.referenceNo, contact: 'not a contact' })).toMatchObject({ status: 400, field: 'contact' });
  });

  test('guessing contacts stops after 10 misses from one address, for an hour, even for the right pair', async () => {
    const address = freshAddress();
    const sent = envelope<{ referenceNo: string }>(await sendAs(null, { category: 'GAME', content: 'Frozen', contact: 'guess.me@example.org' }, address));
    const lookup = (contact: string, from = address) => fx.call({ method: 'POST', url: fb.lookup.path, remoteAddress: from, payload: { referenceNo: sent.value.referenceNo, contact } }).then((r) => envelope(r));
    const misses = await Promise.all(Array.from({ length: 12 }, (_, n) => lookup(`guess${n}@example.org`)));
    expect(misses.filter((miss) => miss.status === 404)).toHaveLength(10);
    expect(misses.filter((miss) => miss.status === 429).map((miss) => miss.errorCode)).toEqual(['FEEDBACK_TOO_MANY', 'FEEDBACK_TOO_MANY']);
    expect(await lookup('guess.me@example.org')).toMatchObject({ status: 429, errorCode: 'FEEDBACK_TOO_MANY' });
    expect((await lookup('guess.me@example.org', freshAddress())).status).toBe(200);
  });

  test('a member token on /ops is refused (401), whatever its form', async () => {
    const kim = await member();
    const sent = envelope<{ id: number }>(await sendAs(kim.token, { category: 'COMPLAINT', content: 'Reply to yourself?' }));
    for (const headers of [{ authorization: kim.token }, { authorization: `Bearer ${kim.token}` }]) {
      for (const [method, url, payload] of [
        ['GET', fb.opsList.path, undefined],
        ['GET', withId(fb.opsDetail.path, sent.value.id), undefined],
        ['POST', withId(fb.opsReply.path, sent.value.id), { reference: 'self-reply', message: 'Done' }],
        ['POST', withId(fb.opsStatus.path, sent.value.id), { reference: 'self-close', status: 'IN_PROGRESS' }],
      ] as const) {
        const response = await fx.call({ method, url, headers: { ...headers, 'x-operator': 'kim' }, ...(payload ? { payload } : {}) });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      }
    }
    expect((await fx.db.query("SELECT 1 FROM feedback_replies r JOIN feedback f ON f.id = r.feedback_id WHERE f.id = $1", [sent.value.id])).length).toBe(0);
  });
});

describe('operator side', () => {
  async function inbox(who: Member, language: string) {
    const response = await fx.call({ method: 'GET', url: messagesEndpoints.list.path, headers: { authorization: who.token, language } });
    return MessagePageSchema.parse((response.json() as { value: unknown }).value).list;
  }
  const repliesInInbox = async (who: Member) =>
    (await fx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1::bigint AND template = 'FEEDBACK_REPLIED'", [who.memberId]))[0]!.n;

  test('a reply writes exactly one inbox message (worded per reader language) and moves Open to In progress; a repeat writes nothing', async () => {
    const lea = await member();
    const sent = envelope<{ id: number; referenceNo: string }>(await sendAs(lea.token, { category: 'PAYMENT', content: 'Where is my deposit?' }));
    const reply = { reference: `reply-${sent.value.id}`, message: 'Your deposit was credited at 10:02.' };
    const first = await ops('POST', withId(fb.opsReply.path, sent.value.id), reply);
    expect(first).toMatchObject({ status: 200, value: { replayed: false, feedback: { status: 'IN_PROGRESS', replies: [{ operator: 'ops.erin', message: reply.message }] } } });
    expect(await repliesInInbox(lea)).toBe(1);
    const again = await ops('POST', withId(fb.opsReply.path, sent.value.id), reply);
    expect(again).toMatchObject({ status: 200, value: { replayed: true } });
    expect(await repliesInInbox(lea)).toBe(1);
    const [en] = await inbox(lea, 'en');
    expect(en).toMatchObject({ title: 'Reply to your feedback', content: `We replied to your feedback ${sent.value.referenceNo}: ${reply.message}`, link: { page: 'feedback' } });
    const [vi] = await inbox(lea, 'vi');
    expect(vi!.content).toBe(`Chúng tôi đã trả lời góp ý ${sent.value.referenceNo} của bạn: ${reply.message}`);
    // The reference reused for another reply is a conflict, not a second message.
    expect(await ops('POST', withId(fb.opsReply.path, sent.value.id), { ...reply, message: 'Something else' })).toMatchObject({ status: 409 });
    expect(await repliesInInbox(lea)).toBe(1);
    // The audit has the reply under its reference.
    const audit = await fx.db.query("SELECT operator FROM operator_actions WHERE action = 'FEEDBACK_REPLY' AND reference = $1", [reply.reference]);
    expect(audit).toEqual([{ operator: 'ops.erin' }]);
  });

  test('status moves only Open -> In progress -> Resolved -> Closed; a resolved complaint names the dispute body', async () => {
    const max = await member();
    const sent = envelope<{ id: number }>(await sendAs(max.token, { category: 'COMPLAINT', content: 'Unfair result' }));
    const move = (status: string, reference = `move-${sent.value.id}-${status}`) => ops('POST', withId(fb.opsStatus.path, sent.value.id), { reference, status });
    expect(await move('RESOLVED')).toMatchObject({ status: 409, errorCode: 'FEEDBACK_STATUS_MOVE' });
    expect(await move('CLOSED')).toMatchObject({ status: 409, errorCode: 'FEEDBACK_STATUS_MOVE' });
    expect(await ops('POST', withId(fb.opsStatus.path, sent.value.id), { reference: 'to-open', status: 'OPEN' })).toMatchObject({ status: 400, field: 'status' });
    expect(await move('IN_PROGRESS')).toMatchObject({ status: 200, value: { feedback: { status: 'IN_PROGRESS', disputeBody: null } } });
    expect(await move('IN_PROGRESS', 'again-in-progress')).toMatchObject({ status: 409, errorCode: 'FEEDBACK_STATUS_MOVE' });
    expect(await move('RESOLVED')).toMatchObject({ status: 200, value: { feedback: { status: 'RESOLVED', disputeBody: SEA.disputeBody } } });
    // The final answer names the dispute body, in the reply's inbox message and on the member's page.
    await ops('POST', withId(fb.opsReply.path, sent.value.id), { reference: `final-${sent.value.id}`, message: 'We checked the round: it was fair.' });
    const [message] = await inbox(max, 'en');
    expect(message!.content).toContain(`you may refer your complaint to ${SEA.disputeBody.name} (${SEA.disputeBody.url})`);
    expect((await memberGet<FeedbackItem>(max.token, withId(fb.detail.path, sent.value.id))).value).toMatchObject({ status: 'RESOLVED', disputeBody: SEA.disputeBody });
    expect(await move('CLOSED')).toMatchObject({ status: 200, value: { feedback: { status: 'CLOSED' } } });
    expect(await move('IN_PROGRESS', 'reopen')).toMatchObject({ status: 409, errorCode: 'FEEDBACK_STATUS_MOVE' });
    expect(await ops('POST', withId(fb.opsReply.path, sent.value.id), { reference: `late-${sent.value.id}`, message: 'Too late' })).toMatchObject({ status: 409, errorCode: 'FEEDBACK_CLOSED' });
  });

  test('the escalation ticker escalates an unanswered complaint once, however often it runs; an answered one never', async () => {
    const [ned, ola] = [await member(), await member()];
    const late = envelope<{ id: number; referenceNo: string }>(await sendAs(ned.token, { category: 'COMPLAINT', content: 'No answer yet' }));
    const answered = envelope<{ id: number }>(await sendAs(ola.token, { category: 'COMPLAINT', content: 'Answered soon' }));
    const suggestion = envelope<{ id: number }>(await sendAs(ned.token, { category: 'SUGGESTION', content: 'Not a complaint' }));
    await ops('POST', withId(fb.opsReply.path, answered.value.id), { reference: `soon-${answered.value.id}`, message: 'Looking into it.' });
    // Not yet: 47 hours later nothing is due.
    expect(await escalateUnanswered(fx.db, 48, new Date(Date.now() + 47 * 3_600_000))).not.toContain(late.value.referenceNo);
    const later = new Date(Date.now() + 49 * 3_600_000);
    const firstPass = await escalateUnanswered(fx.db, 48, later);
    expect(firstPass).toContain(late.value.referenceNo);
    expect(await escalateUnanswered(fx.db, 48, later)).toEqual([]);
    expect(await escalateUnanswered(fx.db, 48, new Date(later.getTime() + 3_600_000))).toEqual([]);
    const audit = await fx.db.query("SELECT operator FROM operator_actions WHERE action = 'FEEDBACK_ESCALATE' AND reference = $1", [late.value.referenceNo]);
    expect(audit).toEqual([{ operator: 'system' }]);
    // The member is told once that the complaint was escalated; the answered one's sender is not.
    const told = async (memberId: string | number) =>
      fx.db.query("SELECT params FROM member_messages WHERE member_id = $1::bigint AND template = 'COMPLAINT_ESCALATED'", [String(memberId)]);
    expect(await told(ned.memberId)).toEqual([{ params: { feedbackNo: late.value.referenceNo } }]);
    expect(await told(ola.memberId)).toEqual([]);
    const escalated = await ops<FeedbackOpsItem>('GET', withId(fb.opsDetail.path, late.value.id));
    expect(escalated.value.escalatedAt).not.toBeNull();
    for (const id of [answered.value.id, suggestion.value.id]) expect((await ops<FeedbackOpsItem>('GET', withId(fb.opsDetail.path, id))).value.escalatedAt).toBeNull();
    // Escalated complaints lead the operator's list.
    const list = await ops<{ list: FeedbackOpsItem[] }>('GET', `${fb.opsList.path}?category=COMPLAINT&status=OPEN&pageSize=100`);
    expect(list.value.list[0]!.escalatedAt).not.toBeNull();
  });

  test('the operator lists by status and category, paged; visitors show without an account', async () => {
    await sendAs(null, { category: 'RESPONSIBLE_GAMING', content: 'How do I set a limit?' }, freshAddress());
    const page = await ops<{ list: FeedbackOpsItem[]; totalCount: number; pageNo: number }>('GET', `${fb.opsList.path}?category=RESPONSIBLE_GAMING&status=OPEN&pageSize=1`);
    expect(page.status).toBe(200);
    expect(page.value.list).toHaveLength(1);
    expect(page.value.list[0]).toMatchObject({ category: 'RESPONSIBLE_GAMING', status: 'OPEN', account: null });
    expect(await ops('GET', `${fb.opsList.path}?status=DONE`)).toMatchObject({ status: 400, field: 'status' });
  });

  test('`npm run ops -- feedback list|show|reply|status` call the same operator endpoints', async () => {
    const pia = await member();
    const sent = envelope<{ id: number; referenceNo: string }>(await sendAs(pia.token, { category: 'ACCOUNT', content: 'Cannot change my email' }));
    const run = async (...args: string[]) => {
      const cli = opsCli(fx.app, { operator: 'cli.erin' });
      return { code: await cli.run('feedback', ...args), lines: cli.lines, errors: cli.errors };
    };
    const listed = await run('list', '--category', 'ACCOUNT', '--status', 'OPEN', '--page-size', '100');
    expect(listed.code).toBe(0);
    expect(listed.lines[0]).toMatch(/^id\s+reference\s+status\s+category\s+account\s+sent\s+replies\s+escalated\s+content$/);
    expect(listed.lines.some((line) => line.includes(sent.value.referenceNo) && line.includes(pia.account))).toBe(true);
    const replied = await run('reply', String(sent.value.id), '--reference', `cli-${sent.value.id}`, 'Use', 'My', 'account');
    expect(replied).toMatchObject({ code: 0, errors: [] });
    expect(replied.lines[0]).toContain(`${sent.value.referenceNo}: replied, now IN_PROGRESS`);
    const moved = await run('status', String(sent.value.id), 'RESOLVED', '--reference', `cli-move-${sent.value.id}`);
    expect(moved).toMatchObject({ code: 0, errors: [] });
    const shown = await run('show', String(sent.value.id));
    expect(shown.code).toBe(0);
    expect(shown.lines.join('\n')).toContain('status: RESOLVED');
    expect(shown.lines.join('\n')).toContain('cli.erin: Use My account');
    expect(await run('status', String(sent.value.id), 'OPENED', '--reference', 'x')).toMatchObject({ code: 2 });
  });
});
