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

describe('the brand logo', () => {
  it('draws the brand name', async () => {
    expect(await svg('/media/brand/logo.svg')).toContain('Demo Bet');
  });
});
