import { bannerGroupFor } from './banner-groups';

describe('bannerGroupFor', () => {
  it.each([
    ['/', 'w_home'],
    ['/index', 'w_home'],
    ['/index.html', 'w_home'],
    ['/home', 'w_home'],
    ['/rng', 'w_rng'],
    ['/live', 'w_live'],
    ['/fish', 'w_fish'],
    ['/pvp', 'w_pvp'],
    ['/sports', 'w_sports'],
    ['/esports', 'w_esports'],
    ['/elott', 'w_lott'],
    ['/cockfight', 'w_cockfight'],
    ['/promotions', 'w_promotion'],
    ['/pointMall', 'w_shop'],
    ['/help', 'w_help'],
    ['/register', 'w_reg'],
    ['/register.html', 'w_reg'],
  ])('%s shows %s', (path, group) => {
    expect(bannerGroupFor(path)).toBe(group);
  });

  it('covers all 13 groups', () => {
    const paths = ['/', '/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/elott', '/cockfight', '/promotions', '/pointMall', '/help', '/register'];
    expect(new Set(paths.map(bannerGroupFor)).size).toBe(13);
  });

  it('ignores a trailing slash and case like the router does', () => {
    expect(bannerGroupFor('/live/')).toBe('w_live');
    expect(bannerGroupFor('/POINTMALL')).toBe('w_shop');
  });

  it('gives no group to pages without banners', () => {
    for (const path of ['/login', '/lottery', '/vip', '/noticePage', '/promoDetail', '/seamless', '/nope']) expect(bannerGroupFor(path)).toBeNull();
  });
});
