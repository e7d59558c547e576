import { constants, privateDecrypt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SEAL_WINDOW_MS, sealPayload, sealText, type EncryptedBody, type RsaKeyValue } from '@site/shared/contract';
import { buildPlatformApp } from '../app';
import { SealedNonces } from '../accounts/sealed-nonces';
import { PlatformError } from '../http/errors';
import { AccountClient } from '../testing/account-client';
import { createPlatformFixture, type PlatformFixture, SCHEDULERS_OFF, TEST_OPERATOR_TOKEN } from '../testing/platform-fixture';
import { generateRsaKeyPair, openSealedBody } from './envelope';

const LOGIN_URL = '/wps/session/login';

let fx: PlatformFixture;
let client: AccountClient;
let key: RsaKeyValue;
const member = { username: 'sealtest01', password: 'sealpass123' };

beforeAll(async () => {
  fx = await createPlatformFixture();
  client = new AccountClient(fx);
  key = await client.publicKey();
  await client.createMember({ account: member.username, password: member.password });
}, 60_000);
afterAll(async () => {
  await fx?.close();
});

const loginPayload = () => ({ type: 'username', ...member });

/** Sealed for the test platform's key; the platform runs on this process's clock. */
const seal = (payload: unknown, serverNow = Date.now()) => sealPayload(key, payload, serverNow);

function post(body: unknown): Promise<LightMyRequestResponse> {
  return fx.call({ method: 'POST', url: LOGIN_URL, payload: body as Record<string, unknown> });
}

/** What a test compares: the status and the exact bytes of the answer. */
function answerOf(response: LightMyRequestResponse): { status: number; body: string } {
  return { status: response.statusCode, body: response.body };
}

const UNREADABLE = {
  status: 400,
  body: JSON.stringify({ success: false, value: null, errorCode: 'SEALED_BODY_INVALID', message: 'The request could not be read' }),
};

/** base64 with one bit of byte `index` (negative: from the end) flipped. */
function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64');
}

