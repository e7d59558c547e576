import { addRemoteResources } from '@site/shared';
import { expectNotAvailableScreen, expectValidDescriptor } from '@site/shared/testing';
import descriptor from './remote';

beforeAll(() => {
  // As the shell does when it accepts the descriptor.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
});

describe('member-centre descriptor', () => {
  it('is a valid descriptor: identity, host API, unique routes, every screen and widget a component', async () => {
    await expectValidDescriptor(descriptor, { id: 'member-centre', namespace: 'member' });
    expect(Object.keys(descriptor.widgets ?? {})).toEqual(expect.arrayContaining(['panel-host', 'help-modal']));
  });

  it('declares its routes with their chrome and banner groups', () => {
    const byPath = Object.fromEntries((descriptor.routes ?? []).map((route) => [route.path, route]));
    expect(Object.keys(byPath).sort()).toEqual(['/down', '/feedback', '/help', '/helpmc', '/join', '/pointMall', '/promoDetail', '/promotions', '/vip']);
    expect(byPath['/pointMall']).toMatchObject({ chrome: 'full', bannerGroup: 'w_shop' });
    expect(byPath['/promotions']).toMatchObject({ chrome: 'full', bannerGroup: 'w_promotion' });
    expect(byPath['/help']).toMatchObject({ chrome: 'full', bannerGroup: 'w_help' });
    for (const path of ['/helpmc', '/down']) expect(byPath[path]).toMatchObject({ chrome: 'none' });
    for (const path of ['/vip', '/promoDetail', '/join']) expect(byPath[path]?.bannerGroup).toBeUndefined();
  });

  it('titles its routes with keys of its own namespace', () => {
    const english = descriptor.i18n.resources.en as Record<string, unknown>;
    const lookUp = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
    for (const route of descriptor.routes ?? []) if (route.title) expect({ path: route.path, title: typeof lookUp(route.title) }).toEqual({ path: route.path, title: 'string' });
  });

  it.each([
    ['/pointMall', 'Points mall'],
    ['/promoDetail', 'Promotion details'],
  ])('%s shows its title and an honest not-available state', async (path, title) => {
    await expectNotAvailableScreen(descriptor, path, title);
  });
});
