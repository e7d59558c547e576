import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, setLanguage } from '@site/shared';
import type { AgentIncomePage, IncomeLine } from '@site/shared/contract/agents';
import { fakePlatform, ok, renderWithProviders } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import MyIncomePage from './my-income-page';

const INCOME = 'GET /wps/agent/income';

const RECEIVED: IncomeLine = {
  paymentId: 'p1',
  kind: 'DAILY_SALARY',
  periodLabel: '2026-11-23',
  payerAccount: null,
  payeeAccount: 'agent1',
  direction: 'RECEIVED',
  amount: '120.00',
  paid: '120.00',
  owed: '0.00',
  status: 'PAID',
  settledAt: '2026-11-24T00:05:00.000Z',
};

const PAID_IN_PART: IncomeLine = {
  ...RECEIVED,
  paymentId: 'p2',
  payerAccount: 'agent1',
  payeeAccount: 'sub1',
  direction: 'PAID',
  amount: '80.00',
  paid: '50.00',
  owed: '30.00',
  status: 'PARTIAL',
};

function page(list: IncomeLine[], pageNo = 1, totalPages = 1): AgentIncomePage {
  return {
    list,
    pageNo,
    totalPages,
    totalCount: list.length,
    startDate: '2026-11-24',
    endDate: '2026-11-24',
    totals: { received: '120.00', paid: '50.00', owed: '30.00', owedToMe: '0.00' },
  };
}

let api: ReturnType<typeof fakePlatform>;

const { track } = setUpPageTests({ isAgent: 2 });

describe('My income', () => {
  it('lists what I received and paid with due, paid, owed and status, and the totals of the filter', async () => {
    api = track(fakePlatform({ [INCOME]: () => ok(page([RECEIVED, PAID_IN_PART])) }));
    renderWithProviders(<MyIncomePage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'My income' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Salary and dividend payments, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(0, 5)).toEqual(['2026-11-23', 'Daily salary', 'Received', 'Platform', 'agent1']);
    expect(cells(rows[0]!)[8]).toBe('Paid');
    expect(cells(rows[1]!).slice(2, 9)).toEqual(['Paid', 'agent1', 'sub1', expect.stringContaining('80.00'), expect.stringContaining('50.00'), expect.stringContaining('30.00'), 'Partly paid']);
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByTestId('income-total-received')).toHaveTextContent('120.00');
    expect(within(totals).getByTestId('income-total-paid')).toHaveTextContent('50.00');
    expect(within(totals).getByTestId('income-total-owed')).toHaveTextContent('30.00');
    expect(api.callsTo(INCOME)[0]!.params).toEqual({ period: 'today', pageNo: 1 });
  });

  it('filters by kind, direction and period, back on page 1 each time', async () => {
    api = track(fakePlatform({ [INCOME]: (config) => ok(page([RECEIVED], Number((config.params as { pageNo: number }).pageNo), 3)) }));
    const user = userEvent.setup();
    renderWithProviders(<MyIncomePage />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(api.callsTo(INCOME).at(-1)!.params).toEqual({ period: 'today', pageNo: 2 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Daily salary');
    await waitFor(() => expect(api.callsTo(INCOME).at(-1)!.params).toEqual({ period: 'today', kind: 'DAILY_SALARY', pageNo: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'Paid');
    await waitFor(() => expect(api.callsTo(INCOME).at(-1)!.params).toEqual({ period: 'today', kind: 'DAILY_SALARY', direction: 'PAID', pageNo: 1 }));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(api.callsTo(INCOME).at(-1)!.params).toEqual({ period: 'thisWeek', kind: 'DAILY_SALARY', direction: 'PAID', pageNo: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All kinds');
    await waitFor(() => expect(api.callsTo(INCOME).at(-1)!.params).toEqual({ period: 'thisWeek', direction: 'PAID', pageNo: 1 }));
  });

  it('says so when nothing was paid in the period, and reads again when money moved', async () => {
    let list: IncomeLine[] = [];
    api = track(fakePlatform({ [INCOME]: () => ok(page(list)) }));
    renderWithProviders(<MyIncomePage />);
    expect(await screen.findByText('No salary or dividend payments in this period.')).toBeInTheDocument();
    list = [RECEIVED];
    act(() => bus.emit('wallet:changed'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows a failed read with Retry', async () => {
    let fail = true;
    api = track(fakePlatform({ [INCOME]: () => (fail ? { data: { success: false, value: null, errorCode: 'INTERNAL', message: 'Something went wrong' }, status: 500 } : ok(page([RECEIVED]))) }));
    const user = userEvent.setup();
    renderWithProviders(<MyIncomePage />);
    const retry = await screen.findByRole('button', { name: /retry/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('is translated', async () => {
    api = track(fakePlatform({ [INCOME]: () => ok(page([PAID_IN_PART])) }));
    await act(() => setLanguage('vi'));
    renderWithProviders(<MyIncomePage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Thu nhập của tôi' })).toBeInTheDocument();
    expect(await screen.findByText('Trả một phần')).toBeInTheDocument();
  });
});
