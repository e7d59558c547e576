import { render, screen } from '@testing-library/react';
import { addRemoteResources } from '@site/shared';
import { expectValidDescriptor } from '@site/shared/testing';
import descriptor from './remote';

describe('games descriptor', () => {
  it('is a valid descriptor: identity, host API, namespace in every complete language, unique routes, every screen and widget a component', async () => {
    await expectValidDescriptor(descriptor, { id: 'games', namespace: 'games' });
    expect(Object.keys(descriptor.widgets ?? {})).toContain('home-lanes');
  });

  it('declares the routes of spec §2 with their chrome', () => {
    const byPath = Object.fromEntries((descriptor.routes ?? []).map((route) => [route.path, route]));
    for (const path of ['/live', '/sports', '/esports', '/elott', '/cockfight', '/rng', '/pvp', '/fish']) {
      expect(byPath[path]).toMatchObject({ chrome: 'full', banner: true });
    }
    for (const path of ['/game', '/seamless', '/fbsports']) expect(byPath[path]).toMatchObject({ chrome: 'header-only' });
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
});
