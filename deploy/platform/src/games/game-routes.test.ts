import { normaliseVendorLanes } from '@site/shared/contract';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { encodedScript, publicCalls, SCRIPT } from '../testing/public-calls';
import { GameMenusSchema, VendorLanesSchema } from '@site/shared/contract/games';

let fx: PlatformFixture;
const { getValue, expectRejected, svg, expectPictureRefused } = publicCalls(() => fx);

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
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

describe('generated provider logos and game tiles', () => {
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
  });

  it.each([
    ['/media/games/10001.svg', 404],
    ['/media/vendors/NOPE.svg', 404],
    ['/media/games/-1.svg', 400],
    ['/media/games/1234567890.svg', 400],
    ['/media/vendors/pg.svg', 400],
    [`/media/vendors/${'A'.repeat(33)}.svg`, 400],
    [`/media/vendors/${encodeURIComponent('<script>')}.svg`, 400],
  ] as const)('%s answers %i', async (url, status) => {
    await expectPictureRefused(url, status);
  });
});
