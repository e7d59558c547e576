import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus, i18n, publicStateAtom, store, type BusEventName } from '@site/shared';
import { fakePlatform, ok, refusal, type Handler } from '@site/shared/testing';
import { startupRoutes, URLS, walletBalance } from '../../../testing/fixtures';
import { screenRoute, TEST_ROUTES, workingRemotes } from '../../../testing/remote-mock';
import { renderApp, resetSharedState, signIn } from '../../../testing/render-app';
import { preloadMemberStrip } from './lazy-member-strip';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let tokenSerial = 0;
/** A fresh token per test, so a balance call left hanging by one test is never shared with the next. */
function signInFresh(extra: Parameters<typeof signIn>[0] = {}): string {
  tokenSerial += 1;
  const token = `strip-token-${tokenSerial}`;
  signIn({ token, ...extra });
  return token;
}

// The strip's own script is in before these tests draw the header (a guest's page loads it later).
beforeAll(() => preloadMemberStrip());

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

/** A balance endpoint the test answers by hand, one call at a time. */
function manualBalance() {
  const waiting: ((value: string) => void)[] = [];
  const handler: Handler = () => new Promise((resolve) => waiting.push((sum) => resolve(ok(walletBalance(sum)))));
  const answer = async (sum: string) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => waiting.shift()!(sum));
  };
  return { handler, answer, pending: () => waiting.length };
}

function strip() {
  return within(screen.getByRole('banner')).getByRole('group', { name: 'Account' });
}

const balanceCalls = (calls: { url?: string }[]) => calls.filter((call) => call.url === URLS.balance).length;

