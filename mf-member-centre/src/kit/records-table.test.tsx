import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styles from './records-table.module.css';
import { RecordsTable } from './records-table';

describe('RecordsTable', () => {
  it('puts the table in a named region the keyboard can reach, so a wide table can be scrolled without a mouse', async () => {
    render(<RecordsTable caption="Rounds" columns={[{ key: 'id', label: 'Round', cell: (row: { id: string }) => row.id }]} rows={[{ id: 'r-1' }]} rowKey={(row) => row.id} />);
    const frame = screen.getByRole('region', { name: 'Rounds' });
    await userEvent.tab();
    expect(frame).toHaveFocus();
    expect(within(frame).getByRole('table', { name: 'Rounds' })).toBeInTheDocument();
  });

  it('labels every cell with its column, which a phone shows as the card line label', () => {
    render(<RecordsTable caption="Rounds" columns={[{ key: 'id', label: 'Round', cell: (row: { id: string }) => row.id }]} rows={[{ id: 'r-1' }]} rowKey={(row) => row.id} />);
    expect(screen.getByRole('cell', { name: 'r-1' })).toHaveAttribute('data-label', 'Round');
  });

  it('keeps amounts and times on one line (no wrapping, digits of equal width); text cells may wrap', () => {
    const columns = [
      { key: 'game', label: 'Game', cell: (row: { id: string }) => `Game ${row.id}` },
      { key: 'stake', label: 'Stake', cell: () => 'P 1,000,000.00', numeric: true },
      { key: 'time', label: 'Time', cell: () => '24/11/2026, 10:00:00', nowrap: true },
    ];
    render(<RecordsTable caption="Rounds" columns={columns} rows={[{ id: 'r-1' }]} rowKey={(row) => row.id} />);
    const nowrap = String(styles.nowrap);
    expect(screen.getByRole('cell', { name: 'P 1,000,000.00' })).toHaveClass(nowrap);
    expect(screen.getByRole('columnheader', { name: 'Stake' })).toHaveClass(nowrap);
    expect(screen.getByRole('cell', { name: '24/11/2026, 10:00:00' })).toHaveClass(nowrap);
    expect(screen.getByRole('cell', { name: 'Game r-1' })).not.toHaveClass(nowrap);
  });
});
