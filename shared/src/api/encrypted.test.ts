import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { EncryptedBody, SealedContent } from '../../contract';
import { http } from './client';
import { apiEncrypted, resetEncryptionKey } from './encrypted';

// jsdom has no Web Crypto `subtle`; a browser in a secure context has.
if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the platform would find inside a sealed body. */
function open(body: EncryptedBody): SealedContent {
  const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(body.key, 'base64'));
  const sealed = Buffer.from(body.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8')) as SealedContent;
}

type Answer = { status: number; data: unknown };
const envelope = (value: unknown): Answer => ({ status: 200, data: { success: true, value, errorCode: null, message: null } });
const refusal = (errorCode: string): Answer => ({ status: 400, data: { success: false, value: null, errorCode, message: 'refused' } });

/** A platform in memory: the key answer with its clock, and the sealed call answered by `call`. */
function fakePlatform(serverClock: () => number, call: (content: SealedContent, attempt: number) => Answer) {
  const sealed: SealedContent[] = [];
  let keyFetches = 0;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    let answer: Answer;
    if (config.url === '/wps/session/key/rsa') {
      keyFetches += 1;
      answer = envelope({ kid: 'k1', publicKey, serverTime: serverClock() });
    } else {
      const content = open(JSON.parse(config.data as string) as EncryptedBody);
      sealed.push(content);
      answer = call(content, sealed.length);
    }
    const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: String(answer.status), headers: new AxiosHeaders(), config };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { sealed, keyFetches: () => keyFetches };
}

const original = http.defaults.adapter;
beforeEach(() => resetEncryptionKey());
afterEach(() => {
  http.defaults.adapter = original;
});

describe('apiEncrypted', () => {
  it("stamps the sealed body with the platform's clock, not this device's, and a fresh nonce per call", async () => {
    // The device runs an hour behind the platform.
    const hour = 60 * 60 * 1000;
    const platform = fakePlatform(() => Date.now() + hour, () => envelope('done'));
    await expect(apiEncrypted('POST', '/wps/session/login', { username: 'päyer' })).resolves.toBe('done');
    await apiEncrypted('POST', '/wps/session/login', { username: 'päyer' });
    const [first, second] = platform.sealed;
    expect(first!.payload).toEqual({ username: 'päyer' });
    expect(Math.abs(first!.ts - (Date.now() + hour))).toBeLessThan(10_000);
    expect(first!.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second!.nonce).not.toBe(first!.nonce);
    expect(platform.keyFetches()).toBe(1);
  });

  it.each(['ENCRYPTION_KEY_STALE', 'SEALED_BODY_INVALID'])('on %s fetches the key and clock again and seals anew, once', async (code) => {
    const platform = fakePlatform(Date.now, (_content, attempt) => (attempt === 1 ? refusal(code) : envelope('done')));
    await expect(apiEncrypted('PUT', '/wps/member/register', { a: 1 })).resolves.toBe('done');
    expect(platform.keyFetches()).toBe(2);
    expect(platform.sealed[1]!.nonce).not.toBe(platform.sealed[0]!.nonce);

    fakePlatform(Date.now, () => refusal(code));
    await expect(apiEncrypted('PUT', '/wps/member/register', { a: 1 })).rejects.toMatchObject({ errorCode: code });
  });

  it('does not retry other refusals', async () => {
    const platform = fakePlatform(Date.now, () => refusal('LOGIN_FAILED'));
    await expect(apiEncrypted('POST', '/wps/session/login', { a: 1 })).rejects.toMatchObject({ errorCode: 'LOGIN_FAILED' });
    expect(platform.sealed).toHaveLength(1);
  });
});
