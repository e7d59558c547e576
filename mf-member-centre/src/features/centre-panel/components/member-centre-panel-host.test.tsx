import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { addRemoteResources, bus, clearSession, queryClient, setSession, store, type Session } from '@site/shared';
import { fakePlatform, never, ok, type FakePlatform } from '@site/shared/testing';
import { CENTRE_PAGES } from '../../../app/centre-pages';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import MemberCentrePanelHost, { WIDE_PANEL_WIDTH } from './member-centre-panel-host';
import { MEMBER_CENTRE_MENU, MEMBER_CENTRE_PAGES } from './menu';
import { pointMallStateAtom } from './point-mall-state';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const member: Session = { token: 't0k3n', account: 'demo', customerId: '7', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };
const UNREAD = 'GET /wps/relay/CSP_unreadCount';
const LATER_PAGES = ['referral', 'missionLeaderboard', 'playerRank'] as const;
const REWARDS = 'GET /wps/member/rewards';
/** The messages page's answer: a built page that needs one call. */
const withMessages = () => fakePlatform({ [UNREAD]: () => ok({ count: 0 }), 'GET /wps/member/messages': () => ok({ list: [], pageNo: 1, totalPages: 1, totalCount: 0, unreadCount: 0 }) });

let api: FakePlatform;

/** A window `width` pixels wide (a phone at true) for the width media queries the panel reads. */
function viewport(phone: boolean | number) {
  const width = phone === true ? 390 : phone === false ? 1024 : phone;
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) =>
    ({ matches: matches(query), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  viewport(false);
  api = fakePlatform({ [UNREAD]: () => ok({ count: 0 }) });
});
afterEach(() => {
  api.restore();
  act(() => clearSession());
});

function openCentre(page?: string) {
  act(() => setSession(member));
  render(<MemberCentrePanelHost />);
  act(() => bus.emit('member-centre:open', page ? { page } : undefined));
  return screen.getByRole('dialog', { name: 'Member centre' });
}

