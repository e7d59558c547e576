import { act, renderHook } from '@testing-library/react';
import { addRemoteResources, i18n, setLanguage } from '@site/shared';
import { registerShellResources } from '../i18n/resources';
import { tabTitle, useTabTitle, type RouteTitle } from './use-tab-title';

beforeAll(() => {
  registerShellResources();
  addRemoteResources('games', { en: { page_game: 'Game' }, vi: { page_game: 'Trò chơi' } });
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

const hall = (type: string): RouteTitle => ({ title: `common:game_type.${type}`, namespace: null });

describe('tabTitle', () => {
  it("names a game hall after its category, without waiting for the brand or the remote's texts", () => {
    expect(tabTitle(i18n.t, undefined, hall('PVP'))).toBe('Card games game hall');
    expect(tabTitle(i18n.t, 'Demo Bet', hall('COCKFIGHT'))).toBe('Cockfight game hall');
  });

  it("puts a page's title before the brand's hall once the remote's texts are there", () => {
    expect(tabTitle(i18n.t, 'Demo Bet', { title: 'page_game', namespace: 'games' })).toBe('Game · Demo Bet game hall');
    expect(tabTitle(i18n.t, 'Demo Bet', { title: 'page_game', namespace: null })).toBe('Demo Bet game hall');
    expect(tabTitle(i18n.t, undefined, { title: null, namespace: null })).toBe('Game hall');
  });
});

describe('useTabTitle', () => {
  it('writes the title again in the new language', async () => {
    const { rerender } = renderHook(({ route }) => useTabTitle('Demo Bet', route), { initialProps: { route: hall('RNG') } });
    expect(document.title).toBe('Slots game hall');
    await act(() => setLanguage('vi'));
    expect(document.title).toBe('Sảnh trò chơi Nổ hũ');
    rerender({ route: { title: 'page_game', namespace: 'games' } });
    expect(document.title).toBe('Trò chơi · Sảnh trò chơi Demo Bet');
    await act(() => setLanguage('zh'));
    rerender({ route: hall('LIVE') });
    expect(document.title).toMatch(/游戏大厅$/);
  });
});
