import { TRIALS_PER_IP_PER_HOUR } from '../accounts/limits';
import { accountSuite } from '../testing/account-suite';
import { parseTrustProxy, trustHops } from './trust-proxy';

describe('parseTrustProxy', () => {
  it.each([undefined, '', ' ', '0'])('trusts nobody for %p', (raw) => {
    expect(parseTrustProxy(raw)).toBe(false);
  });

  it('reads a hop count as a trust test for that many proxies', () => {
    const trust = parseTrustProxy('2');
    expect(typeof trust).toBe('function');
    const test = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => test('203.0.113.1', hop))).toEqual([true, true, false]);
  });

  it('reads a list of proxy addresses and CIDR ranges', () => {
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['true', /TRUST_PROXY=true/],
    ['TRUE', /TRUST_PROXY=true/],
    ['11', /at most 10/],
    ['10.0.0.0/33', /"10\.0\.0\.0\/33" is neither/],
    ['example.com', /"example\.com" is neither/],
    ['10.0.0.1/8/1', /is neither/],
    [',', /hop count/],
  ])('refuses %p', (raw, message) => {
    expect(() => parseTrustProxy(raw)).toThrow(message);
  });
});

/** The visitor's own client wrote the left entry; the one proxy we trust appended the right one. */
const SPOOFED = '203.0.113.66';
const REAL = '198.51.100.7';
const PROXY = '10.0.0.2';
const forwarded = { 'x-forwarded-for': `${SPOOFED}, ${REAL}` };

describe('behind one trusted proxy hop', () => {
  const suite = accountSuite({ trustProxy: trustHops(1) });

  async function operate(payload: Record<string, unknown>): Promise<void> {
    const response = await suite.fx.call({ method: 'PUT', url: '/ops/system', operator: true, payload });
    if (response.statusCode !== 200) throw new Error(`ops/system: HTTP ${response.statusCode}`);
  }

  afterEach(() => operate({ regionRestriction: { enabled: false, blockedIps: [] } }));

  it('takes the address the proxy saw, not the left-most entry the visitor wrote', async () => {
    const response = await suite.fx.call({ method: 'GET', url: '/wps/system/status', headers: forwarded, remoteAddress: PROXY });
    expect(response.json().value).toMatchObject({ ip: REAL, status: 0 });
  });

  it('blocks the real address, and a spoofed entry does not get a visitor blocked or through', async () => {
    await operate({ regionRestriction: { enabled: true, blockedIps: [REAL] } });
    const freePlay = await suite.fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {}, headers: forwarded, remoteAddress: PROXY });
    expect(freePlay.json()).toMatchObject({ errorCode: 'REGION_BLOCKED' });
    const status = await suite.fx.call({ method: 'GET', url: '/wps/system/status', headers: forwarded, remoteAddress: PROXY });
    expect(status.json().value).toMatchObject({ status: 2, ip: REAL });

    await operate({ regionRestriction: { enabled: true, blockedIps: [SPOOFED] } });
    const other = await suite.fx.call({ method: 'GET', url: '/wps/system/status', headers: forwarded, remoteAddress: PROXY });
    expect(other.json().value).toMatchObject({ status: 0, ip: REAL });
  });

  it('counts free-play accounts against the real address', async () => {
    await suite.fx.db.query(
      `INSERT INTO members (account, type, password_hash, register_ip)
       SELECT 'trial_proxyfill' || i, 4, '!', $2 FROM generate_series(1, $1::int) AS i`,
      [TRIALS_PER_IP_PER_HOUR, REAL],
    );
    const spoofedElsewhere = { 'x-forwarded-for': `192.0.2.55, ${REAL}` };
    const refused = await suite.fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {}, headers: spoofedElsewhere, remoteAddress: PROXY });
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' });

    const fromAnother = { 'x-forwarded-for': `${REAL}, 198.51.100.8` };
    const allowed = await suite.fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {}, headers: fromAnother, remoteAddress: PROXY });
    expect(allowed.statusCode).toBe(200);
    const [member] = await suite.fx.db.query<{ register_ip: string }>(
      `SELECT register_ip FROM members WHERE account = $1`,
      [allowed.json().value.account],
    );
    expect(member!.register_ip).toBe('198.51.100.8');
  });
});

describe('trusting no proxy (the default)', () => {
  const suite = accountSuite();

  it('takes the socket address and ignores X-Forwarded-For', async () => {
    const response = await suite.fx.call({ method: 'GET', url: '/wps/system/status', headers: forwarded, remoteAddress: PROXY });
    expect(response.json().value).toMatchObject({ ip: PROXY });
  });
});

describe('trusting a list of proxy addresses', () => {
  const suite = accountSuite({ trustProxy: parseTrustProxy('10.0.0.0/8') });

  it('takes the first address from the right that is not a listed proxy', async () => {
    const chain = { 'x-forwarded-for': `${SPOOFED}, ${REAL}, 10.1.1.1` };
    const response = await suite.fx.call({ method: 'GET', url: '/wps/system/status', headers: chain, remoteAddress: PROXY });
    expect(response.json().value).toMatchObject({ ip: REAL });
  });

  it('believes nothing from a caller that is not a listed proxy', async () => {
    const response = await suite.fx.call({ method: 'GET', url: '/wps/system/status', headers: forwarded, remoteAddress: '192.0.2.10' });
    expect(response.json().value).toMatchObject({ ip: '192.0.2.10' });
  });
});
