import { render, screen } from '@testing-library/react';
import { addRemoteResources, HOST_API_VERSION, hostApiSatisfies } from '@site/shared';
import descriptor from './remote';

beforeAll(() => {
  // As the shell does when it accepts the descriptor.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
});

describe('auth descriptor', () => {
  it('identifies itself and accepts the current host API only', () => {
    expect(descriptor.id).toBe('auth');
    expect(hostApiSatisfies(descriptor.hostApi, HOST_API_VERSION)).toBe(true);
    expect(hostApiSatisfies(descriptor.hostApi, '2.0.0')).toBe(false);
    expect(descriptor.i18n.namespace).toBe('auth');
  });

  it('declares the routes of spec §2 with their chrome', () => {
    const routes = descriptor.routes ?? [];
    for (const route of routes) expect(route.path.startsWith('/')).toBe(true);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route]));
    expect(Object.keys(byPath).sort()).toEqual(['/agentHome', '/changePassword', '/forget', '/login', '/register', '/register.html']);
    expect(byPath['/login']).toMatchObject({ chrome: 'header-only' });
    expect(byPath['/register']).toMatchObject({ chrome: 'full', banner: true });
    expect(byPath['/register.html']).toMatchObject({ chrome: 'full', banner: true });
  });

  it('resolves every screen and widget to a component', async () => {
    for (const route of descriptor.routes ?? []) {
      const module = await route.screen();
      expect(typeof module.default).toBe('function');
    }
    const host = await descriptor.widgets?.['modal-host']?.();
    expect(typeof host?.default).toBe('function');
  });

  it.each([
    ['/login', 'Log in'],
    ['/register.html', 'Register'],
    ['/forget', 'Forgot password'],
    ['/changePassword', 'Change password'],
    ['/agentHome', 'Agent login'],
  ])('%s shows its title and an honest not-available state', async (path, title) => {
    const route = descriptor.routes?.find((r) => r.path === path);
    const { default: Screen } = await route!.screen();
    render(<Screen />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('not-available-yet')).toHaveTextContent('Not available yet');
    // Nothing that pretends to work: no form, no input.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
