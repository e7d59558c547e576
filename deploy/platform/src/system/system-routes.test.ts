import { LICENCE_STATEMENT } from '@site/shared/contract/licence';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { encodedScript, publicCalls, SCRIPT } from '../testing/public-calls';
import {
  CountriesSchema,
  DomainRouteSchema,
  HelpSectionsSchema,
  PermissionSchema,
  RoutersSchema,
  SystemStatusSchema,
  WhiteLabelSchema,
} from '@site/shared/contract/site';

let fx: PlatformFixture;
const { getValue, expectRejected, svg } = publicCalls(() => fx);

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

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
    // The site's own help centre is the contact, and no app is offered that does not exist.
    expect(value.info.customerService).toEqual([{ csPosition: 'LIVECHAT', csType: '1', path: '/helpmc', online: true, opensAt: null }]);
    expect(value.info.resources.map((r) => r.resourceType)).toEqual(['LOGO']);
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
  it('answers the module tree with the site\'s feature flags', async () => {
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

describe('GET /wps/system/countries and /helpCenter', () => {
  it('answers at least 30 countries with dialing codes', async () => {
    const countries = await getValue('/wps/system/countries', CountriesSchema);
    expect(countries.length).toBeGreaterThanOrEqual(30);
    const dial = Object.fromEntries(countries.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(dial).toMatchObject({ PH: '+63', VN: '+84', CN: '+86', US: '+1', GB: '+44', TH: '+66', MY: '+60', ID: '+62', IN: '+91', BR: '+55', JP: '+81', KR: '+82' });
  });

  it('answers the help sections in the requested language, each with its version and last update', async () => {
    const en = await getValue('/wps/system/helpCenter', HelpSectionsSchema);
    expect(en.map((s) => s.section)).toEqual(['terms', 'bonus', 'vip', 'rebate', 'responsible', 'privacy', 'withdraw', 'deposit', 'complaints', 'licence', 'faq', 'about']);
    for (const section of en) {
      expect(section.content).toMatch(/^<h3>/);
      expect(section.version).toBeGreaterThanOrEqual(1);
      expect(Number.isNaN(Date.parse(section.updatedAt))).toBe(false);
    }
    const vi = await getValue('/wps/system/helpCenter', HelpSectionsSchema, { language: 'vi' });
    expect(vi[0]!.title).toBe('Điều khoản và điều kiện');
    const odd = await getValue('/wps/system/helpCenter', HelpSectionsSchema, { language: SCRIPT });
    expect(odd[0]!.title).toBe(en[0]!.title);
  });

  it('fills every figure from the live configuration, in all four languages, leaving no mark behind', async () => {
    const byLanguage = Object.fromEntries(
      await Promise.all(
        (['en', 'es', 'vi', 'zh'] as const).map(async (language) => [language, await getValue('/wps/system/helpCenter', HelpSectionsSchema, { language })] as const),
      ),
    );
    for (const [language, sections] of Object.entries(byLanguage)) {
      for (const section of sections) expect({ language, section: section.section, marks: section.content.match(/\{\{[^}]*\}\}/g) }).toEqual({ language, section: section.section, marks: null });
    }
    const en = Object.fromEntries(byLanguage.en!.map((s) => [s.section, s.content]));
    // The contribution table, the brand profile (SEA by default), the escalation time and the
    // rebate settings as the platform holds them.
    expect(en.bonus).toContain('<li>Slots: 100 %</li>');
    expect(en.bonus).toContain('<li>Live casino: 20 %</li>');
    expect(en.bonus).toContain('at most 10)');
    expect(en.terms).toContain('<b>18 or older</b>');
    expect(en.complaints).toContain('after 48 hours');
    expect(en.complaints).toContain('<a href="https://adr.example.org" target="_blank" rel="noopener noreferrer">Demo ADR Service (independent dispute resolution)</a>');
    expect(en.rebate).toContain('<li>Slots: 0.80 %</li>');
    expect(en.rebate).toContain('once every 60 minutes, up to 1000.00 a day');
    expect(en.vip).toContain('Points never expire.');
    expect(en.responsible).toContain('every 15, 30, 45, 60 minutes');
    expect(en.responsible).toContain('6 months, 1 year, 5 years, indefinitely');
    expect(en.withdraw).toContain('Once your deposits pass 2000.00 within 180 days, identity documents are required within 30 days');
    // The licence section says the footer's words: one declaration for both.
    for (const language of ['en', 'es', 'vi', 'zh'] as const) {
      const licence = byLanguage[language]!.find((s) => s.section === 'licence')!.content;
      expect(licence).toBe(`<h3>${LICENCE_STATEMENT[language].title}</h3><p>${LICENCE_STATEMENT[language].text}</p><ul>${Object.values(LICENCE_STATEMENT[language].bodies).map((b) => `<li>${b}</li>`).join('')}</ul>`);
    }

    // An operator's new rebate settings change the help centre at once: the figure is not a copy.
    const change = (reference: string, cooldownSeconds: number, rates: { vipLevel: number; gameType: string; rateBp: number }[]) =>
      fx.call({ method: 'PUT', url: '/ops/rewards/rebate', operator: true, headers: { 'x-operator': 'help.test' }, payload: { reference, cooldownSeconds, rates } });
    expect((await change('help-figures-1', 5400, [{ vipLevel: 0, gameType: 'RNG', rateBp: 95 }])).statusCode).toBe(200);
    try {
      const rebate = (await getValue('/wps/system/helpCenter', HelpSectionsSchema, { language: 'es' })).find((s) => s.section === 'rebate')!.content;
      expect(rebate).toContain('<li>Tragamonedas: 0.95 %</li>');
      expect(rebate).toContain('una vez cada 90 minutos');
    } finally {
      expect((await change('help-figures-2', 3600, [{ vipLevel: 0, gameType: 'RNG', rateBp: 80 }])).statusCode).toBe(200);
    }
  });
});

describe('the brand logo', () => {
  it('draws the brand name', async () => {
    expect(await svg('/media/brand/logo.svg')).toContain('Demo Bet');
  });
});
