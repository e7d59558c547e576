import type { z } from 'zod';
import { normaliseVendorLanes } from '@site/shared/contract';
import {
  AnnouncementsSchema,
  BANNER_GROUPS,
  CountriesSchema,
  DomainRouteSchema,
  ErrorEnvelopeSchema,
  GameMenusSchema,
  HelpSectionsSchema,
  PermissionSchema,
  RoutersSchema,
  SystemStatusSchema,
  VendorLanesSchema,
  WhiteLabelSchema,
  okEnvelope,
} from '../schemas/contract-schemas';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

async function getValue<S extends z.ZodType>(url: string, schema: S, headers: Record<string, string> = {}): Promise<z.output<S>> {
  const response = await fx.call({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return (okEnvelope(schema).parse(response.json()) as { value: z.output<S> }).value;
}

/** Asserts the 400 VALIDATION envelope naming `field`, and that no input is echoed back. */
async function expectRejected(url: string, field: string, echo?: string): Promise<void> {
  const response = await fx.call({ method: 'GET', url });
  expect(response.statusCode).toBe(400);
  const body = ErrorEnvelopeSchema.parse(response.json());
  expect(body).toMatchObject({ success: false, value: null, errorCode: 'VALIDATION', field });
  expect(body.message.startsWith(`${field}: `)).toBe(true);
  if (echo) expect(response.body).not.toContain(echo);
}

const SCRIPT = '<script>alert(1)</script>';
const encodedScript = encodeURIComponent(SCRIPT);

describe('GET /wps/system/status', () => {
  it('answers normal status with the visitor IP', async () => {
    const value = await getValue('/wps/system/status', SystemStatusSchema);
    expect(value).toEqual({ status: 0, ip: '127.0.0.1', maintenanceEndTime: null });
  });

  it('does not trust X-Forwarded-For by default', async () => {
    const response = await fx.call({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.json().value.ip).toBe('127.0.0.1');
  });
});

describe('GET /wps/system/permission', () => {
  it('answers the site configuration', async () => {
    const value = await getValue('/wps/system/permission?url=www.demobet.example', PermissionSchema);
    expect(value.info.brandName).toBe('Demo Bet');
    expect(value.info.languages.length).toBeGreaterThanOrEqual(36);
    for (const code of ['en', 'es', 'vi', 'zh', 'ja', 'th', 'pt-br', 'ko', 'id', 'ms', 'hi']) expect(value.info.languages).toContain(code);
    for (const code of value.info.languages) expect(code).toBe(code.toLowerCase());
    expect(value.info.customerService.map((c) => c.csPosition)).toEqual(['LIVECHAT', 'WHATSAPP', 'TELEGRAM', 'TELEGRAM2']);
    for (const entry of value.info.customerService) expect(entry.path).toMatch(/^https:\/\//);
    expect(value.info.resources.map((r) => r.resourceType)).toEqual(expect.arrayContaining(['APP_IOS', 'APP_ANDROID', 'LOGO']));
    expect(value.info.analytics).toEqual({ gtagId: null });
    expect(value.info.imageCDNs).toEqual([]);
    expect(value.info.launchGameCDNs).toEqual([]);
    expect(value.info.requireLogin).toBe(false);
    expect(value.info.registerRules.find((r) => r.field === 'username')).toBeDefined();
    expect(value.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(value.maintenance).toEqual({ enabled: false, endTime: null });
    expect(value.regionRestriction).toEqual({ restricted: false });
    expect(value.info.whiteLabel.map((m) => m.modId)).toContain('DIRECTREG3');
  });

  it('works without the url parameter', async () => {
    await getValue('/wps/system/permission', PermissionSchema);
  });

  it('rejects an over-long or repeated url', async () => {
    await expectRejected(`/wps/system/permission?url=${'a'.repeat(256)}`, 'url');
    await expectRejected('/wps/system/permission?url=a&url=b', 'url');
    await expectRejected(`/wps/system/permission?url=${encodedScript}${'x'.repeat(300)}`, 'url', SCRIPT);
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('answers the module tree with the flags of spec §3', async () => {
    const tree = await getValue('/wps/system/whitelabel', WhiteLabelSchema);
    const flat = new Map<string, string>();
    const visit = (nodes: typeof tree) => nodes.forEach((n) => (flat.set(n.modId, n.enabled), visit(n.childrenNodes)));
    visit(tree);
    expect(Object.fromEntries(['DIRECTREG3', 'MOBILEVERCODELOGIN3', 'MANPLAYREB3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'FREEPLAY3'].map((id) => [id, flat.get(id)]))).toEqual({
      DIRECTREG3: '1',
      MOBILEVERCODELOGIN3: '1',
      MANPLAYREB3: '1',
      USERNAMEREG3: '1',
      MOBILENUMREG3: '1',
      MOBILENUMPASSREG3: '0',
      REGMOBVERF3: '1',
      FREEPLAY3: '1',
    });
    const parent = tree.find((n) => n.childrenNodes.length > 0);
    expect(parent?.childrenNodes.length).toBeGreaterThan(0);
  });
});

describe('GET /wps/system/routers and /domainRoute', () => {
  it('answers the domains of each device with speed 0', async () => {
    const desktop = await getValue('/wps/system/routers?device=0', RoutersSchema);
    const mobile = await getValue('/wps/system/routers?device=3', RoutersSchema);
    expect(desktop.domainList.length).toBeGreaterThan(0);
    expect(mobile.domainList.length).toBeGreaterThan(0);
    expect(desktop.domainList).not.toEqual(mobile.domainList);
    for (const d of [...desktop.domainList, ...mobile.domainList]) expect(d.speed).toBe(0);
  });

  it('requires device 0 or 3', async () => {
    await expectRejected('/wps/system/routers', 'device');
    await expectRejected('/wps/system/routers?device=1', 'device');
    await expectRejected('/wps/system/routers?device=abc', 'device');
    await expectRejected('/wps/system/routers?device=0&device=3', 'device');
    await expectRejected(`/wps/system/routers?device=${encodedScript}`, 'device', SCRIPT);
  });

  it('answers the domain route', async () => {
    expect(await getValue('/wps/system/domainRoute', DomainRouteSchema)).toEqual({ domainRoute: null });
  });
});

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  const url = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B';

  it('answers notices, banners of every group, popups and promotions', async () => {
    const value = await getValue(url, AnnouncementsSchema);
    expect(new Set(value.notices.map((n) => n.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.popup.every((n) => n.type === 'PU')).toBe(true);
    expect(value.promotion.length).toBeGreaterThanOrEqual(3);
    for (const group of BANNER_GROUPS) {
      const slides = value.banners.filter((b) => b.groupName === group);
      expect(slides.length).toBeGreaterThanOrEqual(1);
      expect(slides.length).toBeLessThanOrEqual(3);
    }
    expect(value.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    expect(value.banners.some((b) => b.linkageType === 'ROUTE' && b.linkage?.startsWith('/'))).toBe(true);
    expect(value.banners.some((b) => b.linkageType === 'URL' && b.linkage?.startsWith('https://'))).toBe(true);
    for (const banner of value.banners) expect(banner.url).toBe(`/media/banners/${banner.bannerId}.svg`);
    // Server HTML: markup is present, and exactly one notice carries the sanitiser check.
    expect(value.notices.some((n) => /<b>/.test(n.content))).toBe(true);
    expect(value.notices.some((n) => /<a href=/.test(n.content))).toBe(true);
    expect(value.notices.filter((n) => n.content.includes('<img src=x onerror=alert(1)>'))).toHaveLength(1);
  });

  it('filters notices by the requested types', async () => {
    const value = await getValue('/wps/relay/MCSFE_getListAnnouncements?types=PU', AnnouncementsSchema);
    expect(value.notices.length).toBeGreaterThan(0);
    expect(value.notices.every((n) => n.type === 'PU')).toBe(true);
    const onlyB = await getValue('/wps/relay/MCSFE_getListAnnouncements?types=B,H', AnnouncementsSchema);
    expect(new Set(onlyB.notices.map((n) => n.type))).toEqual(new Set(['B', 'H']));
    expect(onlyB.popup).toEqual([]);
    expect(onlyB.banners.length).toBeGreaterThan(0);
  });

  it('translates by the Language header and falls back to English', async () => {
    const en = await getValue(url, AnnouncementsSchema);
    const es = await getValue(url, AnnouncementsSchema, { language: 'es' });
    const zh = await getValue(url, AnnouncementsSchema, { language: 'zh-CN' });
    const ja = await getValue(url, AnnouncementsSchema, { language: 'ja' });
    expect(en.notices[0]!.title).toBe('Welcome to Demo Bet');
    expect(es.notices[0]!.title).toBe('Bienvenido a Demo Bet');
    expect(zh.notices[0]!.title).toBe('欢迎来到 Demo Bet');
    expect(ja.notices.map((n) => n.title)).toEqual(en.notices.map((n) => n.title));
    expect(es.promotion[0]!.title).not.toBe(en.promotion[0]!.title);
    expect(es.notices.map((n) => n.id)).toEqual(en.notices.map((n) => n.id));
  });

  it('rejects bad types, platform and execution', async () => {
    const base = '/wps/relay/MCSFE_getListAnnouncements';
    await expectRejected(`${base}?types=B,X`, 'types');
    await expectRejected(`${base}?types=`, 'types');
    await expectRejected(`${base}?types=${'B,'.repeat(40)}B`, 'types');
    await expectRejected(`${base}?types=${encodedScript}`, 'types', SCRIPT);
    await expectRejected(`${base}?platform=M`, 'platform');
    await expectRejected(`${base}?execution=Z`, 'execution');
    await expectRejected(`${base}?execution=${encodedScript}`, 'execution', SCRIPT);
  });
});

describe('GET /lgw/games/game_menus', () => {
  it('answers one item per game type in display order', async () => {
    const menus = await getValue('/lgw/games/game_menus', GameMenusSchema);
    expect(menus.map((m) => m.gameType)).toEqual(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH']);
    expect(menus.find((m) => m.gameType === 'LOTT')?.page).toBe('/lottery');
    expect(menus.find((m) => m.gameType === 'RNG')?.page).toBe('/rng');
  });
});

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('answers raw lanes with cockfight and e-sports inside SPORTS', async () => {
    const lanes = await getValue('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', VendorLanesSchema);
    expect(lanes.map((l) => l.title)).toEqual(['LIVE', 'SPORTS', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH']);
    const lane = (title: string) => lanes.find((l) => l.title === title)!;
    const sports = lane('SPORTS').cards.map((c) => c.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['DS88', 'SV3']));
    expect(lane('SPORTS').cards.filter((c) => c.gameType === 'ESPORTS')).toHaveLength(2);
    expect(lane('ELOTT').cards.map((c) => c.vassalage)).toEqual(['TCG_LOTTO_VN']);
    expect(lane('LOTT').cards.map((c) => c.vassalage)).toEqual(['TCG_SEA']);
    expect(lane('RNG').cards).toHaveLength(14);
    expect(lane('RNG').cards.filter((c) => c.isHot === 1)).toHaveLength(3);
    expect(lane('RNG').gameClassify.map((c) => c.name)).toEqual(['slot', 'table', 'arcade', 'video poker', 'scratch']);
    expect(lane('LIVE').cards.length).toBeGreaterThanOrEqual(7);
    expect(lane('PVP').cards.length).toBeGreaterThanOrEqual(5);
    expect(lane('FISH').cards.length).toBeGreaterThanOrEqual(4);
    for (const l of lanes) {
      expect(l.id).toBeLessThan(100);
      expect(l.id).not.toBe(5);
      for (const card of l.cards) expect(card.logoUrl).toBe(`/media/vendors/${card.vassalage}.svg`);
    }
  });

  it('becomes the navigation of the site through the shared normaliser', async () => {
    const lanes = await getValue('/wps/relay/GCSGAME_newGameVendor', VendorLanesSchema);
    const shown = normaliseVendorLanes(lanes, { cockfightProviders: ['DS88', 'SV3'], esportsProviders: [] });
    expect(shown.map((l) => l.title)).toEqual(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH']);
    expect(shown.find((l) => l.title === 'COCKFIGHT')!.cards.map((c) => c.vassalage)).toEqual(['DS88', 'SV3']);
  });

  it('rejects another platform', async () => {
    await expectRejected('/wps/relay/GCSGAME_newGameVendor?platform=flash', 'platform');
    await expectRejected(`/wps/relay/GCSGAME_newGameVendor?platform=${encodedScript}`, 'platform', SCRIPT);
  });
});

describe('GET /wps/system/countries and /helpCenter', () => {
  it('answers at least 30 countries with dialing codes', async () => {
    const countries = await getValue('/wps/system/countries', CountriesSchema);
    expect(countries.length).toBeGreaterThanOrEqual(30);
    const dial = Object.fromEntries(countries.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(dial).toMatchObject({ PH: '+63', VN: '+84', CN: '+86', US: '+1', GB: '+44', TH: '+66', MY: '+60', ID: '+62', IN: '+91', BR: '+55', JP: '+81', KR: '+82' });
  });

  it('answers the help sections in the requested language', async () => {
    const en = await getValue('/wps/system/helpCenter', HelpSectionsSchema);
    expect(en.map((s) => s.section)).toEqual(['terms', 'privacy', 'faq', 'responsible', 'about', 'deposit', 'withdraw']);
    for (const section of en) expect(section.content).toMatch(/^<h3>/);
    const vi = await getValue('/wps/system/helpCenter', HelpSectionsSchema, { language: 'vi' });
    expect(vi[0]!.title).toBe('Điều khoản và điều kiện');
    const odd = await getValue('/wps/system/helpCenter', HelpSectionsSchema, { language: SCRIPT });
    expect(odd[0]!.title).toBe(en[0]!.title);
  });
});

describe('unknown paths', () => {
  it.each(['/wps', '/wps/system/nope', '/lgw/x/y', '/ops/other', '/media/banners/1.png', '/media/unknown'])('%s is a 404 envelope', async (url) => {
    const response = await fx.call({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(response.json())).toMatchObject({ errorCode: 'NOT_FOUND', success: false, value: null });
  });

  it('a known path with another method is a 404 envelope', async () => {
    const response = await fx.call({ method: 'POST', url: '/wps/system/status', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('NOT_FOUND');
  });
});

describe('OpenAPI document', () => {
  it('serves the document at /docs/json and the UI at /docs', async () => {
    const doc = await fx.call({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/relay/GCSGAME_newGameVendor', '/ops/system', '/media/games/{id}.svg']));
    expect(paths.some((p) => p.includes('*'))).toBe(false);
    const ui = await fx.call({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

async function svg(url: string) {
  const response = await fx.call({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  return response.body;
}

describe('generated pictures', () => {
  it('draws a banner with its title, escaped', async () => {
    const body = await svg('/media/banners/1.svg');
    expect(body).toContain('width="1200" height="360"');
    expect(body).toContain('Welcome bonus 100%');
    const spin = await svg('/media/banners/5.svg');
    expect(spin).toContain('Spin &amp; Win');
    expect(spin).not.toContain('Spin & Win');
  });

  it('draws every banner and promotion the announcements call points to', async () => {
    const value = (await fx.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' })).json().value as {
      banners: { url: string }[];
      promotion: { imageUrl: string }[];
    };
    for (const url of [...value.banners.map((b) => b.url), ...value.promotion.map((p) => p.imageUrl)]) await svg(url);
  });

  it('draws a logo for every provider card', async () => {
    const lanes = (await fx.call({ method: 'GET', url: '/wps/relay/GCSGAME_newGameVendor' })).json().value as {
      cards: { logoUrl: string; displayName: string }[];
    }[];
    const urls = new Set(lanes.flatMap((l) => l.cards.map((c) => c.logoUrl)));
    for (const url of urls) await svg(url);
    expect(await svg('/media/vendors/DS88.svg')).toContain('DS88 Cockfight');
  });

  it('draws a game tile of 300x300 with the name and provider', async () => {
    const { rows } = { rows: await fx.db.query<{ id: number; name: string }>("SELECT id, name FROM games WHERE name LIKE '%&%' ORDER BY id LIMIT 1") };
    const game = rows[0]!;
    const body = await svg(`/media/games/${game.id}.svg`);
    expect(body).toContain('width="300" height="300"');
    expect(body).toContain('&amp;');
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    await svg('/media/games/10000.svg');
    await svg('/media/brand/logo.svg');
  });

  it.each([
    ['/media/banners/9999.svg', 404],
    ['/media/games/10001.svg', 404],
    ['/media/promotions/99.svg', 404],
    ['/media/vendors/NOPE.svg', 404],
    ['/media/banners/abc.svg', 400],
    ['/media/games/-1.svg', 400],
    ['/media/games/1234567890.svg', 400],
    ['/media/vendors/pg.svg', 400],
    [`/media/vendors/${'A'.repeat(33)}.svg`, 400],
    [`/media/vendors/${encodeURIComponent('<script>')}.svg`, 400],
  ])('%s answers %i', async (url, status) => {
    const response = await fx.call({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const body = ErrorEnvelopeSchema.parse(response.json());
    expect(body.errorCode).toBe(status === 400 ? 'VALIDATION' : 'NOT_FOUND');
    if (status === 400) expect(body.field).toMatch(/^(id|code)$/);
    expect(response.body).not.toContain('<script>');
  });
});
