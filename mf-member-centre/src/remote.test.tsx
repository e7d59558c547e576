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
    expect(Object.keys(descriptor.widgets ?? {})).toContain('panel-host');
  });

  it('declares the routes of spec §2 with their chrome and banners', () => {
    const byPath = Object.fromEntries((descriptor.routes ?? []).map((route) => [route.path, route]));
    expect(Object.keys(byPath).sort()).toEqual(['/down', '/help', '/helpmc', '/join', '/pointMall', '/promoDetail', '/promotions', '/vip']);
    for (const path of ['/pointMall', '/promotions', '/help']) expect(byPath[path]).toMatchObject({ chrome: 'full', banner: true });
    for (const path of ['/helpmc', '/down']) expect(byPath[path]).toMatchObject({ chrome: 'none' });
    for (const path of ['/vip', '/promoDetail', '/join']) expect(byPath[path]?.banner).toBeFalsy();
  });

  it.each([
    ['/vip', 'VIP'],
    ['/pointMall', 'Points mall'],
    ['/promotions', 'Promotions'],
    ['/promoDetail', 'Promotion details'],
    ['/down', 'App download'],
    ['/join', 'Join us'],
  ])('%s shows its title and an honest not-available state', async (path, title) => {
    await expectNotAvailableScreen(descriptor, path, title);
  });
});
