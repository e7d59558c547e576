import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError, queryClient, queryKeys, setLanguage, type PermissionValue } from '@site/shared';
import type { Paged } from '@site/shared/contract/agents';
import { setUpPageTests } from '../testing/page-test-setup';
import { PagedTable, PeriodPicker, initialPeriod, periodProblem, periodQuery, type PeriodChoice, type QueryLike } from './index';

setUpPageTests();

// A Friday: this week began on Monday the 14th.
const NOW = new Date('2026-09-18T10:00:00Z');
const now = () => NOW;

function Picker({ onChange }: { onChange: (choice: PeriodChoice) => void }) {
  const [value, setValue] = useState(() => initialPeriod(NOW));
  return (
    <PeriodPicker
      value={value}
      now={now}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('period picker', () => {
  it('shows the UTC days each period covers, the week from Monday', async () => {
    const user = userEvent.setup();
    render(<Picker onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('period-range')).toHaveTextContent('2026-09-18 to 2026-09-18');
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(screen.getByTestId('period-range')).toHaveTextContent('2026-09-17 to 2026-09-17');
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(screen.getByTestId('period-range')).toHaveTextContent('2026-09-14 to 2026-09-18');
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByTestId('period-range')).toHaveTextContent('2026-09-01 to 2026-09-18');
  });

  it('starts Custom from the period shown and refuses reversed or too long ranges', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    render(<Picker onChange={changed} />);
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-09-14');
    expect(screen.getByLabelText('To')).toHaveValue('2026-09-18');
    expect(periodQuery(changed.mock.lastCall[0])).toEqual({ period: 'custom', startDate: '2026-09-14', endDate: '2026-09-18' });

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-09-20');
    expect(screen.getByRole('alert')).toHaveTextContent('The first day must not be after the last day.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(periodQuery(changed.mock.lastCall[0])).toBeNull();
  });

  it('judges custom ranges as the platform does (at most 92 days, both days)', () => {
    const custom = (startDate: string, endDate: string): PeriodChoice => ({ period: 'custom', startDate, endDate });
    expect(periodProblem(custom('2026-01-01', '2026-04-02'))).toBeNull();
    expect(periodProblem(custom('2026-01-01', '2026-04-03'))).toBe('too_long');
    expect(periodProblem(custom('', '2026-04-03'))).toBe('missing');
    expect(periodQuery({ period: 'thisMonth', startDate: '2020-01-01', endDate: '2019-01-01' })).toEqual({ period: 'thisMonth' });
  });

  it("shows the site's days: at 23:30 UTC on Sunday it is already Monday in Vietnam, a new week", () => {
    queryClient.setQueryData(queryKeys.permission(), { info: { timeZone: 'Asia/Ho_Chi_Minh' } } as PermissionValue);
    const sundayNight = new Date('2026-09-20T23:30:00Z');
    const shown = (period: PeriodChoice['period']) => {
      const { unmount } = render(<PeriodPicker value={{ ...initialPeriod(sundayNight), period }} now={() => sundayNight} onChange={jest.fn()} />);
      const text = screen.getByTestId('period-range').textContent;
      unmount();
      return text;
    };
    try {
      expect(shown('today')).toContain('2026-09-21 to 2026-09-21');
      expect(shown('yesterday')).toContain('2026-09-20 to 2026-09-20');
      expect(shown('thisWeek')).toContain('2026-09-21 to 2026-09-21');
    } finally {
      queryClient.removeQueries({ queryKey: queryKeys.permission() });
    }
  });

  it('is translated', async () => {
    await act(() => setLanguage('vi'));
    render(<Picker onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Khoảng thời gian' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuần này' })).toBeInTheDocument();
  });
});

interface Row {
  id: string;
  amount: string;
}

const query = (over: Partial<QueryLike<Paged<Row> & { total: string }>>): QueryLike<Paged<Row> & { total: string }> => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  refetch: jest.fn(),
  ...over,
});

function Table({ q, onPage = jest.fn() }: { q: QueryLike<Paged<Row> & { total: string }>; onPage?: (pageNo: number) => void }) {
  return (
    <PagedTable
      caption="Rows"
      columns={[
        { key: 'id', header: 'Id', cell: (row) => row.id },
        { key: 'amount', header: 'Amount', cell: (row) => row.amount, numeric: true },
      ]}
      query={q}
      rowKey={(row) => row.id}
      onPageChange={onPage}
      emptyText="No rows."
      totals={(data) => ({ amount: data.total })}
    />
  );
}

describe('paged table', () => {
  it('shows loading, then an error with Retry, then empty', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Table q={query({ isPending: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const failed = query({ isError: true, error: new ApiError('INTERNAL', 'the platform failed', 500) });
    rerender(<Table q={failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('the platform failed');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalled();
    rerender(<Table q={query({ data: { list: [], pageNo: 1, totalPages: 1, totalCount: 0, total: '0.00' } })} />);
    expect(screen.getByText('No rows.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the rows with a totals row, in a scrollable region, and pages', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    const data = { list: [{ id: 'a', amount: '1.00' }, { id: 'b', amount: '2.00' }], pageNo: 1, totalPages: 3, totalCount: 32, total: '40.00' };
    render(<Table q={query({ data })} onPage={onPage} />);
    const region = screen.getByRole('region', { name: 'Rows (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Rows' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['IdAmount', 'a1.00', 'b2.00', 'Totals40.00']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });
});
