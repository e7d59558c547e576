import { createHmac } from 'node:crypto';
import { checkSeamlessSignature, resolveGameProviderSecret, seamlessHeaders, signSeamlessRequest } from './signature';

const SECRET = 'a-shared-secret-of-at-least-32-chars';

describe('signSeamlessRequest', () => {
  it('is hex HMAC-SHA256 over timestamp "." raw body', () => {
    const body = '{"requestId":"r1"}';
    const expected = createHmac('sha256', SECRET).update(`1700000000000.${body}`).digest('hex');
    expect(signSeamlessRequest(SECRET, 1_700_000_000_000, body)).toBe(expected);
    expect(signSeamlessRequest(SECRET, '1700000000000', body)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('seamlessHeaders carries the provider, the timestamp and the signature', () => {
    expect(seamlessHeaders(SECRET, '{}', 'DEMO', 1_700_000_000_000)).toEqual({
      'content-type': 'application/json',
      'x-provider-id': 'DEMO',
      'x-timestamp': '1700000000000',
      'x-signature': signSeamlessRequest(SECRET, 1_700_000_000_000, '{}'),
    });
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
