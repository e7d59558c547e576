import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, clearSession, setSession, type Session } from '@site/shared';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import MemberCentrePanelHost from './member-centre-panel-host';
import { MEMBER_CENTRE_PAGES } from './menu';

const member: Session = { token: 't0k3n', account: 'demo', customerId: '7', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
afterEach(() => {
  act(() => clearSession());
});

describe('member centre panel host', () => {
  it('opens on member-centre:open with every menu entry listed, disabled, and an honest content area', () => {
    act(() => setSession(member));
    render(<MemberCentrePanelHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('member-centre:open'));
    const panel = screen.getByRole('dialog', { name: 'Member centre' });
    const menu = within(panel).getByRole('navigation', { name: 'Member centre menu' });
    const entries = within(menu).getAllByRole('button');
    expect(entries).toHaveLength(MEMBER_CENTRE_PAGES.length);
    expect(entries.map((entry) => entry.textContent)).toEqual(expect.arrayContaining(['My account', 'My wallet', 'Deposit', 'Withdrawal', 'Betting record', 'Invite friends']));
    for (const entry of entries) expect(entry).toBeDisabled();
    expect(within(menu).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByTestId('not-available-yet')).toHaveTextContent('My account');
    // Said honestly: not a promise of a release that has already shipped.
    expect(within(panel).getByTestId('not-available-yet')).toHaveTextContent('This member centre page is not available yet.');
    expect(within(panel).getByTestId('not-available-yet')).not.toHaveTextContent(/release/i);
  });

  it('opens on the requested page and closes with its close button', async () => {
    const user = userEvent.setup();
    act(() => setSession(member));
    render(<MemberCentrePanelHost />);
    act(() => bus.emit('member-centre:open', { page: 'depositv2' }));
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 3, name: 'Deposit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a visitor the login instead of the menu', async () => {
    const user = userEvent.setup();
    const openLogin = jest.fn();
    const off = bus.on('auth:open-login', openLogin);
    render(<MemberCentrePanelHost />);
    act(() => bus.emit('member-centre:open'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    off();
  });

  it('tells a free-play account that a real account is needed', () => {
    act(() => setSession({ ...member, isAgent: 4 }));
    render(<MemberCentrePanelHost />);
    act(() => bus.emit('member-centre:open'));
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toHaveTextContent('needs a real account');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('closes when the account signs out', () => {
    act(() => setSession(member));
    render(<MemberCentrePanelHost />);
    act(() => bus.emit('member-centre:open'));
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
