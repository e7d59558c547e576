import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { applyTheme, bus, getStoredTheme, i18n, store, publicStateAtom, type BusEventName } from '@site/shared';
import { fakePlatform, never, ok } from '@site/shared/testing';
import { permission, startupRoutes, URLS, whiteLabel } from '../../../testing/fixtures';
import { workingRemotes } from '../../../testing/remote-mock';
import { renderApp, resetSharedState, signIn } from '../../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  resetSharedState();
  workingRemotes(loadRemote as jest.Mock);
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function recordBus(name: BusEventName): { events: unknown[]; off: () => void } {
  const events: unknown[] = [];
  const off = bus.on(name, (payload: unknown) => events.push(payload));
  return { events, off };
}

describe('header, logged out', () => {
  it('has a logo link going to /, named Home until the brand arrives and then by the brand it shows', async () => {
    fakePlatform(startupRoutes());
    renderApp('/live');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // The visible brand leads the name (label in name), so saying what is on screen follows the link.
    const logo = await within(header).findByRole('link', { name: 'Demo Bet Home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(within(logo).getByText('Demo Bet')).toBeVisible();
  });

  it('shows Log in, which asks the auth remote to open its login', async () => {
    fakePlatform(startupRoutes());
    const login = recordBus('auth:open-login');
    try {
      renderApp('/');
      await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
      // Our own replay buffer may answer too; what matters is the event was emitted once by the click.
      expect(login.events).toHaveLength(1);
    } finally {
      login.off();
    }
  });

  it('starts loading the sign-in dialog when a pointer reaches Log in, before the click', async () => {
    fakePlatform(startupRoutes());
    const mocked = loadRemote as jest.Mock;
    mocked.mockClear();
    renderApp('/');
    const authRequests = () => mocked.mock.calls.filter(([request]) => request === 'auth/remote').length;
    expect(authRequests()).toBe(0);
    await userEvent.hover(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(authRequests()).toBe(1));
  });

  it('shows Register only when DIRECTREG3 is on', async () => {
    fakePlatform(startupRoutes({ [URLS.permission]: () => ok(permission({ whiteLabel: whiteLabel({ DIRECTREG3: true }) })) }));
    const { unmount } = renderApp('/');
    const header = screen.getByRole('banner');
    const register = await within(header).findByRole('button', { name: 'Register' });
    const events = recordBus('auth:open-register');
    await userEvent.click(register);
    expect(events.events).toHaveLength(1);
    events.off();
    unmount();

    resetSharedState();
    workingRemotes(loadRemote as jest.Mock);
    fakePlatform(
      startupRoutes({
        [URLS.permission]: () => ok(permission({ whiteLabel: whiteLabel({ DIRECTREG3: false }) })),
      }),
    );
    renderApp('/');
    await waitFor(() => expect(store.get(publicStateAtom).whiteLabel).toEqual({ DIRECTREG3: false }));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('keeps the Register button\'s room, invisible, until the flags are known', async () => {
    fakePlatform(startupRoutes({ [URLS.permission]: () => never() }));
    renderApp('/');
    await screen.findByTestId('home-lanes');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(header).getByText('Register')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('language picker', () => {
  it('offers the configured languages by their own names, current selected', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const picker = screen.getByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['en', 'es', 'vi', 'zh']));
    expect(picker).toHaveValue('en');
    expect(within(picker).getByRole('option', { name: 'Español' })).toHaveValue('es');
  });

  it('falls back to English when no languages are configured', async () => {
    fakePlatform(startupRoutes({ [URLS.permission]: () => ok(permission({ languages: [] })) }));
    renderApp('/');
    await screen.findByText('Demo Bet');
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(['en']);
  });

  it('switches language, stores it in localStorage lang and refetches language data', async () => {
    const { calls } = fakePlatform(startupRoutes());
    renderApp('/');
    await within(screen.getByRole('navigation', { name: 'Main' })).findByTestId('nav-item-LIVE');
    const announcementsBefore = calls.filter((call) => call.url === URLS.announcements).length;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(localStorage.getItem('lang')).toBe('es');
    expect(i18n.language).toBe('es');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-item-HOME')).toHaveTextContent('Inicio');
    // Still findable by its English name, so nobody is lost in a language they cannot read.
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('es');
    await waitFor(() => expect(calls.filter((call) => call.url === URLS.announcements).length).toBeGreaterThan(announcementsBefore));
    expect(calls.filter((call) => call.url === URLS.announcements).at(-1)?.headers.Language).toBe('es');
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('theme', () => {
  it('falls back to light for an unknown stored value', () => {
    localStorage.setItem('theme', 'purple');
    expect(getStoredTheme()).toBe('light');
    applyTheme(getStoredTheme());
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('toggles between light and dark and remembers the choice', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Switch to dark theme');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAccessibleName('Switch to light theme');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

// The logged-in strip (balance, menu, unread badge, sign out) is covered in member-strip.test.tsx.
describe('header, signed in', () => {
  it('draws the member strip once its own script has arrived, holding its room meanwhile', async () => {
    fakePlatform(startupRoutes());
    signIn({ account: 'lucky7' });
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    const strip = await within(banner).findByRole('group', { name: 'Account' });
    expect(strip).toHaveTextContent('lucky7');
  });
});
