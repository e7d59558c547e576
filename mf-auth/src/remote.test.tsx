import { screen, waitFor } from '@testing-library/react';
import { addRemoteResources, setSession, type RegisterFieldRule } from '@site/shared';
import { createTestKeys, installWebCrypto } from './testing/encrypted';
import { expectValidDescriptor, fakePlatform, ok } from '@site/shared/testing';
import { CAPTCHA_PNG, COUNTRIES, renderWithProviders, resetSharedState } from './testing/render';
import descriptor from './remote';

const RULES: RegisterFieldRule[] = [
  { field: 'username', enabled: true, required: true, patternId: 'LETTER_FIRST_ALPHANUMERIC', acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16, type: 'text' },
  { field: 'password', enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS', acceptedPattern: '*', minLength: 6, maxLength: 20, type: 'password' },
  { field: 'confirmPassword', enabled: true, required: true, patternId: 'ANY', acceptedPattern: '*', minLength: 0, maxLength: 20, type: 'password' },
  { field: 'captcha', enabled: true, required: true, patternId: 'ALPHANUMERIC', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 6, type: 'text' },
];
const keys = createTestKeys();

beforeAll(() => {
  // As the shell does when it accepts the descriptor.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
});

beforeEach(async () => {
  await resetSharedState();
  installWebCrypto();
  // What the screens ask for when they open; each feature's own tests cover their calls in depth.
  fakePlatform({
    'GET /wps/session/key/rsa': () => ok(keys.value),
    'GET /wps/system/setting/register': () => ok({ fields: RULES }),
    'GET /wps/captcha': () => ok(CAPTCHA_PNG),
    'GET /wps/system/countries': () => ok(COUNTRIES),
  });
});

async function renderRoute(path: string) {
  const { default: Screen } = await descriptor.routes!.find((route) => route.path === path)!.screen();
  renderWithProviders(<Screen />, { route: path });
}

describe('auth descriptor', () => {
  it('is a valid descriptor: identity, host API, unique routes, every screen and widget a component', async () => {
    await expectValidDescriptor(descriptor, { id: 'auth', namespace: 'auth' });
    expect(Object.keys(descriptor.widgets ?? {})).toContain('modal-host');
  });

  it("loads the modal host with the registration's field rules beside it, not after the host rendered", async () => {
    const platform = fakePlatform({ 'GET /wps/system/setting/register': () => ok({ fields: RULES }) });
    await descriptor.widgets!['modal-host']!();
    await waitFor(() => expect(platform.callsTo('GET /wps/system/setting/register')).toHaveLength(1));
  });

  it('declares its routes with their chrome and banner groups', () => {
    const byPath = Object.fromEntries((descriptor.routes ?? []).map((route) => [route.path, route]));
    expect(Object.keys(byPath).sort()).toEqual(['/agentHome', '/changePassword', '/forget', '/login', '/register', '/register.html']);
    expect(byPath['/login']).toMatchObject({ chrome: 'header-only' });
    expect(byPath['/register']).toMatchObject({ chrome: 'full', bannerGroup: 'w_reg', screenId: 'register' });
    expect(byPath['/register.html']).toMatchObject({ chrome: 'full', bannerGroup: 'w_reg', screenId: 'register' });
  });

  it('titles its routes with keys of its own namespace', () => {
    const english = descriptor.i18n.resources.en as Record<string, unknown>;
    const lookUp = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
    for (const route of descriptor.routes ?? []) if (route.title) expect({ path: route.path, title: typeof lookUp(route.title) }).toEqual({ path: route.path, title: 'string' });
  });

  it.each([
    ['/login', 'Log in', 'Log in'],
    ['/agentHome', 'Agent login', 'Agent login'],
    ['/register', 'Register', 'Register'],
    ['/register.html', 'Register', 'Register'],
    ['/forget', 'Forgot password', 'Forgot password'],
  ])('%s shows its title and its working form, not a placeholder', async (path, title, form) => {
    await renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: form })).toBeInTheDocument();
    expect(screen.queryByTestId('not-available-yet')).not.toBeInTheDocument();
  });

  it('/changePassword shows the change-password form to a signed-in member', async () => {
    setSession({ token: 'member-token', account: 'demoplayer', customerId: '5', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
    await renderRoute('/changePassword');
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });
});
