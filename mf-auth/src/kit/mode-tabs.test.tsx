import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModeTabs } from './mode-tabs';

type Mode = 'username' | 'sms' | 'email';

const TABS = [
  { mode: 'username', label: 'Username' },
  { mode: 'sms', label: 'SMS' },
  { mode: 'email', label: 'By email' },
] as const;

function Harness({ panelNamedByTab, tabbed, onSelect = () => {} }: { panelNamedByTab: boolean; tabbed?: boolean; onSelect?: (mode: Mode) => void }) {
  const [mode, setMode] = useState<Mode>('username');
  return (
    <ModeTabs
      label="Login method"
      tabs={TABS}
      active={mode}
      onSelect={(next) => {
        onSelect(next);
        setMode(next);
      }}
      panelNamedByTab={panelNamedByTab}
      tabbed={tabbed}
    >
      <label>
        Field of {mode}
        <input />
      </label>
    </ModeTabs>
  );
}

function expectSelected(name: string) {
  const tab = screen.getByRole('tab', { name });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(tab).toHaveAttribute('tabindex', '0');
  expect(tab).toHaveFocus();
  for (const other of screen.getAllByRole('tab').filter((element) => element !== tab)) {
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
  }
}

describe('ModeTabs', () => {
  it('is a named tablist whose tabs control the panel around the content; the active tab alone is in the tab order', () => {
    render(<Harness panelNamedByTab />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Username', 'SMS', 'By email']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBeTruthy();
    for (const tab of tabs) expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('tabindex', '-1');
    expect(panel).toContainElement(screen.getByLabelText('Field of username'));
  });

  it('moves selection and focus with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness panelNamedByTab />);
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.keyboard('{ArrowRight}');
    expectSelected('SMS');
    expect(screen.getByLabelText('Field of sms')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expectSelected('By email');
    await user.keyboard('{ArrowRight}');
    expectSelected('Username');
    await user.keyboard('{ArrowLeft}');
    expectSelected('By email');
    await user.keyboard('{Home}');
    expectSelected('Username');
    await user.keyboard('{End}');
    expectSelected('By email');
  });

  it('selects a clicked tab, and reports every press, the active tab included', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness panelNamedByTab onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'SMS' }));
    expectSelected('SMS');
    expect(onSelect).toHaveBeenLastCalledWith('sms');
    await user.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(onSelect).toHaveBeenCalledTimes(2);
    await user.keyboard('{Enter}{Escape}');
    expect(onSelect).toHaveBeenCalledTimes(3);
    expectSelected('SMS');
  });

  it('names the panel by the active tab when asked', async () => {
    const user = userEvent.setup();
    render(<Harness panelNamedByTab />);
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'By email' }));
    expect(screen.getByRole('tabpanel', { name: 'By email' })).toBeInTheDocument();
  });

  it('leaves the panel unnamed when not, so a tab text is no label of the fields', async () => {
    const user = userEvent.setup();
    render(<Harness panelNamedByTab={false} />);
    await user.click(screen.getByRole('tab', { name: 'By email' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).not.toHaveAttribute('aria-labelledby');
    expect(panel).toHaveAccessibleName('');
    expect(screen.queryAllByLabelText(/email/i)).toEqual([screen.getByLabelText('Field of email')]);
  });

  it('shows the fields alone, with neither tabs nor a panel, where the form offers one way only', () => {
    render(<Harness panelNamedByTab tabbed={false} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Field of username')).toBeInTheDocument();
  });
});
