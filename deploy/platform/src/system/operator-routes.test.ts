import { buildPlatformApp } from '../app';
import type { Db } from '../db/database';
import { trustHops } from '../http/trust-proxy';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import { createPlatformFixture, type PlatformFixture, SCHEDULERS_OFF, TEST_OPERATOR_TOKEN } from '../testing/platform-fixture';
import { OperatorSettingsSchema, PermissionSchema, SystemStatusSchema, WhiteLabelSchema } from '@site/shared/contract/site';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const VISITOR = '203.0.113.7';

async function settings() {
  const response = await fx.call({ method: 'GET', url: '/ops/system', operator: true });
  expect(response.statusCode).toBe(200);
  return okEnvelope(OperatorSettingsSchema).parse(response.json()).value;
}

async function update(payload: unknown) {
  const response = await fx.call({ method: 'PUT', url: '/ops/system', operator: true, payload: payload as object });
  expect(response.statusCode).toBe(200);
  return okEnvelope(OperatorSettingsSchema).parse(response.json()).value;
}

async function status(remoteAddress = VISITOR) {
  const response = await fx.call({ method: 'GET', url: '/wps/system/status', remoteAddress });
  return okEnvelope(SystemStatusSchema).parse(response.json()).value;
}

/** Back to the seeded defaults between tests. */
async function reset() {
  await update({
    maintenance: { enabled: false, endTime: null },
    regionRestriction: { enabled: false, blockedIps: [] },
    whiteLabel: { DIRECTREG3: true },
    requireLogin: false,
  });
}

beforeEach(reset);