describe('balance', () => {
  it('shows bonus money still being wagered apart from the cash balance, and hides both together', async () => {
    fakePlatform(startupRoutes({ [URLS.balance]: () => ok({ ...walletBalance('1500'), bonusBalance: '200.50' }) }));
    signInFresh();
    renderApp('/');
    await waitFor(() => expect(within(strip()).getByTestId('header-balance')).toHaveTextContent(/^P 1,500\.00$/));
    expect(within(strip()).getByTestId('header-bonus')).toHaveTextContent(/^Bonus P 200\.50$/);
    await userEvent.click(within(strip()).getByRole('button', { name: 'Hide balance' }));
    expect(within(strip()).getByTestId('header-bonus')).toHaveTextContent(/^Bonus \*\*\*$/);
  });

  it('shows no bonus figure when the bonus wallet is empty', async () => {
    fakePlatform(startupRoutes({ [URLS.balance]: () => ok({ ...walletBalance('10'), bonusBalance: '0.00' }) }));
    signInFresh();
    renderApp('/');
    await waitFor(() => expect(within(strip()).getByTestId('header-balance')).toHaveTextContent(/^P 10\.00$/));
    expect(within(strip()).queryByTestId('header-bonus')).not.toBeInTheDocument();
  });

  it('shows the updating placeholder until the wallet answers, then two decimals with separators', async () => {
    const balance = manualBalance();
    const { calls } = fakePlatform(startupRoutes({ [URLS.balance]: balance.handler }));
    const token = signInFresh({ account: 'lucky7' });
    renderApp('/');
    expect(strip()).toHaveTextContent('lucky7');
    expect(within(strip()).getByTestId('header-balance')).toHaveTextContent('Updating…');
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

    await balance.answer('1234567.8');
    expect(within(strip()).getByTestId('header-balance')).toHaveTextContent(/^P 1,234,567\.80$/);
    // Loaded once at start by the shell, with the session's raw token.
    expect(calls.filter((call) => call.url === URLS.balance).map((call) => call.headers.Authorization)).toEqual([token]);
  });

  it('shows every cent of the decimal string the wallet sent, however large or small', async () => {
    const balance = manualBalance();
    fakePlatform(startupRoutes({ [URLS.balance]: balance.handler }));
    signInFresh();
    renderApp('/');
    const shown = within(strip()).getByTestId('header-balance');
    await balance.answer('12345678901234.56');
    expect(shown).toHaveTextContent(/^P 12,345,678,901,234\.56$/);
    expect(store.get(publicStateAtom).balance).toBe('12345678901234.56');
    await userEvent.click(within(strip()).getByRole('button', { name: 'Refresh balance' }));
    await balance.answer('0.10');
    expect(shown).toHaveTextContent(/^P 0\.10$/);
  });

  it('hides the balance as *** and shows it again', async () => {
    fakePlatform(startupRoutes({ [URLS.balance]: () => ok(walletBalance('1234.50')) }));
    signInFresh();
    renderApp('/');
    const shown = within(strip()).getByTestId('header-balance');
    await waitFor(() => expect(shown).toHaveTextContent('P 1,234.50'));
    await userEvent.click(within(strip()).getByRole('button', { name: 'Hide balance' }));
    expect(shown).toHaveTextContent(/^\*\*\*$/);
    expect(within(strip()).getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(strip()).getByRole('button', { name: 'Show balance' }));
    expect(shown).toHaveTextContent('P 1,234.50');
  });

  it('"Refresh balance" and a click on the balance both reload it, with the placeholder meanwhile', async () => {
    const balance = manualBalance();
    const { calls } = fakePlatform(startupRoutes({ [URLS.balance]: balance.handler }));
    signInFresh();
    renderApp('/');
    await balance.answer('10.00');
    const shown = within(strip()).getByTestId('header-balance');
    expect(shown).toHaveTextContent('P 10.00');

    await userEvent.click(within(strip()).getByRole('button', { name: 'Refresh balance' }));
    expect(shown).toHaveTextContent('Updating…');
    await balance.answer('12.00');
    expect(shown).toHaveTextContent('P 12.00');

    await userEvent.click(within(strip()).getByRole('button', { name: /^Balance: P 12\.00$/ }));
    expect(shown).toHaveTextContent('Updating…');
    await balance.answer('13.50');
    expect(shown).toHaveTextContent('P 13.50');
    expect(balanceCalls(calls)).toBe(3);
  });

  it('clicking while hidden reloads too, and keeps it hidden', async () => {
    const balance = manualBalance();
    const { calls } = fakePlatform(startupRoutes({ [URLS.balance]: balance.handler }));
    signInFresh();
    renderApp('/');
    await balance.answer('5.00');
    await userEvent.click(within(strip()).getByRole('button', { name: 'Hide balance' }));
    await userEvent.click(within(strip()).getByRole('button', { name: 'Refresh balance' }));
    expect(within(strip()).getByTestId('header-balance')).toHaveTextContent('***');
    await balance.answer('6.00');
    expect(within(strip()).getByTestId('header-balance')).toHaveTextContent('***');
    expect(balanceCalls(calls)).toBe(2);
    expect(store.get(publicStateAtom).balance).toBe('6.00');
  });

  it('keeps the last balance when a reload fails', async () => {
    let fail = false;
    fakePlatform(startupRoutes({ [URLS.balance]: () => (fail ? refusal('SERVER_ERROR', 'Boom', 500) : ok(walletBalance('77.00'))) }));
    signInFresh();
    renderApp('/');
    const shown = within(strip()).getByTestId('header-balance');
    await waitFor(() => expect(shown).toHaveTextContent('P 77.00'));
    fail = true;
    await userEvent.click(within(strip()).getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(shown).toHaveTextContent('P 77.00'));
  });

  it('loads after a sign-in on the page and whenever a remote says money moved', async () => {
    const balance = manualBalance();
    const { calls } = fakePlatform(startupRoutes({ [URLS.balance]: balance.handler }));
    renderApp('/');
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(balanceCalls(calls)).toBe(0);

    act(() => {
      signInFresh({ account: 'newcomer' });
    });
    expect(strip()).toHaveTextContent('newcomer');
    await balance.answer('2000.00');
    expect(within(strip()).getByTestId('header-balance')).toHaveTextContent('P 2,000.00');

    act(() => bus.emit('wallet:changed'));
    await balance.answer('1990.00');
    expect(within(strip()).getByTestId('header-balance')).toHaveTextContent('P 1,990.00');
    expect(balanceCalls(calls)).toBe(2);
  });
});

