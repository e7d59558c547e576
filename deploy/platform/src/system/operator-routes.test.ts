import { buildPlatformApp } from '../app';
import type { Db } from '../db/database';
import { trustHops } from '../http/trust-proxy';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import { createPlatformFixture, type PlatformFixture, SCHEDULERS_OFF, TEST_OPERATOR_TOKEN } from '../testing/platform-fixture';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { helpEndpoints, HelpSectionsSchema, HelpSectionStoredSchema, OperatorSettingsSchema, PermissionSchema, SystemStatusSchema, WhiteLabelSchema } from '@site/shared/contract/site';
import { opsCli } from '../testing/ops-cli';
import { issueSession } from '../accounts/session-auth';
import type { ScriptDb } from '../db/database';
import { insertMember } from '../wallet/wallet-test-db';
import { HELP_SEED_NAME, runHelpSeed } from '../help/help-seed';
import { HELP_TEXTS } from '../help/help-texts';

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

describe('help sections (/ops/help)', () => {
  const setPath = (section: string, language: string) => helpEndpoints.opsSet.path.replace(':section', section).replace(':language', language);
  const edit = (section: string, language: string, payload: object, headers: Record<string, string> = { 'x-operator': 'help.editor' }) =>
    fx.call({ method: 'PUT', url: setPath(section, language), operator: true, headers, payload });
  const read = async (language: string) => {
    const response = await fx.call({ method: 'GET', url: '/wps/system/helpCenter', headers: { language } });
    return okEnvelope(HelpSectionsSchema).parse(response.json()).value;
  };
  const stored = async (section: string) =>
    (await fx.db.query<{ version: number; updated_at: Date; content: Record<string, string> }>('SELECT version, updated_at, content FROM help_sections WHERE section = $1', [section]))[0]!;

  it("an edit of one language raises the section's version and last update; readers see it, figures filled", async () => {
    const before = await stored('rebate');
    const response = await edit('rebate', 'es', { content: '<h3>Reembolso</h3><p>Reclama cada {{rebate.cooldownMinutes}} minutos.</p>', title: 'Reembolso diario' });
    expect(response.statusCode).toBe(200);
    const changed = okEnvelope(HelpSectionStoredSchema).parse(response.json()).value;
    expect(changed.version).toBe(before.version + 1);
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(before.updated_at.getTime());
    expect(changed.content.es).toBe('<h3>Reembolso</h3><p>Reclama cada {{rebate.cooldownMinutes}} minutos.</p>');
    expect(changed.content.en).toBe(before.content.en);

    const es = (await read('es')).find((s) => s.section === 'rebate')!;
    expect(es).toMatchObject({ title: 'Reembolso diario', content: '<h3>Reembolso</h3><p>Reclama cada 60 minutos.</p>', version: changed.version, updatedAt: changed.updatedAt });
    // The version is the section's: the English reader sees the same version, with the English text.
    const en = (await read('en')).find((s) => s.section === 'rebate')!;
    expect(en.version).toBe(changed.version);
    expect(en.content).toContain('<h3>Rebate</h3>');

    const audit = await fx.db.query<{ operator: string; details: { language: string; version: number } }>(
      "SELECT operator, details FROM operator_actions WHERE action = 'HELP_SECTION_SET' AND reference = $1",
      [`rebate:v${changed.version}`],
    );
    expect(audit).toEqual([{ operator: 'help.editor', details: expect.objectContaining({ language: 'es', version: changed.version }) }]);

    // The same words again are no new version.
    const again = await edit('rebate', 'es', { content: '<h3>Reembolso</h3><p>Reclama cada {{rebate.cooldownMinutes}} minutos.</p>', title: 'Reembolso diario' });
    expect(okEnvelope(HelpSectionStoredSchema).parse(again.json()).value.version).toBe(changed.version);
  });

  it('refuses an unknown figure, section or language and a missing text, writing nothing', async () => {
    const before = await stored('terms');
    const unknown = await edit('terms', 'en', { content: '<p>Withdraw up to {{withdraw.maximum}} a day.</p>' });
    expect(unknown.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(unknown.json())).toMatchObject({ errorCode: 'HELP_UNKNOWN_FIGURE', field: 'content' });
    expect((await edit('nosuch', 'en', { content: '<p>x</p>' })).json()).toMatchObject({ errorCode: 'HELP_SECTION_NOT_FOUND' });
    expect((await edit('nosuch', 'en', { content: '<p>x</p>' })).statusCode).toBe(404);
    for (const [section, language, payload, field] of [
      ['terms', 'fr', { content: '<p>x</p>' }, 'language'],
      ['Terms!', 'en', { content: '<p>x</p>' }, 'section'],
      ['terms', 'en', { content: '   ' }, 'content'],
      ['terms', 'en', { content: 'x'.repeat(20_001) }, 'content'],
      ['terms', 'en', { content: '<p>x</p>', extra: 1 }, 'extra'],
    ] as const) {
      const response = await edit(section, language, payload);
      expect({ section, language, status: response.statusCode }).toEqual({ section, language, status: 400 });
      expect(ErrorEnvelopeSchema.parse(response.json()).field ?? '').toContain(field);
    }
    const after = await stored('terms');
    expect(after.version).toBe(before.version);
    expect(after.content).toEqual(before.content);
  });

  it('a member token on /ops/help is refused (401), whatever its form, and changes nothing', async () => {
    const memberId = await insertMember(fx.db as ScriptDb, { account: `hp${process.pid % 1000}x${Math.random().toString(36).slice(2, 7)}` });
    const token = await issueSession(fx.db, memberId);
    const before = await stored('privacy');
    for (const authorization of [token, `Bearer ${token}`]) {
      const put = await fx.call({ method: 'PUT', url: setPath('privacy', 'en'), headers: { authorization, 'x-operator': 'member' }, payload: { content: '<p>We sell everything.</p>' } });
      expect(put.statusCode).toBe(401);
      const list = await fx.call({ method: 'GET', url: helpEndpoints.opsList.path, headers: { authorization, 'x-operator': 'member' } });
      expect(list.statusCode).toBe(401);
    }
    expect(await stored('privacy')).toEqual(before);
  });

  it('`npm run ops -- help set|list` edit and list through the same operator calls', async () => {
    const run = async (...args: string[]) => {
      const cli = opsCli(fx.app, { operator: 'cli.hana' });
      return { code: await cli.run('help', ...args), lines: cli.lines, errors: cli.errors };
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-set-'));
    try {
      const file = path.join(dir, 'faq-vi.html');
      fs.writeFileSync(file, '<h3>Câu hỏi thường gặp</h3><p>Khiếu nại được trả lời trong {{feedback.escalationHours}} giờ.</p>');
      const before = await stored('faq');
      const set = await run('set', 'faq', 'vi', file);
      expect(set).toMatchObject({ code: 0, errors: [] });
      expect(set.lines[0]).toMatch(new RegExp(`^faq \\(vi\\): version ${before.version + 1}, last updated `));
      expect((await read('vi')).find((s) => s.section === 'faq')!.content).toBe('<h3>Câu hỏi thường gặp</h3><p>Khiếu nại được trả lời trong 48 giờ.</p>');

      const listed = await run('list');
      expect(listed.code).toBe(0);
      expect(listed.lines[0]).toMatch(/^section\s+version\s+updated\s+title \(en\)$/);
      expect(listed.lines.some((line) => line.startsWith('faq') && line.includes(String(before.version + 1)))).toBe(true);
      expect(listed.lines.at(-1)).toContain('{{rebate.cooldownMinutes}}');

      expect((await run('set', 'faq', 'fr', file)).code).toBe(2);
      expect((await run('set', 'faq', 'vi', path.join(dir, 'missing.html'))).code).toBe(2);
      // Plain `help` still prints the usage, which names the new commands.
      const usage = await run();
      expect(usage.code).toBe(0);
      expect(usage.lines.join('\n')).toContain('npm run ops -- help set <section>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the help seed brings a section nobody edited to the current text, and keeps an operator's edit", async () => {
    // As an older database had them: the first texts, one of them since edited by an operator.
    await fx.db.query(`UPDATE help_sections SET content = '{"en":"<h3>Deposits</h3><p>Old words.</p>"}'::jsonb, version = 1 WHERE section = 'deposit'`);
    expect((await edit('about', 'en', { content: '<h3>About</h3><p>Our own words.</p>' })).statusCode).toBe(200);
    await fx.db.query('DELETE FROM help_sections WHERE section = $1', ['licence']);
    await fx.db.query('DELETE FROM seed_runs WHERE name = $1', [HELP_SEED_NAME]);

    expect(await runHelpSeed(fx.db as ScriptDb)).toBe(true);
    expect(await runHelpSeed(fx.db as ScriptDb)).toBe(false);
    const rows = await fx.db.query<{ section: string; content: Record<string, string> }>('SELECT section, content FROM help_sections ORDER BY sort, id');
    expect(rows.map((row) => row.section)).toEqual(HELP_TEXTS.map((text) => text.section));
    const content = Object.fromEntries(rows.map((row) => [row.section, row.content]));
    expect(content.deposit).toEqual(HELP_TEXTS.find((text) => text.section === 'deposit')!.content);
    expect(content.licence).toEqual(HELP_TEXTS.find((text) => text.section === 'licence')!.content);
    expect(content.about!.en).toBe('<h3>About</h3><p>Our own words.</p>');
  });
});
