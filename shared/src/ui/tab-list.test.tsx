import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabList } from './tab-list';

const TABS = ['a', 'b', 'c'] as const;

function Harness({ activation }: { activation?: 'manual' }) {
  const [selected, setSelected] = useState<(typeof TABS)[number]>('a');
  return (
    <TabList
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      label="Letters"
      tabId={(tab) => `tab-${tab}`}
      panelId="panel"
      activation={activation}
      tabClassName={activation ? undefined : (active) => (active ? 'on' : 'off')}
      renderTab={(tab) => tab.toUpperCase()}
      withTestIds
    />
  );
}

describe('TabList', () => {
  it('is a named tablist whose selected tab alone is in the tab order, each tab controlling the panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex, tab.className])).toEqual([
      ['A', 'true', 0, 'on'],
      ['B', 'false', -1, 'off'],
      ['C', 'false', -1, 'off'],
    ]);
    expect(screen.getByTestId('tab-b')).toHaveAttribute('aria-controls', 'panel');
  });

  it('chooses and focuses with the arrow keys (wrapping), Home and End, and by click', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'C' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'C' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with manual activation moves focus only, from the focused tab, and chooses on click (Enter or Space on a button)', () => {
    render(<Harness activation="manual" />);
    const list = screen.getByRole('tablist');
    screen.getByRole('tab', { name: 'A' }).focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has the underlined look of its own unless the caller gives tab classes', () => {
    render(<Harness activation="manual" />);
    const classes = screen.getAllByRole('tab').map((tab) => tab.className);
    expect(classes[0]).not.toEqual(classes[1]);
    expect(classes[1]).toEqual(classes[2]);
    expect(classes[0]).toContain(classes[1]);
  });
});
