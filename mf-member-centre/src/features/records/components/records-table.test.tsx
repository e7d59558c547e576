import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
