import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SIDE_PANEL_PHONE_QUERY, SidePanel, type SidePanelEntry } from './side-panel';

const entries: SidePanelEntry[] = [
  { id: 'securityCenter', label: 'My account' },
  { id: 'missionLeaderboard', label: 'Mission activity', badge: 3 },
  { id: 'messageV2', label: 'Platform information', badge: 0 },
  { id: 'rewardCenter', label: 'Reward center', disabled: true },
];

type Props = Parameters<typeof SidePanel>[0];

const desktopMatchMedia = window.matchMedia;

/** A phone-sized viewport: only the panel's phone query matches. */
function phoneViewport() {
  window.matchMedia = (query: string) =>
    ({ matches: query === SIDE_PANEL_PHONE_QUERY, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

function panel(props: Partial<Props>, onClose: () => void, onSelect: (id: string) => void, page = <p>Page content</p>) {
  return (
    <SidePanel open onClose={onClose} title="Member centre" menuLabel="Member centre menu" entries={entries} currentId="securityCenter" onSelect={onSelect} testId="side-panel" {...props}>
      {page}
    </SidePanel>
  );
}

function renderPanel(props: Partial<Props> = {}, page?: ReactElement) {
  const onClose = jest.fn();
  const onSelect = jest.fn();
  const view = render(panel(props, onClose, onSelect, page));
  const rerender = (next: Partial<Props>, nextPage?: ReactElement) => view.rerender(panel({ ...props, ...next }, onClose, onSelect, nextPage ?? page));
  return { onClose, onSelect, rerender };
}

describe('SidePanel', () => {
  it('is a titled dialog with a labelled menu of every entry and the page beside it', () => {
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Member centre' });
    expect(panel).toHaveAttribute('data-testid', 'side-panel');
    expect(panel).toHaveStyle({ width: '880px' });
    const menu = within(panel).getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getAllByRole('button').map((entry) => entry.textContent)).toEqual(['My account', 'Mission activity 3', 'Platform information', 'Reward center']);
    expect(within(menu).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: /Mission activity/ })).not.toHaveAttribute('aria-current');
    expect(within(panel).getByText('Page content')).toBeInTheDocument();
  });

  it('shows a badge only for a count above zero', () => {
    renderPanel();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('button', { name: 'Mission activity 3' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Platform information' })).toHaveTextContent(/^Platform information$/);
    expect(within(menu).queryByText('0')).not.toBeInTheDocument();
  });

  it('disables the entries that say so, and reports a choice of the others', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPanel();
    const disabled = screen.getByRole('button', { name: 'Reward center' });
    expect(disabled).toBeDisabled();
    await user.click(disabled);
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mission activity 3' }));
    expect(onSelect).toHaveBeenCalledWith('missionLeaderboard');
  });

  it('disables every entry when nothing would handle a choice', () => {
    renderPanel({ onSelect: undefined });
    for (const entry of within(screen.getByRole('navigation')).getAllByRole('button')) expect(entry).toBeDisabled();
  });

  it('closes with its close button and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows a gate instead of the menu and the page', async () => {
    const user = userEvent.setup();
    const logIn = jest.fn();
    renderPanel({ gate: { text: 'Log in to open the member centre.', action: { label: 'Log in', onClick: logIn } } });
    const panel = screen.getByRole('dialog', { name: 'Member centre' });
    expect(panel).toHaveTextContent('Log in to open the member centre.');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(logIn).toHaveBeenCalledTimes(1);
  });

  it('a gate without an action offers only the close control', () => {
    renderPanel({ gate: { text: 'The agent centre is for agent accounts.' } });
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Close']);
  });

  it('renders nothing while closed', () => {
    renderPanel({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows counts above 99 as 99+', () => {
    renderPanel({ entries: [{ id: 'messageV2', label: 'Platform information', badge: 120 }] });
    expect(screen.getByTestId('badge-messageV2')).toHaveTextContent('99+');
  });

  it('keeps an entry whose page comes later choosable, with a quieter label', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPanel({ entries: [...entries, { id: 'referral', label: 'Invite friends', later: true }] });
    const later = screen.getByRole('button', { name: 'Invite friends' });
    expect(later).toBeEnabled();
    expect(later.className).toMatch(/later/);
    expect(screen.getByRole('button', { name: 'My account' }).className).not.toMatch(/later/);
    await user.click(later);
    expect(onSelect).toHaveBeenCalledWith('referral');
  });

  describe('on a phone', () => {
    beforeEach(phoneViewport);

    it('covers the screen and offers the menu as a labelled select in entry order, badges in the option text', () => {
      renderPanel();
      const dialog = screen.getByRole('dialog', { name: 'Member centre' });
      expect(dialog.className).toMatch(/phone/);
      expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
      const select = within(dialog).getByRole('combobox', { name: 'Member centre menu' });
      expect(select).toHaveValue('securityCenter');
      const options = within(select).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['My account', 'Mission activity (3)', 'Platform information', 'Reward center']);
      expect(options.map((option) => (option as HTMLOptionElement).disabled)).toEqual([false, false, false, true]);
      expect(within(dialog).getByText('Page content')).toBeInTheDocument();
    });

    it('reports the entry chosen in the select', async () => {
      const user = userEvent.setup();
      const { onSelect } = renderPanel();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Member centre menu' }), 'missionLeaderboard');
      expect(onSelect).toHaveBeenCalledWith('missionLeaderboard');
    });

    it('disables the select when nothing would handle a choice', () => {
      renderPanel({ onSelect: undefined });
      expect(screen.getByRole('combobox', { name: 'Member centre menu' })).toBeDisabled();
    });

    it('uses the desktop frame when the screen is wider', () => {
      window.matchMedia = desktopMatchMedia;
      renderPanel();
      expect(screen.getByRole('dialog', { name: 'Member centre' }).className).not.toMatch(/phone/);
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    });
  });

  describe('focus', () => {
    const page = (name: string) => (
      <section>
        <h3>{name}</h3>
        <button type="button">Do something</button>
      </section>
    );

    it('leaves the first focus to the modal on opening', () => {
      renderPanel({}, page('My account'));
      expect(screen.getByRole('heading', { name: 'My account' })).not.toHaveFocus();
    });

    it("moves to the new page's heading when the current entry changes", () => {
      const { rerender } = renderPanel({}, page('My account'));
      rerender({ currentId: 'missionLeaderboard' }, page('Mission activity'));
      expect(screen.getByRole('heading', { name: 'Mission activity' })).toHaveFocus();
    });

    it('moves to the content while the new page has no heading yet (still loading)', () => {
      const { rerender } = renderPanel({}, page('My account'));
      rerender({ currentId: 'missionLeaderboard' }, <p>Loading…</p>);
      expect(screen.getByText('Loading…').parentElement).toHaveFocus();
    });

    it('moves to the heading when the entry of the page already shown is chosen again', async () => {
      const user = userEvent.setup();
      const { onSelect } = renderPanel({}, page('My account'));
      const entry = screen.getByRole('button', { name: 'My account' });
      entry.focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { name: 'My account' })).toHaveFocus();
      expect(onSelect).toHaveBeenCalledWith('securityCenter');
    });

    it('does not move when the panel reopens on another page', () => {
      const { rerender } = renderPanel({}, page('My account'));
      rerender({ open: false });
      rerender({ open: true, currentId: 'missionLeaderboard' }, page('Mission activity'));
      expect(screen.getByRole('heading', { name: 'Mission activity' })).not.toHaveFocus();
    });
  });
});
