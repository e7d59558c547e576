import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanel, type SidePanelEntry } from './side-panel';

const entries: SidePanelEntry[] = [
  { id: 'securityCenter', label: 'My account' },
  { id: 'missionLeaderboard', label: 'Mission activity', badge: 3 },
  { id: 'messageV2', label: 'Platform information', badge: 0 },
  { id: 'rewardCenter', label: 'Reward center', disabled: true },
];

function renderPanel(props: Partial<Parameters<typeof SidePanel>[0]> = {}) {
  const onClose = jest.fn();
  const onSelect = jest.fn();
  render(
    <SidePanel open onClose={onClose} title="Member centre" menuLabel="Member centre menu" entries={entries} currentId="securityCenter" onSelect={onSelect} testId="side-panel" {...props}>
      <p>Page content</p>
    </SidePanel>,
  );
  return { onClose, onSelect };
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
});
