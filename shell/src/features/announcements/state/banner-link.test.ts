import { bannerAction } from './banner-link';

describe('bannerAction', () => {
  it('has no action without linkage', () => {
    expect(bannerAction({ linkageType: null, linkage: '/live' })).toBeNull();
    expect(bannerAction({ linkageType: 'ROUTE', linkage: '' })).toBeNull();
  });

  it('navigates in-site routes only', () => {
    expect(bannerAction({ linkageType: 'ROUTE', linkage: '/rng?vassalage=PG' })).toEqual({ kind: 'route', to: '/rng?vassalage=PG' });
    expect(bannerAction({ linkageType: 'ROUTE', linkage: '//evil.example' })).toBeNull();
  });

  it('opens http(s) addresses only', () => {
    expect(bannerAction({ linkageType: 'URL', linkage: 'https://apps.example.com/x' })).toEqual({ kind: 'url', href: 'https://apps.example.com/x' });
    expect(bannerAction({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toBeNull();
  });

  it('parses a game linkage', () => {
    expect(bannerAction({ linkageType: 'GAME', linkage: 'PG:RNG:fortune-tiger' })).toEqual({
      kind: 'game',
      game: { vassalage: 'PG', gameType: 'RNG', gameCode: 'fortune-tiger' },
    });
    expect(bannerAction({ linkageType: 'GAME', linkage: 'EVO' })).toEqual({ kind: 'game', game: { vassalage: 'EVO', gameType: '' } });
  });
});
