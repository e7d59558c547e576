import { normaliseVendorLanes, type GameMenu, type GameType, type VendorCard, type VendorLane } from '@site/shared';
import { buildNavMenus } from './nav-menus';

const card = (vassalage: string, gameType: GameType): VendorCard => ({
  accountTypeId: 1,
  vassalage,
  gameType,
  displayName: vassalage,
  isHot: 0,
  logoUrl: `/media/vendors/${vassalage}.svg`,
});
const menu = (gameType: GameType, page: string): GameMenu => ({ gameType, name: gameType, page });

const MENUS = [menu('LIVE', '/live'), menu('SPORTS', '/sports'), menu('RNG', '/rng'), menu('PVP', '/pvp'), menu('FISH', '/fish'), menu('ELOTT', '/elott')];

function lanes(sportsCards: VendorCard[]): VendorLane[] {
  return normaliseVendorLanes(
    [
      { id: 1, title: 'LIVE', gameClassify: [], cards: [card('EVO', 'LIVE')] },
      { id: 2, title: 'SPORTS', gameClassify: [], cards: sportsCards },
      { id: 3, title: 'RNG', gameClassify: [], cards: [card('PG', 'RNG')] },
      { id: 4, title: 'PVP', gameClassify: [], cards: [] },
      { id: 6, title: 'FISH', gameClassify: [], cards: [card('JDBF', 'FISH')] },
    ],
    { cockfightProviders: ['DS88', 'SV3'], esportsProviders: [] },
  );
}

describe('buildNavMenus', () => {
  it('keeps only types that have at least one vendor', () => {
    const types = buildNavMenus(MENUS, lanes([card('SABA', 'SPORTS')])).map((item) => item.gameType);
    expect(types).toEqual(['LIVE', 'SPORTS', 'RNG', 'FISH']);
  });

  it('adds cockfight after sports when DS88 or SV3 exist, even when the menu call omits it', () => {
    const items = buildNavMenus(MENUS, lanes([card('SABA', 'SPORTS'), card('DS88', 'SPORTS'), card('SV3', 'SPORTS')]));
    expect(items.map((item) => item.gameType)).toEqual(['LIVE', 'SPORTS', 'COCKFIGHT', 'RNG', 'FISH']);
    expect(items.find((item) => item.gameType === 'COCKFIGHT')).toMatchObject({ page: '/cockfight', providers: [{ vassalage: 'DS88' }, { vassalage: 'SV3' }] });
  });

  it('uses the menu entry for cockfight when the menu call lists it, and drops it without vendors', () => {
    const withMenu = [...MENUS, menu('COCKFIGHT', '/cockfight')];
    expect(buildNavMenus(withMenu, lanes([card('SV3', 'SPORTS')])).map((item) => item.gameType)).toEqual(['LIVE', 'RNG', 'FISH', 'COCKFIGHT']);
    expect(buildNavMenus(withMenu, lanes([card('SABA', 'SPORTS')])).map((item) => item.gameType)).not.toContain('COCKFIGHT');
  });

  it('shows e-sports only when it has vendors', () => {
    expect(buildNavMenus(MENUS, lanes([card('SABA', 'SPORTS')])).map((item) => item.gameType)).not.toContain('ESPORTS');
    expect(buildNavMenus(MENUS, lanes([card('SABA', 'SPORTS'), card('TF', 'ESPORTS')])).map((item) => item.gameType)).toEqual([
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'RNG',
      'FISH',
    ]);
  });
});