describe('sealing (sealPayload of the contract) and opening (openSealedBody)', () => {
  const keys = generateRsaKeyPair();

  it('opens what the client sealed, non-ASCII text included, and carries a nonce and the given time', async () => {
    const payload = { username: 'player01', password: 'Pässwörd1 密码 🎲', nested: { n: 1 } };
    const body = await sealPayload(keys, payload, 1_700_000_000_000);
    expect(body.kid).toBe(keys.kid);
    expect(JSON.stringify(body)).not.toContain('player01');
    const content = openSealedBody(keys, body);
    expect(content.payload).toEqual(payload);
    expect(content.ts).toBe(1_700_000_000_000);
    expect(content.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('uses a fresh AES key, IV and nonce for every call', async () => {
    const [a, b] = await Promise.all([sealPayload(keys, { same: true }, 1), sealPayload(keys, { same: true }, 1)]);
    const unwrap = (body: EncryptedBody) =>
      privateDecrypt({ key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(body.key, 'base64')).toString('hex');
    expect(unwrap(a!)).toHaveLength(64);
    expect(unwrap(a!)).not.toBe(unwrap(b!));
    expect(Buffer.from(a!.iv, 'base64')).toHaveLength(12);
    expect(a!.iv).not.toBe(b!.iv);
    expect(a!.data).not.toBe(b!.data);
    expect(openSealedBody(keys, a).nonce).not.toBe(openSealedBody(keys, b).nonce);
  });

  it('calls a body for another key stale, and every other failure the same', async () => {
    const body = await sealPayload(keys, { a: 1 }, 1);
    const codeOf = (candidate: unknown): string => {
      try {
        openSealedBody(keys, candidate);
      } catch (error) {
        if (error instanceof PlatformError) return `${error.statusCode} ${error.errorCode} ${error.message}`;
        throw error;
      }
      return 'opened';
    };
    expect(codeOf({ ...body, kid: 'an-older-key' })).toBe('400 ENCRYPTION_KEY_STALE The encryption key has changed; fetch it again');
    const refusals = [
      { ...body, data: flipByte(body.data, 0) },
      { ...body, data: flipByte(body.data, -1) },
      { ...body, key: flipByte(body.key, 5) },
      { ...body, iv: flipByte(body.iv, 0) },
      { ...body, data: 'not base64!' },
      { ...body, iv: 'AAAA' },
      null,
      'text',
    ].map(codeOf);
    expect(new Set(refusals)).toEqual(new Set(['400 SEALED_BODY_INVALID The request could not be read']));
  });
});

describe('sealed calls over HTTP (POST /wps/session/login)', () => {
  it('signs in with a sealed body once; the same body sent again is refused', async () => {
    const body = await seal(loginPayload());
    const first = await post(body);
    expect(first.statusCode).toBe(200);
    expect((first.json() as { success: boolean }).success).toBe(true);
    const sessions = await client.counts();
    expect(answerOf(await post(body))).toEqual(UNREADABLE);
    expect(await client.counts()).toEqual(sessions);
  });

  it('lets exactly one of two simultaneous sends of one body through', async () => {
    const body = await seal(loginPayload());
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answerOf(answers.find((answer) => answer.statusCode === 400)!)).toEqual(UNREADABLE);
  });

  it('refuses a body replayed to another platform process on the same database', async () => {
    const other = await buildPlatformApp({ db: fx.db, operatorToken: TEST_OPERATOR_TOKEN, ...SCHEDULERS_OFF });
    try {
      const body = await seal(loginPayload());
      expect((await post(body)).statusCode).toBe(200);
      const replay = await other.inject({ method: 'POST', url: LOGIN_URL, payload: body as unknown as Record<string, unknown> });
      expect(answerOf(replay)).toEqual(UNREADABLE);
    } finally {
      await other.close();
    }
  });

  it('accepts a time within the window and refuses one outside it, either way, without using up the nonce', async () => {
    expect((await post(await seal(loginPayload(), Date.now() - SEAL_WINDOW_MS + 30_000))).statusCode).toBe(200);
    expect((await post(await seal(loginPayload(), Date.now() + SEAL_WINDOW_MS - 30_000))).statusCode).toBe(200);
    const nonces = await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sealed_nonces');
    expect(answerOf(await post(await seal(loginPayload(), Date.now() - SEAL_WINDOW_MS - 30_000)))).toEqual(UNREADABLE);
    expect(answerOf(await post(await seal(loginPayload(), Date.now() + SEAL_WINDOW_MS + 30_000)))).toEqual(UNREADABLE);
    expect(await fx.db.query('SELECT count(*)::int AS n FROM sealed_nonces')).toEqual(nonces);
  });

  it('answers every body it cannot open with byte-identical answers and writes nothing', async () => {
    const before = await client.counts();
    const body = await seal(loginPayload());
    const content = (text: string) => sealText(key, text);
    const bad: Record<string, unknown> = {
      'tampered ciphertext': { ...body, data: flipByte(body.data, 0) },
      'tampered tag': { ...body, data: flipByte(body.data, -1) },
      'tampered wrapped key': { ...body, key: flipByte(body.key, 10) },
      'tampered IV': { ...body, iv: flipByte(body.iv, 3) },
      'ciphertext too short for a tag': { ...body, data: Buffer.alloc(8).toString('base64') },
      'key not base64': { ...body, key: '%%%%' },
      'data not base64': { ...body, data: body.data.slice(0, -2) + '*=' },
      'IV of the old 16-byte size': { ...body, iv: Buffer.alloc(16).toString('base64') },
      'not JSON inside an authentic body': await content('{"payload": {"type": "username"'),
      'JSON without nonce and time': await content(JSON.stringify({ payload: loginPayload() })),
      'nonce of the wrong form': await content(JSON.stringify({ payload: loginPayload(), nonce: 'short', ts: Date.now() })),
      'time that is not a number': await content(JSON.stringify({ payload: loginPayload(), nonce: 'A'.repeat(22), ts: String(Date.now()) })),
      'plain login body': loginPayload(),
      'kid missing': { key: body.key, iv: body.iv, data: body.data },
      'kid a number': { ...body, kid: 7 },
      'empty kid': { ...body, kid: '' },
      'fields of the wrong type': { kid: body.kid, key: [body.key], iv: { x: 1 }, data: true },
      'an array': [body],
      'empty object': {},
    };
    for (const [name, candidate] of Object.entries(bad)) {
      expect({ name, ...answerOf(await post(candidate)) }).toEqual({ name, ...UNREADABLE });
    }
    expect(answerOf(await fx.call({ method: 'POST', url: LOGIN_URL }))).toEqual(UNREADABLE);
    expect(await client.counts()).toEqual(before);
  });

  it('answers a body for an unknown key with ENCRYPTION_KEY_STALE, so the client fetches the key again', async () => {
    const body = await sealPayload({ ...key, kid: 'an-older-key' }, loginPayload(), Date.now());
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'ENCRYPTION_KEY_STALE' });
  });

  it('validates the payload of an authentic body by its own schema, naming the inner field', async () => {
    const response = await post(await seal({ type: 'username', username: member.username }));
    expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION', field: 'password' });
  });

  it("hands out the platform's clock with the key", async () => {
    const before = Date.now();
    const value = (await fx.call({ method: 'GET', url: '/wps/session/key/rsa' })).json() as { value: RsaKeyValue };
    expect(value.value.serverTime).toBeGreaterThanOrEqual(before);
    expect(value.value.serverTime).toBeLessThanOrEqual(Date.now());
  });
});

describe('the nonce table', () => {
  it('forgets nonces once the time check alone refuses their bodies', async () => {
    await fx.db.query("INSERT INTO sealed_nonces (nonce, seen_at) VALUES ('old-nonce', now() - interval '16 minutes'), ('recent-nonce', now() - interval '14 minutes')");
    const nonces = new SealedNonces(fx.db);
    expect(await nonces.claim('new-nonce')).toBe(true);
    expect(await nonces.claim('new-nonce')).toBe(false);
    expect(await nonces.claim('recent-nonce')).toBe(false);
    const left = await fx.db.query<{ nonce: string }>("SELECT nonce FROM sealed_nonces WHERE nonce IN ('old-nonce', 'recent-nonce', 'new-nonce') ORDER BY nonce");
    expect(left.map((row) => row.nonce)).toEqual(['new-nonce', 'recent-nonce']);
  });
});
