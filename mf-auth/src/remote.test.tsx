import { screen } from '@testing-library/react';
import { addRemoteResources } from '@site/shared';
import { expectNotAvailableScreen, expectValidDescriptor } from '@site/shared/testing';
import descriptor from './remote';

beforeAll(() => {
  // As the shell does when it accepts the descriptor.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
});

describe('auth descriptor', () => {
  it('is a valid descriptor: identity, host API, unique routes, every screen and widget a component', async () => {
    await expectValidDescriptor(descriptor, { id: 'auth', namespace: 'auth' });
    expect(Object.keys(descriptor.widgets ?? {})).toContain('modal-host');
  });

  it('declares the routes of spec §2 with their chrome', () => {
    const byPath = Object.fromEntries((descriptor.routes ?? []).map((route) => [route.path, route]));
    expect(Object.keys(byPath).sort()).toEqual(['/agentHome', '/changePassword', '/forget', '/login', '/register', '/register.html']);
    expect(byPath['/login']).toMatchObject({ chrome: 'header-only' });
    expect(byPath['/register']).toMatchObject({ chrome: 'full', banner: true });
    expect(byPath['/register.html']).toMatchObject({ chrome: 'full', banner: true });
  });

  it.each([
    ['/login', 'Log in'],
    ['/register.html', 'Register'],
    ['/forget', 'Forgot password'],
    ['/changePassword', 'Change password'],
    ['/agentHome', 'Agent login'],
  ])('%s shows its title and an honest not-available state', async (path, title) => {
    await expectNotAvailableScreen(descriptor, path, title);
    // Nothing that pretends to work: no form, no input.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
