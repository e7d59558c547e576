import { createHmac } from 'node:crypto';
import { checkSeamlessCall, checkSeamlessSignature, resolveGameProviderSecret, seamlessHeaders, signSeamlessCall, signSeamlessRequest } from './signature';

const SECRET = 'a-shared-secret-of-at-least-32-chars';

describe('signSeamlessRequest', () => {
  it('is hex HMAC-SHA256 over timestamp "." raw body', () => {
    const body = '{"requestId":"r1"}';
    const expected = createHmac('sha256', SECRET).update(`1700000000000.${body}`).digest('hex');
    expect(signSeamlessRequest(SECRET, 1_700_000_000_000, body)).toBe(expected);
    expect(signSeamlessRequest(SECRET, '1700000000000', body)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs a call over timestamp "." METHOD, path, provider id and raw body, one per line', () => {
    const body = '{"requestId":"r1"}';
    const expected = createHmac('sha256', SECRET).update(`1700000000000.POST\n/seamless/v1/bet\nDEMO\n${body}`).digest('hex');
    expect(signSeamlessCall(SECRET, 1_700_000_000_000, { method: 'post', path: '/seamless/v1/bet', providerId: 'DEMO', rawBody: body })).toBe(expected);
  });

  it('seamlessHeaders carries the provider, the timestamp and the signature of a POST to the path', () => {
    expect(seamlessHeaders(SECRET, { path: '/seamless/v1/win', rawBody: '{}' }, 1_700_000_000_000)).toEqual({
      'content-type': 'application/json',
      'x-provider-id': 'DEMO',
      'x-timestamp': '1700000000000',
      'x-signature': signSeamlessCall(SECRET, 1_700_000_000_000, { method: 'POST', path: '/seamless/v1/win', providerId: 'DEMO', rawBody: '{}' }),
    });
  });
});

describe('checkSeamlessCall', () => {
  const now = 1_700_000_000_000;
  const call = { method: 'POST', path: '/seamless/v1/bet', providerId: 'DEMO', rawBody: '{}' };
  const check = (signature: string) => checkSeamlessCall({ secret: SECRET, timestamp: String(now), signature, call, now });

  it('accepts only the signature of this method, path, provider and body', () => {
    expect(check(signSeamlessCall(SECRET, now, call))).toBe('VALID');
    expect(check(signSeamlessRequest(SECRET, now, '{}'))).toBe('MISMATCH');
    expect(check(signSeamlessCall(SECRET, now, { ...call, method: 'GET' }))).toBe('MISMATCH');
    expect(check(signSeamlessCall(SECRET, now, { ...call, path: '/seamless/v1/rollback' }))).toBe('MISMATCH');
    expect(check(signSeamlessCall(SECRET, now, { ...call, providerId: 'OTHER' }))).toBe('MISMATCH');
    expect(check(signSeamlessCall(SECRET, now, { ...call, rawBody: '{ }' }))).toBe('MISMATCH');
  });
});

describe('checkSeamlessSignature', () => {
  const now = 1_700_000_000_000;
  const check = (timestamp: string | undefined, signature: string | undefined, rawBody = '{}') =>
    checkSeamlessSignature({ secret: SECRET, timestamp, signature, rawBody, now });

  it('accepts the right signature within 5 minutes either way, upper-case hex too', () => {
    for (const t of [now, now - 299_000, now + 299_000]) {
      expect(check(String(t), signSeamlessRequest(SECRET, t, '{}'))).toBe('VALID');
    }
    expect(check(String(now), signSeamlessRequest(SECRET, now, '{}').toUpperCase())).toBe('VALID');
  });

  it('refuses an old or future timestamp, another body, a missing or malformed header', () => {
    for (const t of [now - 301_000, now + 301_000]) expect(check(String(t), signSeamlessRequest(SECRET, t, '{}'))).toBe('STALE');
    expect(check(String(now), signSeamlessRequest(SECRET, now, '{ }'))).toBe('MISMATCH');
    expect(check(String(now), signSeamlessRequest('another-secret-of-at-least-32-chars', now, '{}'))).toBe('MISMATCH');
    expect(check(undefined, signSeamlessRequest(SECRET, now, '{}'))).toBe('MALFORMED');
    expect(check(String(now), undefined)).toBe('MALFORMED');
    expect(check(String(now), 'abc')).toBe('MALFORMED');
    expect(check('1.5e12', signSeamlessRequest(SECRET, now, '{}'))).toBe('MALFORMED');
  });
});

describe('resolveGameProviderSecret', () => {
  it('keeps a given secret of 32 characters or more', () => {
    expect(resolveGameProviderSecret('x'.repeat(32))).toEqual({ secret: 'x'.repeat(32), generated: false });
  });

  it('refuses a shorter one at start', () => {
    expect(() => resolveGameProviderSecret('x'.repeat(31))).toThrow(/at least 32 characters/);
  });

  it('makes a random one for this process when none is given', () => {
    const first = resolveGameProviderSecret(undefined);
    const second = resolveGameProviderSecret('');
    expect(first.generated && second.generated).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(first.secret).not.toBe(second.secret);
  });
});
