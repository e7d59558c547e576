import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@site/shared';
import type { BonusItem, BonusListValue } from '@site/shared/contract/member';
import { ok, refusal, type FakePlatform } from '@site/shared/testing';
import BonusDetailsPage from './bonus-details-page';
import { expectRecordStates, setUpRecordPageTests } from './testing/record-page-tests';
import { lastParams, siteDayAgo } from './testing/record-requests';

const ROUTE = 'GET /wps/member/records/bonuses';

function bonus(id: string, overrides: Partial<BonusItem> = {}): BonusItem {
  return {
    id,
    source: 'OPERATOR',
    amount: '88.00',
    reference: `welcome-${id}`,
    memo: 'Welcome gift',
    createdAt: '2025-03-01T10:00:00.000Z',
    wallet: 'MAIN',
    wagering: null,
    ...overrides,
  };
}

function page(list: BonusItem[], pageNo = 1, totalPages = 1): BonusListValue {
  return { list, pageNo, totalPages, totalCount: list.length, totals: { count: 2, amount: '1088.00' } };
}

let api: FakePlatform;

const fake = setUpRecordPageTests();

describe('Bonus details', () => {
  it('shows each bonus with its source, amount, reference and note, and the totals of the period', async () => {
    api = fake({ [ROUTE]: () => ok(page([bonus('1'), bonus('2', { source: 'PROMOTION', amount: '1000.00', memo: null })])) });
    render(<BonusDetailsPage />);
    const table = await screen.findByRole('table', { name: 'Bonuses received, newest first' });
    expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(6), endDate: siteDayAgo(0), pageNo: 1 });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: 'Granted by the site' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'P 88.00' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'welcome-1' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'Welcome gift' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'Promotion' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'P 1,000.00' })).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals of the period' });
    expect(within(totals).getByText('Bonuses').nextSibling).toHaveTextContent('2');
    expect(within(totals).getByText('Total bonus').nextSibling).toHaveTextContent('P 1,088.00');
  });

  it('sends the date range chosen and pages on the server', async () => {
    api = fake({ [ROUTE]: (config) => ok(page([bonus(`p${config.params.pageNo}`)], config.params.pageNo, 2)) });
    render(<BonusDetailsPage />);
    await screen.findByText('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'welcome-p2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(29), endDate: siteDayAgo(0), pageNo: 1 }));
  });

  it('has loading, empty and error states', async () => {
    await expectRecordStates(fake, BonusDetailsPage, ROUTE, { empty: page([]), emptyText: 'No bonuses in this period.', failure: refusal('INTERNAL', 'Something went wrong', 500) });
  });

  it('names the source in the member language', async () => {
    api = fake({ [ROUTE]: () => ok(page([bonus('1')])) });
    await act(() => setLanguage('es'));
    render(<BonusDetailsPage />);
    expect(await screen.findByRole('cell', { name: 'Otorgado por el sitio' })).toBeInTheDocument();
  });

  it('shows a bonus with wagering as a progress bar with its figures, state and expiry, and filters by source', async () => {
    const wagering = { multiplier: 10, required: '1000.00', progressed: '250.00', status: 'ACTIVE' as const, expiresAt: '2025-03-08T10:00:00.000Z' };
    api = fake({ [ROUTE]: () => ok(page([bonus('1', { source: 'RAFFLE', wallet: 'BONUS', amount: '100.00', wagering }), bonus('2')])) });
    render(<BonusDetailsPage />);
    const table = await screen.findByRole('table', { name: 'Bonuses received, newest first' });
    const [, granted, cash] = within(table).getAllByRole('row');
    const bar = within(granted!).getByRole('progressbar', { name: '250.00 of 1000.00 wagered' });
    expect(bar).toHaveAttribute('max', '100000');
    expect(bar).toHaveAttribute('value', '25000');
    expect(within(granted!).getByRole('cell', { name: 'Raffle' })).toBeInTheDocument();
    expect(within(granted!).getByRole('cell', { name: 'Bonus' })).toBeInTheDocument();
    expect(within(granted!).getByRole('cell', { name: 'Wagering' })).toBeInTheDocument();
    expect(within(cash!).getByRole('cell', { name: 'Cash' })).toBeInTheDocument();
    expect(within(cash!).getByRole('cell', { name: 'None: paid as cash' })).toBeInTheDocument();
    expect(within(cash!).queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Rebate');
    await waitFor(() => expect(lastParams(api, ROUTE)).toMatchObject({ source: 'REBATE', pageNo: 1 }));
  });
});