describe('member centre panel host', () => {
  it('lists every built page in menu order, all choosable, with My account as the default page', async () => {
    const panel = openCentre();
    const menu = within(panel).getByRole('navigation', { name: 'Member centre menu' });
    const entries = within(menu).getAllByRole('button');
    expect(MEMBER_CENTRE_MENU).toEqual(MEMBER_CENTRE_PAGES.filter((page) => CENTRE_PAGES[page]));
    expect(entries.map((entry) => entry.textContent)).toEqual(MEMBER_CENTRE_MENU.map((page) => resources.en!.menu[page]));
    expect(entries.slice(0, 5).map((entry) => entry.textContent)).toEqual(['My account', 'My wallet', 'Deposit', 'Withdrawal', 'Transfer to upline']);
    for (const entry of entries) expect(entry).toBeEnabled();
    expect(within(menu).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('loads a built page lazily on the right, with the loading state first, and moves focus to its heading', async () => {
    api = withMessages();
    const panel = openCentre('messageV2');
    expect(within(panel).getByRole('button', { name: 'Platform information' })).toHaveAttribute('aria-current', 'page');
    const heading = await within(panel).findByRole('heading', { level: 3, name: 'Platform information' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await within(panel).findByText('No messages yet.')).toBeInTheDocument();
  });

  it('takes focus to the heading when the entry of the page already shown is chosen again', async () => {
    api = withMessages();
    const panel = openCentre('messageV2');
    await within(panel).findByText('No messages yet.');
    const entry = within(panel).getByRole('button', { name: 'Platform information' });
    entry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 3, name: 'Platform information' })).toHaveFocus());
  });

  it('shows the reward centre badge with the rewards still claimable, read when the centre opens', async () => {
    api = fakePlatform({ [UNREAD]: () => ok({ count: 0 }), [REWARDS]: () => ok({ list: [], pageNo: 1, totalPages: 1, totalCount: 4, claimable: 2 }) });
    const panel = openCentre();
    expect(await within(panel).findByTestId('badge-rewardCenter')).toHaveTextContent('2');
    expect(within(panel).getByRole('button', { name: 'Reward centre 2' })).toBeInTheDocument();
    expect(api.callsTo(REWARDS)).toHaveLength(1);
  });

  it('shows the message badge only once the count has loaded and is above zero; missions have none, nor rewards before their count arrives', async () => {
    let answer: (count: number) => void = () => undefined;
    api = fakePlatform({ [UNREAD]: () => new Promise((resolve) => (answer = (count) => resolve(ok({ count })))) });
    const panel = openCentre();
    await waitFor(() => expect(api.callsTo(UNREAD)).toHaveLength(1));
    expect(within(panel).queryByTestId('badge-messageV2')).not.toBeInTheDocument();
    await act(async () => answer(3));
    expect(await within(panel).findByTestId('badge-messageV2')).toHaveTextContent('3');
    expect(within(panel).getByRole('button', { name: 'Platform information 3' })).toBeInTheDocument();
    expect(within(panel).queryByTestId('badge-missionLeaderboard')).not.toBeInTheDocument();
    expect(within(panel).queryByTestId('badge-rewardCenter')).not.toBeInTheDocument();
  });

  it('reads the count afresh each time the centre opens, so new messages show in its badge', async () => {
    let count = 0;
    api = fakePlatform({ [UNREAD]: () => ok({ count }) });
    const panel = openCentre();
    await waitFor(() => expect(api.callsTo(UNREAD)).toHaveLength(1));
    expect(within(panel).queryByTestId('badge-messageV2')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    count = 2;
    act(() => bus.emit('member-centre:open'));
    const reopened = screen.getByRole('dialog', { name: 'Member centre' });
    expect(await within(reopened).findByTestId('badge-messageV2')).toHaveTextContent('2');
    expect(api.callsTo(UNREAD)).toHaveLength(2);
  });

  it('shows no badge for a count of zero', async () => {
    const panel = openCentre();
    await waitFor(() => expect(api.callsTo(UNREAD)).toHaveLength(1));
    expect(within(panel).queryByTestId('badge-messageV2')).not.toBeInTheDocument();
  });

  it('covers the screen on a phone, with the menu as a select that changes the page', async () => {
    viewport(true);
    const panel = openCentre();
    expect(panel.className).toMatch(/phone/);
    expect(within(panel).queryByRole('navigation')).not.toBeInTheDocument();
    const select = within(panel).getByRole('combobox', { name: 'Member centre menu' });
    expect(select).toHaveValue('securityCenter');
    expect(within(select).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(MEMBER_CENTRE_MENU);
    await userEvent.selectOptions(select, 'bonusDetails');
    expect(await within(panel).findByRole('heading', { level: 3, name: 'Bonus details' })).toBeInTheDocument();
  });

  it('opens on the requested page and closes with its close button, clearing the point-mall state', async () => {
    function PointMallProbe() {
      const state = useAtomValue(pointMallStateAtom, { store });
      return <span data-testid="point-mall-state">{JSON.stringify(state)}</span>;
    }
    render(<PointMallProbe />);
    act(() => store.set(pointMallStateAtom, { rewardPageData: { tab: 2 }, prizeDetail: { id: 9 } }));
    api = withMessages();
    const panel = openCentre('messageV2');
    expect(within(panel).getByRole('button', { name: 'Platform information' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('point-mall-state')).toHaveTextContent('{"rewardPageData":null,"prizeDetail":null}');
  });

  it('offers a visitor the login instead of the menu, and asks for no count', async () => {
    const user = userEvent.setup();
    const openLogin = jest.fn();
    const off = bus.on('auth:open-login', openLogin);
    render(<MemberCentrePanelHost />);
    act(() => bus.emit('member-centre:open'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(UNREAD)).toHaveLength(0);
    off();
  });

  it('tells a free-play account that a real account is needed, without menu or counts', () => {
    api = fakePlatform({ [UNREAD]: () => never() });
    act(() => setSession({ ...member, isAgent: 4 }));
    render(<MemberCentrePanelHost />);
    act(() => bus.emit('member-centre:open'));
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toHaveTextContent('needs a real account');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(api.callsTo(UNREAD)).toHaveLength(0);
  });

  it('closes when the account signs out', () => {
    openCentre();
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    act(() => clearSession());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the width of a wide screen, so a record of ten columns keeps its figures on one line', () => {
    viewport(1366);
    const wide = openCentre('personalHistoryCopy');
    expect(wide.style.width).toBe(WIDE_PANEL_WIDTH);
    cleanup();
    // A narrower window keeps the usual panel, which never outgrows the window.
    viewport(1024);
    expect(openCentre('personalHistoryCopy').style.width).toBe('880px');
  });

  it('opens My account on the part it is asked for (the Security tab for "Set payment password")', async () => {
    api = fakePlatform({
      [UNREAD]: () => ok({ count: 0 }),
      'GET /wps/member/account/profile': () =>
        ok({ account: 'demo', nickname: 'demo', realName: null, mobile: null, email: null, paymentPasswordSet: false, payoutAccountCount: 0, payoutAccountLimit: 5 }),
    });
    const panel = openCentre('transferUpline');
    act(() => bus.emit('member-centre:open', { page: 'securityCenter', section: 'security' }));
    const tabs = await within(panel).findByRole('tablist', { name: 'Account sections' });
    expect(within(tabs).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel).findByRole('region', { name: 'Payment password' })).toBeInTheDocument();

    // Asked again for the page already shown, it moves to the part asked for.
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Profile' }));
    act(() => bus.emit('member-centre:open', { page: 'securityCenter', section: 'security' }));
    const again = await within(panel).findByRole('tablist', { name: 'Account sections' });
    await waitFor(() => expect(within(again).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('tells the site when it closes (an agent\'s transfer that sent the agent here comes back)', async () => {
    const closed = jest.fn();
    const off = bus.on('member-centre:closed', closed);
    api = withMessages();
    openCentre('messageV2');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(1);
    off();
  });

  // Last: choosing every entry loads every page, which the lazy-loading test above must see load first.
  it('offers no entry that opens "Not available yet": Bonus details opens the bonus record', async () => {
    const panel = openCentre();
    const menu = within(panel).getByRole('navigation', { name: 'Member centre menu' });
    for (const entry of within(menu).getAllByRole('button')) {
      await userEvent.click(entry);
      expect(entry).toHaveAttribute('aria-current', 'page');
      expect(within(panel).queryByTestId('not-available-yet')).not.toBeInTheDocument();
    }
    await userEvent.click(within(menu).getByRole('button', { name: 'Bonus details' }));
    expect(await within(panel).findByRole('heading', { level: 3, name: 'Bonus details' })).toBeInTheDocument();
  });

  it.each(LATER_PAGES)('leaves %s out of the menu until its page is built; an opener naming it gets My account', async (page) => {
    expect(CENTRE_PAGES[page]).toBeUndefined();
    const panel = openCentre(page);
    expect(within(panel).queryByRole('button', { name: resources.en!.menu[page] })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).queryByTestId('not-available-yet')).not.toBeInTheDocument();
  });
});