describe('operator authentication', () => {
  it.each([
    ['no header', undefined],
    ['a wrong token', `Bearer ${TEST_OPERATOR_TOKEN}x`],
    ['a prefix of the token', `Bearer ${TEST_OPERATOR_TOKEN.slice(0, 10)}`],
    ['the raw token without Bearer', TEST_OPERATOR_TOKEN],
    ['another scheme', `Basic ${TEST_OPERATOR_TOKEN}`],
  ])('refuses %s with 401', async (_label, authorization) => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await fx.call({
        method,
        url: '/ops/system',
        headers: authorization === undefined ? {} : { authorization },
        ...(method === 'PUT' ? { payload: { maintenance: { enabled: true } } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(ErrorEnvelopeSchema.parse(response.json())).toMatchObject({ errorCode: 'UNAUTHORIZED', success: false, value: null });
      expect(response.body).not.toContain(TEST_OPERATOR_TOKEN);
    }
    expect((await settings()).maintenance.enabled).toBe(false);
  });

  it('checks the token before the body, so a stranger learns nothing about it', async () => {
    const response = await fx.call({ method: 'PUT', url: '/ops/system', payload: { nope: 1 } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to start without a token', async () => {
    await expect(buildPlatformApp({ db: fx.db, operatorToken: '' })).rejects.toThrow(/operator token/);
  });
});

describe('GET /ops/system', () => {
  it('answers the current settings', async () => {
    const value = await settings();
    expect(value).toMatchObject({
      brandName: 'Demo Bet',
      maintenance: { enabled: false, endTime: null },
      regionRestriction: { enabled: false, blockedIps: [] },
      requireLogin: false,
    });
    expect(value.whiteLabel).toMatchObject({ DIRECTREG3: true, MOBILENUMPASSREG3: false, FACEBOOKLOGIN3: false });
  });
});

describe('system status priority', () => {
  it('maintenance shows status 1 with its end time', async () => {
    await update({ maintenance: { enabled: true, endTime: '2030-01-31T18:00:00+08:00' } });
    expect(await status()).toEqual({ status: 1, ip: VISITOR, maintenanceEndTime: '2030-01-31T10:00:00.000Z' });
    const permission = okEnvelope(PermissionSchema).parse((await fx.call({ method: 'GET', url: '/wps/system/permission' })).json()).value;
    expect(permission.maintenance).toEqual({ enabled: true, endTime: '2030-01-31T10:00:00.000Z' });
  });

  it('omitting endTime keeps it; null clears it', async () => {
    await update({ maintenance: { enabled: true, endTime: '2030-01-31T10:00:00Z' } });
    expect((await update({ maintenance: { enabled: true } })).maintenance.endTime).toBe('2030-01-31T10:00:00.000Z');
    expect((await update({ maintenance: { enabled: true, endTime: null } })).maintenance.endTime).toBeNull();
  });

  it('restricts a visitor by exact IP only', async () => {
    await update({ regionRestriction: { enabled: true, blockedIps: [VISITOR, '2001:db8::1'] } });
    expect((await status()).status).toBe(2);
    expect((await status('203.0.113.8')).status).toBe(0);
    expect((await status('::ffff:203.0.113.7')).status).toBe(2);
    expect((await status('2001:0db8:0000::0001')).status).toBe(2);
    const permission = (await fx.call({ method: 'GET', url: '/wps/system/permission', remoteAddress: VISITOR })).json();
    expect(permission.value.regionRestriction).toEqual({ restricted: true });
  });

  it("restricts everyone with '*'", async () => {
    await update({ regionRestriction: { enabled: true, blockedIps: ['*'] } });
    expect((await status('198.51.100.1')).status).toBe(2);
    expect((await status('::1')).status).toBe(2);
  });

  it('a disabled restriction blocks nobody, whatever the list', async () => {
    await update({ regionRestriction: { enabled: false, blockedIps: ['*'] } });
    expect((await status()).status).toBe(0);
  });

  it('maintenance beats region restriction', async () => {
    await update({ maintenance: { enabled: true }, regionRestriction: { enabled: true, blockedIps: [VISITOR] } });
    expect((await status()).status).toBe(1);
    await update({ maintenance: { enabled: false } });
    expect((await status()).status).toBe(2);
  });

  it('trusts X-Forwarded-For only when the app is told to', async () => {
    await update({ regionRestriction: { enabled: true, blockedIps: [VISITOR] } });
    const headers = { 'x-forwarded-for': VISITOR };
    const untrusting = await fx.call({ method: 'GET', url: '/wps/system/status', headers, remoteAddress: '10.0.0.1' });
    expect(untrusting.json().value).toMatchObject({ status: 0, ip: '10.0.0.1' });
    const trusting = await buildPlatformApp({ db: fx.db, operatorToken: TEST_OPERATOR_TOKEN, trustProxy: trustHops(1) });
    try {
      const behindProxy = await trusting.inject({ method: 'GET', url: '/wps/system/status', headers, remoteAddress: '10.0.0.1' });
      expect(behindProxy.json().value).toMatchObject({ status: 2, ip: VISITOR });
    } finally {
      await trusting.close();
    }
  });
});

describe('white label and require-login changes', () => {
  async function flags() {
    const tree = okEnvelope(WhiteLabelSchema).parse((await fx.call({ method: 'GET', url: '/wps/system/whitelabel' })).json()).value;
    const flat: Record<string, string> = {};
    const visit = (nodes: typeof tree) => nodes.forEach((n) => ((flat[n.modId] = n.enabled), visit(n.childrenNodes)));
    visit(tree);
    return flat;
  }

  it('a flag change shows on the next call (the cache is cleared)', async () => {
    expect((await flags()).DIRECTREG3).toBe('1');
    const after = await update({ whiteLabel: { DIRECTREG3: false, GOOGLELOGIN3: false } });
    expect(after.whiteLabel).toMatchObject({ DIRECTREG3: false, GOOGLELOGIN3: false });
    expect(await flags()).toMatchObject({ DIRECTREG3: '0', GOOGLELOGIN3: '0' });
    const permission = (await fx.call({ method: 'GET', url: '/wps/system/permission' })).json();
    expect(permission.value.info.whiteLabel.find((m: { modId: string }) => m.modId === 'DIRECTREG3').enabled).toBe('0');
    await update({ whiteLabel: { GOOGLELOGIN3: true } });
    expect((await flags()).GOOGLELOGIN3).toBe('1');
  });

  it('require-login shows in the permission answer', async () => {
    await update({ requireLogin: true });
    const permission = okEnvelope(PermissionSchema).parse((await fx.call({ method: 'GET', url: '/wps/system/permission' })).json()).value;
    expect(permission.info.requireLogin).toBe(true);
  });

  it('an empty body changes nothing', async () => {
    const before = await settings();
    expect(await update({})).toEqual(before);
  });
});

describe('PUT /ops/system rejects bad input and writes nothing', () => {
  const SCRIPT = '<script>alert(1)</script>';

  it.each<[string, unknown, string]>([
    ['a wrong type', { maintenance: { enabled: 'yes' } }, 'maintenance.enabled'],
    ['a missing enabled', { maintenance: { endTime: null } }, 'maintenance.enabled'],
    ['a bad end time', { maintenance: { enabled: true, endTime: 'tomorrow' } }, 'maintenance.endTime'],
    ['an end time without offset', { maintenance: { enabled: true, endTime: '2030-01-01T00:00:00' } }, 'maintenance.endTime'],
    ['an unknown top-level key', { maintenance: { enabled: true }, brandName: 'Evil' }, 'brandName'],
    ['an unknown nested key', { maintenance: { enabled: true, reason: 'x' } }, 'maintenance.reason'],
    ['an unknown key holding a script', { requireLogin: true, [SCRIPT]: 1 }, '?'],
    ['a bad IP', { regionRestriction: { enabled: true, blockedIps: ['1.2.3.4', 'not-an-ip'] } }, 'regionRestriction.blockedIps.1'],
    ['a script instead of an IP', { regionRestriction: { enabled: true, blockedIps: [SCRIPT] } }, 'regionRestriction.blockedIps.0'],
    ['too many IPs', { regionRestriction: { enabled: true, blockedIps: Array.from({ length: 101 }, (_, i) => `10.0.0.${i % 250}`) } }, 'regionRestriction.blockedIps'],
    ['an unknown module', { whiteLabel: { DIRECTREG3: true, NOSUCHMODULE3: true } }, 'whiteLabel.NOSUCHMODULE3'],
    ['a module id that is not one', { whiteLabel: { [SCRIPT]: true } }, 'whiteLabel.?'],
    ['a non-boolean flag', { whiteLabel: { DIRECTREG3: 'on' } }, 'whiteLabel.DIRECTREG3'],
    ['a non-boolean requireLogin', { requireLogin: 1 }, 'requireLogin'],
    ['an array body', [1, 2], 'body'],
  ])('%s → 400 naming the field', async (_label, payload, field) => {
    const before = await settings();
    const response = await fx.call({ method: 'PUT', url: '/ops/system', operator: true, payload: payload as object });
    expect(response.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(response.json());
    expect(body).toMatchObject({ success: false, value: null, errorCode: 'VALIDATION', field });
    expect(body.message.startsWith(`${field}: `)).toBe(true);
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('not-an-ip');
    expect(await settings()).toEqual(before);
  });

  it.each<[string, string | undefined, string]>([
    ['malformed JSON', '{"maintenance":', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a text body', 'maintenance=1', 'text/plain'],
    ['prototype poisoning', '{"__proto__":{"requireLogin":true}}', 'application/json'],
  ])('%s → 400 on body', async (_label, payload, contentType) => {
    const before = await settings();
    const response = await fx.call({ method: 'PUT', url: '/ops/system', operator: true, payload, headers: { 'content-type': contentType! } });
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(response.json())).toMatchObject({ errorCode: 'VALIDATION', field: 'body' });
    expect(await settings()).toEqual(before);
  });

  it('a body over 16 KiB is refused', async () => {
    const response = await fx.call({
      method: 'PUT',
      url: '/ops/system',
      operator: true,
      payload: { regionRestriction: { enabled: true, blockedIps: ['1.1.1.1'] }, pad: 'x'.repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 'BODY_TOO_LARGE', field: 'body' });
  });
});

describe('caching of start-up reads', () => {
  it('reads the database once for repeated calls, and again after an operator change', async () => {
    let queries = 0;
    const counting: Db = {
      kind: fx.db.kind,
      query: <T,>(sql: string, params?: unknown[]) => {
        queries += 1;
        return fx.db.query<T>(sql, params);
      },
      transaction: (fn) => fx.db.transaction(fn),
      close: () => Promise.resolve(),
    };
    const app = await buildPlatformApp({ db: counting, operatorToken: TEST_OPERATOR_TOKEN, ...SCHEDULERS_OFF });
    const startUp = [
      '/wps/system/status',
      '/wps/system/permission',
      '/wps/system/whitelabel',
      '/lgw/games/game_menus',
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/system/countries',
      '/wps/system/helpCenter',
    ];
    const visit = async () => {
      for (const url of startUp) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    };
    try {
      await visit();
      const afterFirst = queries;
      expect(afterFirst).toBeGreaterThan(0);
      await visit();
      expect(queries).toBe(afterFirst);

      const change = await app.inject({
        method: 'PUT',
        url: '/ops/system',
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
        payload: { requireLogin: false },
      });
      expect(change.statusCode).toBe(200);
      const afterChange = queries;
      await visit();
      expect(queries).toBeGreaterThan(afterChange);
    } finally {
      await app.close();
    }
  });
});

describe('failures inside the platform', () => {
  it('answers 500 INTERNAL without details when the database fails', async () => {
    const failing: Db = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('connection to secret-host refused')),
      transaction: () => Promise.reject(new Error('connection to secret-host refused')),
      close: () => Promise.resolve(),
    };
    const broken = await buildPlatformApp({ db: failing, operatorToken: TEST_OPERATOR_TOKEN });
    try {
      for (const url of ['/wps/system/status', '/lgw/games/game_menus', '/media/games/1.svg']) {
        const response = await broken.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(ErrorEnvelopeSchema.parse(response.json())).toMatchObject({ errorCode: 'INTERNAL', success: false, value: null });
        expect(response.body).not.toContain('secret-host');
      }
    } finally {
      await broken.close();
    }
  });
});
