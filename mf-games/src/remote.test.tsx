import { render, screen } from '@testing-library/react';
import { addRemoteResources, i18n, MemoryRouter } from '@site/shared';
import { expectValidDescriptor } from '@site/shared/testing';
import descriptor from './remote';

describe('games descriptor', () => {
  it('is a valid descriptor: identity, host API, namespace in every complete language, unique routes, every screen and widget a component', async () => {
    await expectValidDescriptor(descriptor, { id: 'games', namespace: 'games' });
    expect(Object.keys(descriptor.widgets ?? {})).toEqual(expect.arrayContaining(['home-lanes', 'hot-games', 'winner-board', 'launch-host']));
  });

  it('declares its routes with their chrome, banner groups and navigation', () => {
    const byPath = Object.fromEntries((descriptor.routes ?? []).map((route) => [route.path, route]));
    const groups = { '/live': 'w_live', '/sports': 'w_sports', '/esports': 'w_esports', '/elott': 'w_lott', '/cockfight': 'w_cockfight', '/rng': 'w_rng', '/pvp': 'w_pvp', '/fish': 'w_fish' };
    for (const [path, bannerGroup] of Object.entries(groups)) expect(byPath[path]).toMatchObject({ chrome: 'full', bannerGroup });
    for (const path of ['/game', '/seamless', '/fbsports']) expect(byPath[path]).toMatchObject({ chrome: 'header-only' });
    expect(byPath['/seamless']?.nav).toBe(false);
  });

  it("titles its routes with keys of its own namespace, or a game category's shared name", () => {
    const english = descriptor.i18n.resources.en as Record<string, unknown>;
    const lookUp = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
    for (const route of descriptor.routes ?? []) {
      if (!route.title) continue;
      const found = route.title.startsWith('common:game_type.') ? i18n.exists(route.title) : typeof lookUp(route.title) === 'string';
      expect({ path: route.path, found }).toEqual({ path: route.path, found: true });
    }
  });

  it('renders the right screen for a launch route', async () => {
    const route = descriptor.routes?.find((r) => r.path === '/seamless');
    const { default: Screen } = await route!.screen();
    // As the shell does when it accepts the descriptor.
    addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
    render(
      <MemoryRouter initialEntries={['/seamless']}>
        <Screen />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('launch-seamless')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seamless game' })).toBeInTheDocument();
  });
});
