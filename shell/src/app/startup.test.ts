import { queryClient, queryKeys, type AnnouncementsValue, type FirstData } from '@site/shared';
import { seedFirstData } from './startup';

const announcements: AnnouncementsValue = {
  notices: [{ id: 1, title: 'Welcome', content: '<p>Hi</p>', type: 'B', createdAt: '2026-11-24T00:00:00.000Z' }],
  banners: [{ bannerId: 1, groupName: 'w_home', url: '/media/banners/1.svg', linkageType: null, linkage: null, sort: 1 }],
  popup: [],
  promotion: [],
};
const first: FirstData = {
  lang: 'en',
  announcements: { types: 'B,PL,PU,PR,H', execution: 'B', value: announcements },
  gameMenus: [{ gameType: 'RNG', name: 'Slots', page: '/rng' }],
  vendorLanes: [{ id: 1, title: 'SPORTS', cards: [{ accountTypeId: 1, vassalage: 'DS88', gameType: 'SPORTS', displayName: 'DS88', isHot: 0, logoUrl: '/x.svg', listGames: false }], gameClassify: [] }],
};

afterEach(() => queryClient.clear());

describe('seedFirstData', () => {
  it("puts the inlined answers into the cache under the page's own query keys, before any request", () => {
    seedFirstData(first);
    expect(queryClient.getQueryData(queryKeys.announcements('en'))).toEqual(announcements);
    expect(queryClient.getQueryData(queryKeys.gameMenus('en'))).toEqual(first.gameMenus);
    // The brand's own lanes: the cockfight provider moves out of SPORTS, as the fetched lanes do.
    const lanes = queryClient.getQueryData<{ title: string }[]>(queryKeys.vendorLanes('en'));
    expect(lanes?.map((lane) => lane.title)).toContain('COCKFIGHT');
  });

  it('takes nothing answered in another language, and no announcements of another request', () => {
    seedFirstData({ ...first, lang: 'vi' });
    expect(queryClient.getQueryData(queryKeys.announcements('en'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.gameMenus('en'))).toBeUndefined();
    seedFirstData({ ...first, announcements: { ...first.announcements!, types: 'B' } });
    expect(queryClient.getQueryData(queryKeys.announcements('en'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.gameMenus('en'))).toEqual(first.gameMenus);
  });
});
