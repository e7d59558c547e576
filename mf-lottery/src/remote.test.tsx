import { addRemoteResources } from '@site/shared';
import { expectNotAvailableScreen, expectValidDescriptor } from '@site/shared/testing';
import descriptor from './remote';

beforeAll(() => {
  // As the shell does when it accepts the descriptor.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
});

describe('lottery descriptor', () => {
  it('is a valid descriptor: identity, host API, unique routes, every screen a component', async () => {
    await expectValidDescriptor(descriptor, { id: 'lottery', namespace: 'lottery' });
  });

  it('declares /lottery and /vnlottery with the header only', () => {
    const routes = descriptor.routes ?? [];
    expect(routes.map((route) => route.path).sort()).toEqual(['/lottery', '/vnlottery']);
    for (const route of routes) expect(route.chrome).toBe('header-only');
  });

  it.each([
    ['/lottery', 'Lottery'],
    ['/vnlottery', 'Vietnam lottery'],
  ])('%s shows its title and an honest not-available state', async (path, title) => {
    await expectNotAvailableScreen(descriptor, path, title);
  });
});
