import { render, screen } from '@testing-library/react';
import { addRemoteResources, HOST_API_VERSION, hostApiSatisfies } from '@site/shared';
import descriptor from './remote';

beforeAll(() => {
  // As the shell does when it accepts the descriptor.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
});

describe('lottery descriptor', () => {
  it('identifies itself and accepts the current host API only', () => {
    expect(descriptor.id).toBe('lottery');
    expect(hostApiSatisfies(descriptor.hostApi, HOST_API_VERSION)).toBe(true);
    expect(hostApiSatisfies(descriptor.hostApi, '2.0.0')).toBe(false);
    expect(descriptor.i18n.namespace).toBe('lottery');
  });

  it('declares /lottery and /vnlottery with the header only', () => {
    const routes = descriptor.routes ?? [];
    for (const route of routes) expect(route.path.startsWith('/')).toBe(true);
    expect(routes.map((route) => route.path).sort()).toEqual(['/lottery', '/vnlottery']);
    for (const route of routes) expect(route.chrome).toBe('header-only');
  });

  it('resolves every screen to a component', async () => {
    for (const route of descriptor.routes ?? []) {
      const module = await route.screen();
      expect(typeof module.default).toBe('function');
    }
  });

  it.each([
    ['/lottery', 'Lottery'],
    ['/vnlottery', 'Vietnam lottery'],
  ])('%s shows its title and an honest not-available state', async (path, title) => {
    const route = descriptor.routes?.find((r) => r.path === path);
    const { default: Screen } = await route!.screen();
    render(<Screen />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('not-available-yet')).toHaveTextContent('Not available yet');
  });
});
