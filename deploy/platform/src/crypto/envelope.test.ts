import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { http } from '../../../../shared/src/api/client';
import { encryptPayload, resetEncryptionKey } from '../../../../shared/src/api/encrypted';
import { PlatformError } from '../http/errors';
import { decryptBody, generateRsaKeyPair } from './envelope';

const keys = generateRsaKeyPair();
const original = http.defaults.adapter;

beforeAll(() => {
  // The browser client fetches the key through the shared API client; answer it in memory.
  const adapter: AxiosAdapter = async (config) => ({
    data: { success: true, value: { kid: keys.kid, publicKey: keys.publicKey }, errorCode: null, message: null },
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  });
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = original;
  resetEncryptionKey();
});

function errorCodeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof PlatformError) return error.errorCode;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('encrypted calls (DESIGN.md §4)', () => {
  it('opens what the browser client sealed, including non-ASCII text', async () => {
    const payload = { username: 'player01', password: 'Pässwörd1 密码', nested: { n: 1 } };
    const body = await encryptPayload(payload);
    expect(body.kid).toBe(keys.kid);
    expect(JSON.stringify(body)).not.toContain('player01');
    expect(decryptBody(keys, body)).toEqual(payload);
  });

  it('uses a fresh key and IV for every call', async () => {
    const a = await encryptPayload({ same: true });
    const b = await encryptPayload({ same: true });
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('calls a body for another key stale, so the client refetches the key', async () => {
    const body = await encryptPayload({ a: 1 });
    expect(errorCodeOf(() => decryptBody(generateRsaKeyPair(), { ...body, kid: 'other' }))).toBe('ENCRYPTION_KEY_STALE');
  });

  it('refuses tampered or malformed bodies as validation errors', async () => {
    const body = await encryptPayload({ a: 1 });
    expect(errorCodeOf(() => decryptBody(keys, { ...body, key: Buffer.from('junk').toString('base64') }))).toBe('VALIDATION');
    expect(errorCodeOf(() => decryptBody(keys, { ...body, iv: 'AAAA' }))).toBe('VALIDATION');
    expect(errorCodeOf(() => decryptBody(keys, { ...body, data: 'bm90IGNpcGhlcnRleHQ=' }))).toBe('VALIDATION');
  });
});
