import { render, screen } from '@testing-library/react';
import { addRemoteResources, hostApiSatisfies, HOST_API_VERSION, COMPLETE_LANGUAGES } from '@site/shared';
import descriptor from './remote';

describe('games descriptor', () => {
  it('identifies itself and accepts the current host API', () => {
    expect(descriptor.id).toBe('games');
    expect(hostApiSatisfies(descriptor.hostApi, HOST_API_VERSION)).toBe(true);
    expect(hostApiSatisfies(descriptor.hostApi, '2.0.0')).toBe(false);
  });

  it('declares the routes of spec §2 with their chrome', () => {
    const routes = descriptor.routes ?? [];
    for (const route of routes) expect(route.path.startsWith('/')).toBe(true);
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route]));
    for (const path of ['/live', '/sports', '/esports', '/elott', '/cockfight', '/rng', '/pvp', '/fish']) {
      expect(byPath[path]).toMatchObject({ chrome: 'full', banner: true });
    }
    for (const path of ['/game', '/seamless', '/fbsports']) expect(byPath[path]).toMatchObject({ chrome: 'header-only' });
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('resolves every screen and widget to a component', async () => {
    for (const route of descriptor.routes ?? []) {
      const module = await route.screen();
      expect(typeof module.default).toBe('function');
    }
    const lanes = await descriptor.widgets?.['home-lanes']?.();
    expect(typeof lanes?.default).toBe('function');
  });

  it('renders the right screen for a launch route', async () => {
    const route = descriptor.routes?.find((r) => r.path === '/seamless');
    const { default: Screen } = await route!.screen();
    // As the shell does when it accepts the descriptor.
    addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
    render(<Screen />);
    expect(screen.getByTestId('not-available-yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seamless game' })).toBeInTheDocument();
  });

  it('ships its namespace in every complete language', () => {
    expect(descriptor.i18n.namespace).toBe('games');
    for (const lang of COMPLETE_LANGUAGES) expect(descriptor.i18n.resources[lang]).toBeDefined();
  });
});
