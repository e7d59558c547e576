import { render, screen } from '@testing-library/react';
import { addRemoteResources, HOST_API_VERSION, hostApiSatisfies } from '@site/shared';
import descriptor from './remote';

beforeAll(() => {
  // As the shell does when it accepts the descriptor.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
});

describe('member-centre descriptor', () => {
  it('identifies itself and accepts the current host API only', () => {
    expect(descriptor.id).toBe('member-centre');
    expect(hostApiSatisfies(descriptor.hostApi, HOST_API_VERSION)).toBe(true);
    expect(hostApiSatisfies(descriptor.hostApi, '2.0.0')).toBe(false);
    expect(descriptor.i18n.namespace).toBe('member');
  });

  it('declares the routes of spec §2 with their chrome and banners', () => {
    const routes = descriptor.routes ?? [];
    for (const route of routes) expect(route.path.startsWith('/')).toBe(true);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route]));
    expect(Object.keys(byPath).sort()).toEqual(['/down', '/help', '/helpmc', '/join', '/pointMall', '/promoDetail', '/promotions', '/vip']);
    for (const path of ['/pointMall', '/promotions', '/help']) expect(byPath[path]).toMatchObject({ chrome: 'full', banner: true });
    for (const path of ['/helpmc', '/down']) expect(byPath[path]).toMatchObject({ chrome: 'none' });
    for (const path of ['/vip', '/promoDetail', '/join']) expect(byPath[path]?.banner).toBeFalsy();
  });

  it('resolves every screen and widget to a component', async () => {
    for (const route of descriptor.routes ?? []) {
      const module = await route.screen();
      expect(typeof module.default).toBe('function');
    }
    const host = await descriptor.widgets?.['panel-host']?.();
    expect(typeof host?.default).toBe('function');
  });

  it.each([
    ['/vip', 'VIP'],
    ['/pointMall', 'Points mall'],
    ['/promotions', 'Promotions'],
    ['/promoDetail', 'Promotion details'],
    ['/down', 'App download'],
    ['/join', 'Join us'],
  ])('%s shows its title and an honest not-available state', async (path, title) => {
    const route = descriptor.routes?.find((r) => r.path === path);
    const { default: Screen } = await route!.screen();
    render(<Screen />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('not-available-yet')).toHaveTextContent('Not available yet');
  });
});
