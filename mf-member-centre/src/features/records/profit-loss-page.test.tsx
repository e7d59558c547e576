import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@site/shared';
import type { ProfitLossItem, ProfitLossValue } from '@site/shared/contract/member';
import { ok, refusal, type FakePlatform } from '@site/shared/testing';
import ProfitLossPage from './profit-loss-page';
import { expectRecordStates, setUpRecordPageTests } from './testing/record-page-tests';
import { lastParams, siteDayAgo } from './testing/record-requests';

const ROUTE = 'GET /wps/member/records/profit-loss';

function day(dayText: string, gameType: string, overrides: Partial<ProfitLossItem> = {}): ProfitLossItem {
  return { day: dayText, gameType, rounds: 3, validBet: '30.00', win: '12.00', profit: '-18.00', ...overrides };
}

function page(list: ProfitLossItem[], pageNo = 1, totalPages = 1): ProfitLossValue {
  return { list, pageNo, totalPages, totalCount: list.length, totals: { rounds: 7, validBet: '70.00', win: '95.00', profit: '25.00' } };
}

let api: FakePlatform;

const fake = setUpRecordPageTests();

describe('Personal profit and loss', () => {
  it('shows the period by day and game type with its totals', async () => {
    api = fake({ [ROUTE]: () => ok(page([day('2025-03-02', 'RNG'), day('2025-03-01', 'LIVE', { rounds: 4, validBet: '40.00', win: '83.00', profit: '43.00' })])) });
    render(<ProfitLossPage />);
    const table = await screen.findByRole('table', { name: 'By day and game type' });
    expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(6), endDate: siteDayAgo(0), pageNo: 1 });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: '2025-03-02' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'Slots' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: '-P 18.00' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'Live casino' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'P 43.00' })).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals of the period' });
    expect(within(totals).getByText('7')).toBeInTheDocument();
    expect(within(totals).getByText('P 70.00')).toBeInTheDocument();
    expect(within(totals).getByText('P 95.00')).toBeInTheDocument();
    expect(within(totals).getByText('P 25.00')).toBeInTheDocument();
  });

  it('sends the date range chosen and pages on the server', async () => {
    api = fake({ [ROUTE]: (config) => ok(page([day(`2025-03-0${config.params.pageNo}`, 'RNG')], config.params.pageNo, 2)) });
    render(<ProfitLossPage />);
    await screen.findByText('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: '2025-03-02' })).toBeInTheDocument();
    expect(lastParams(api, ROUTE)).toMatchObject({ pageNo: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(0), endDate: siteDayAgo(0), pageNo: 1 }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: siteDayAgo(3) } });
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(3), endDate: siteDayAgo(0), pageNo: 1 }));
  });

  it('has loading, empty and error states', async () => {
    await expectRecordStates(fake, ProfitLossPage, ROUTE, { empty: page([]), emptyText: 'No play in this period.', failure: refusal('INTERNAL', 'Something went wrong', 500) });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('names game types in the member language', async () => {
    api = fake({ [ROUTE]: () => ok(page([day('2025-03-02', 'PVP')])) });
    await act(() => setLanguage('vi'));
    render(<ProfitLossPage />);
    const table = await screen.findByRole('table', { name: 'Theo ngày và loại trò chơi' });
    expect(within(table).getByRole('cell', { name: 'Game bài' })).toBeInTheDocument();
  });
});
