import type { ShellRouteDeclaration } from '@site/shared';
import type { ActiveRegistry } from '../../releases/src/registry';
import { routeFacts } from './route-remotes';

const entry = (id: string) => ({ version: '1.0.0-a', entry: `/remotes/${id}/1.0.0-a/remoteEntry.js` });

const LOTTERY = { en: 'Lottery', es: 'Lotería', vi: 'Xổ số', zh: '彩票' };

const SHELL: ShellRouteDeclaration[] = [
  { path: '/', screenId: 'home', chrome: 'full', bannerGroup: 'w_home', remotes: ['games'] },
  { path: '/noticePage', screenId: 'notices', chrome: 'full' },
];

const REGISTRY: ActiveRegistry = {
  games: { ...entry('games'), routes: [{ path: '/rng', screenId: 'game-list:RNG', chrome: 'full', bannerGroup: 'w_rng' }] },
  lottery: { ...entry('lottery'), routes: [{ path: '/lottery', screenId: 'lottery-lobby', chrome: 'header-only', nav: false, heading: { title: LOTTERY } }] },
  'member-centre': {
    ...entry('member-centre'),
    routes: [
      { path: '/pointMall', screenId: 'point-mall', chrome: 'full', bannerGroup: 'w_shop' },
      { path: '/helpmc', screenId: 'help-embedded', chrome: 'none', bannerGroup: 'w_help' },
    ],
  },
};

describe('routeFacts', () => {
  it('preloads the remote whose active release declares the route, with its banner group', () => {
    expect(routeFacts('/rng', REGISTRY, SHELL)).toEqual({ remotes: ['games'], bannerGroup: 'w_rng', chrome: 'full', nav: true, heading: null });
    expect(routeFacts('/lottery', REGISTRY, SHELL)).toEqual({ remotes: ['lottery'], bannerGroup: null, chrome: 'header-only', nav: false, heading: { title: LOTTERY } });
  });

  it('matches as the shell routes: case-insensitive, a trailing slash ignored, query apart', () => {
    expect(routeFacts('/POINTMALL/', REGISTRY, SHELL)).toEqual({ remotes: ['member-centre'], bannerGroup: 'w_shop', chrome: 'full', nav: true, heading: null });
  });

  it("preloads the remotes a shell page shows widgets of, with the shell page's banner group", () => {
    expect(routeFacts('/', REGISTRY, SHELL)).toEqual({ remotes: ['games'], bannerGroup: 'w_home', chrome: 'full', nav: true, heading: null });
    expect(routeFacts('/noticePage', REGISTRY, SHELL)).toEqual({ remotes: [], bannerGroup: null, chrome: 'full', nav: true, heading: null });
  });

  it('gives no banner and no navigation where the chrome shows neither', () => {
    expect(routeFacts('/helpmc', REGISTRY, SHELL)).toEqual({ remotes: ['member-centre'], bannerGroup: null, chrome: 'none', nav: false, heading: null });
  });

  it('knows a route only while a release declares it', () => {
    // A path nobody declares is the not-found page, in the full frame.
    expect(routeFacts('/lottery-results-preview', REGISTRY, SHELL)).toEqual({ remotes: [], bannerGroup: null, chrome: 'full', nav: true, heading: null });
    const added: ActiveRegistry = { ...REGISTRY, lottery: { ...REGISTRY.lottery!, routes: [...REGISTRY.lottery!.routes, { path: '/lottery-results-preview', screenId: 'lottery-lobby', chrome: 'header-only' }] } };
    expect(routeFacts('/lottery-results-preview', added, SHELL)).toEqual({ remotes: ['lottery'], bannerGroup: null, chrome: 'header-only', nav: true, heading: null });
    expect(routeFacts('/rng', {}, SHELL)).toEqual({ remotes: [], bannerGroup: null, chrome: 'full', nav: true, heading: null });
  });
});
