import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { encodedScript, publicCalls, SCRIPT } from '../testing/public-calls';
import { AnnouncementsSchema, BANNER_GROUPS } from './content-schemas';

let fx: PlatformFixture;
const { getValue, expectRejected, svg, expectPictureRefused } = publicCalls(() => fx);

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
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

describe('generated pictures of banners and promotions', () => {
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

  it.each([
    ['/media/banners/9999.svg', 404],
    ['/media/promotions/99.svg', 404],
    ['/media/banners/abc.svg', 400],
  ] as const)('%s answers %i', async (url, status) => {
    await expectPictureRefused(url, status);
  });
});