describe('unread messages', () => {
  it('shows the count from CSP_unreadCount as a badge and publishes it', async () => {
    const { calls } = fakePlatform(startupRoutes({ [URLS.unread]: () => ok({ count: 3 }) }));
    const token = signInFresh();
    renderApp('/');
    expect(await within(strip()).findByTestId('unread-count')).toHaveTextContent('3');
    expect(within(strip()).getByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(store.get(publicStateAtom).unreadMessage).toBe(3);
    expect(calls.find((call) => call.url === URLS.unread)?.headers.Authorization).toBe(token);

    const opened = recordBus('member-centre:open');
    await userEvent.click(within(strip()).getByRole('button', { name: 'Messages, 3 unread' }));
    expect(opened.events).toEqual([{ page: 'messageV2' }]);
    opened.off();
  });

  it('hides the badge at 0', async () => {
    const { calls } = fakePlatform(startupRoutes({ [URLS.unread]: () => ok({ count: 0 }) }));
    signInFresh();
    renderApp('/');
    await waitFor(() => expect(calls.some((call) => call.url === URLS.unread)).toBe(true));
    expect(within(strip()).getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(within(strip()).queryByTestId('unread-count')).not.toBeInTheDocument();
  });

  it('caps a large count at 99+', async () => {
    fakePlatform(startupRoutes({ [URLS.unread]: () => ok({ count: 150 }) }));
    signInFresh();
    renderApp('/');
    expect(await within(strip()).findByTestId('unread-count')).toHaveTextContent('99+');
  });

  it('is not asked for by a visitor', async () => {
    const { calls } = fakePlatform(startupRoutes());
    renderApp('/');
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' });
    await screen.findByTestId('home-lanes');
    expect(calls.some((call) => call.url === URLS.unread || call.url === URLS.balance)).toBe(false);
  });
});

describe('logged-in menu', () => {
  async function openMenu(account = 'player01') {
    const toggle = within(strip()).getByRole('button', { name: new RegExp(`^${account} menu$`) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return toggle;
  }

  it.each([
    ['Betting record', { page: 'personalHistoryCopy' }],
    ['Deposit', { page: 'depositv2' }],
    ['Withdrawal', { page: 'withdraw' }],
    ['Account record', { page: 'transactionHistory' }],
    ['Member centre', {}],
    ['My account', { page: 'securityCenter' }],
  ])('%s opens the member centre on its page', async (label, payload) => {
    fakePlatform(startupRoutes());
    signInFresh();
    renderApp('/');
    const toggle = await openMenu();
    const opened = recordBus('member-centre:open');
    await userEvent.click(within(strip()).getByRole('button', { name: label }));
    expect(opened.events).toEqual([payload]);
    opened.off();
    // Choosing closes the menu.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(strip()).queryByRole('button', { name: label })).not.toBeInTheDocument();
  });

  it("links the site's pages a player comes back to: VIP, points mall, announcements and the help centre", async () => {
    workingRemotes(loadRemote as jest.Mock, { 'member-centre': [...TEST_ROUTES['member-centre'], screenRoute('/pointMall')] });
    fakePlatform(startupRoutes());
    signInFresh();
    renderApp('/');
    const toggle = await openMenu();
    const menu = within(strip()).getByRole('list');
    for (const [name, to] of [
      ['VIP', '/vip'],
      ['Points mall', '/pointMall'],
      ['Announcements', '/noticePage'],
      ['Help centre', '/help'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', to);
    }
    await userEvent.click(within(menu).getByRole('link', { name: 'Help centre' }));
    expect(await screen.findByTestId('screen-/help')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/help$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }, 60_000);

  it('offers agents the agent centre instead of "My account"', async () => {
    fakePlatform(startupRoutes());
    signInFresh({ isAgent: 1 });
    renderApp('/');
    await openMenu();
    expect(within(strip()).queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
    const agent = recordBus('agent-centre:open');
    await userEvent.click(within(strip()).getByRole('button', { name: 'Agent centre' }));
    expect(agent.events).toEqual([{}]);
    agent.off();
  });

  it('offers members "My account" and no agent centre', async () => {
    fakePlatform(startupRoutes());
    signInFresh();
    renderApp('/');
    await openMenu();
    expect(within(strip()).getByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(within(strip()).queryByRole('button', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it('sends a trial account to the real-account warning instead of the member centre', async () => {
    fakePlatform(startupRoutes({ [URLS.balance]: () => ok(walletBalance('2000.00')) }));
    signInFresh({ isAgent: 4, account: 'trial123' });
    renderApp('/');
    await waitFor(() => expect(within(strip()).getByTestId('header-balance')).toHaveTextContent('P 2,000.00'));
    const opened = recordBus('member-centre:open');
    const warned = recordBus('auth:need-real-account');
    await openMenu('trial123');
    await userEvent.click(within(strip()).getByRole('button', { name: 'Deposit' }));
    await userEvent.click(within(strip()).getByRole('button', { name: 'Messages' }));
    expect(opened.events).toEqual([]);
    expect(warned.events).toHaveLength(2);
    opened.off();
    warned.off();
  });

  it('closes on Escape (focus back on the toggle) and on a click outside', async () => {
    fakePlatform(startupRoutes());
    signInFresh();
    renderApp('/');
    const toggle = await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    expect(within(strip()).getByRole('button', { name: 'Deposit' })).toBeVisible();
    await userEvent.click(screen.getByRole('contentinfo'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('sign out', () => {
  it('asks first; Cancel keeps the session and calls nothing', async () => {
    const { calls } = fakePlatform({ ...startupRoutes(), [URLS.logout]: () => ok(null) });
    signInFresh();
    renderApp('/live');
    await userEvent.click(within(strip()).getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    expect(dialog).toHaveTextContent('You will be signed out on this device.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).not.toBeNull();
    expect(calls.some((call) => call.url === URLS.logout)).toBe(false);
  });

  it('on Sign out: DELETE logout, session and balance cleared, merchant kept, home, Log in back', async () => {
    const { calls } = fakePlatform({ ...startupRoutes({ [URLS.balance]: () => ok(walletBalance('50.00')) }), [URLS.logout]: () => ok(null) });
    const token = signInFresh();
    renderApp('/live');
    expect(await screen.findByTestId('screen-/live')).toBeInTheDocument();
    await waitFor(() => expect(within(strip()).getByTestId('header-balance')).toHaveTextContent('P 50.00'));
    await userEvent.click(within(strip()).getByRole('button', { name: 'Sign out' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    const logout = calls.find((call) => call.url === URLS.logout);
    expect(logout).toMatchObject({ method: 'delete' });
    expect(logout?.headers.Authorization).toBe(token);
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(store.get(publicStateAtom)).toMatchObject({ balance: null, unreadMessage: 0 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('signs out locally even when the logout call fails', async () => {
    fakePlatform({ ...startupRoutes(), [URLS.logout]: () => refusal('SERVER_ERROR', 'Boom', 500) });
    signInFresh();
    renderApp('/live');
    await userEvent.click(within(strip()).getByRole('button', { name: 'Sign out' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('languages', () => {
  it('translates the strip', async () => {
    fakePlatform(startupRoutes({ [URLS.unread]: () => ok({ count: 2 }) }));
    signInFresh();
    renderApp('/');
    await act(() => i18n.changeLanguage('es'));
    const group = within(screen.getByRole('banner')).getByRole('group', { name: 'Cuenta' });
    expect(within(group).getByRole('button', { name: 'Actualizar saldo' })).toBeInTheDocument();
    expect(await within(group).findByRole('button', { name: 'Mensajes, 2 sin leer' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
