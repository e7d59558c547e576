import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { encodedScript, publicCalls, SCRIPT } from '../testing/public-calls';
import { ContentRepository } from './content-repository';
import { AnnouncementsSchema, BANNER_GROUPS } from '@site/shared/contract/site';

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
    // The demo runs no promotion, so it has no promotion notice (PR) and no promotions.
    expect(new Set(value.notices.map((n) => n.type))).toEqual(new Set(['B', 'PL', 'PU', 'H']));
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.popup.every((n) => n.type === 'PU')).toBe(true);
    expect(value.promotion).toEqual([]);
    for (const group of BANNER_GROUPS) {
      const slides = value.banners.filter((b) => b.groupName === group);
      expect(slides.length).toBeGreaterThanOrEqual(1);
      expect(slides.length).toBeLessThanOrEqual(3);
    }
    expect(value.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    expect(value.banners.some((b) => b.linkageType === 'ROUTE' && b.linkage?.startsWith('/'))).toBe(true);
    for (const banner of value.banners) expect(banner.url).toBe(`/media/banners/${banner.bannerId}.svg?lang=en`);
    // Server HTML: markup is present; the demo content shows no pictures that cannot load and
    // nothing that exists only to test the sanitiser (those tests make their own content).
    expect(value.notices.some((n) => /<b>/.test(n.content))).toBe(true);
    expect(value.notices.some((n) => /<a href=/.test(n.content))).toBe(true);
    expect(value.notices.filter((n) => /<img|onerror|<script/i.test(n.content))).toEqual([]);
    expect(value.notices.map((n) => n.title)).not.toContain('Safe display check');
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
    expect(es.notices.map((n) => n.id)).toEqual(en.notices.map((n) => n.id));
    // Banner pictures carry text: each language gets its own picture address.
    expect(es.banners.map((b) => b.url)).toEqual(en.banners.map((b) => b.url.replace('?lang=en', '?lang=es')));
    expect(zh.banners[0]!.url).toBe(`/media/banners/${zh.banners[0]!.bannerId}.svg?lang=zh`);
    // Each slide says in words what its picture offers (its alternative text), in the same language.
    expect([en, es, zh].map((answer) => answer.banners[0]!.title)).toEqual(['Lottery draws every minute', 'Sorteos de lotería cada minuto', '彩票每分钟开奖']);
    for (const banner of [...en.banners, ...es.banners, ...zh.banners]) expect(banner.title?.trim()).toBeTruthy();
    expect(ja.banners.map((b) => b.url)).toEqual(en.banners.map((b) => b.url));
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
    expect(body).toContain('Lottery draws every minute');
    const slots = await svg('/media/banners/5.svg');
    expect(slots).toContain('Slots &amp; fishing');
    expect(slots).not.toContain('Slots & fishing');
  });

  it('draws the title in the language asked for: en, es, vi, zh', async () => {
    expect(await svg('/media/banners/1.svg?lang=en')).toContain('Lottery draws every minute');
    const es = await svg('/media/banners/1.svg?lang=es');
    expect(es).toContain('Sorteos de lotería');
    expect(es).not.toContain('Lottery draws');
    expect(await svg('/media/banners/1.svg?lang=vi')).toContain('Xổ số quay mỗi phút');
    expect(await svg('/media/banners/1.svg?lang=zh')).toContain('彩票每分钟开奖');
  });

  it('refuses a picture language it has no titles in, naming lang', async () => {
    await expectRejected('/media/banners/1.svg?lang=ja', 'lang');
    await expectRejected(`/media/banners/1.svg?lang=${encodedScript}`, 'lang', SCRIPT);
  });

  it('keeps the English title for a language the banner has no title in', async () => {
    await fx.db.query(`UPDATE banners SET title = '{"en": "Only English here"}'::jsonb WHERE id = 20`);
    try {
      // A repository of its own: the app's one may hold the seeded title in its read cache.
      const store = new ContentRepository(fx.db);
      expect(await store.bannerTitle(20, 'vi')).toBe('Only English here');
      expect(await store.bannerTitle(20, 'en')).toBe('Only English here');
    } finally {
      await fx.db.query(`UPDATE banners SET title = '{"en": "Join today, play in a minute"}'::jsonb WHERE id = 20`);
    }
  });

  it('lists a promotion an operator adds, translated, with its English title for the picture', async () => {
    await fx.db.query(
      `INSERT INTO promotions (id, title, start_at, end_at, sort) VALUES (90, '{"en": "Test offer", "es": "Oferta de prueba"}'::jsonb, NULL, NULL, 1)`,
    );
    try {
      // A repository of its own: the app's one may hold the seeded (empty) list in its read cache.
      const store = new ContentRepository(fx.db);
      expect((await store.content('es')).promotions).toEqual([
        { id: 90, title: 'Oferta de prueba', imageUrl: '/media/promotions/90.svg', startAt: null, endAt: null },
      ]);
      expect(await store.promotionTitle(90)).toBe('Test offer');
    } finally {
      await fx.db.query('DELETE FROM promotions WHERE id = 90');
    }
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
