import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, setLanguage } from '@site/shared';
import { LEDGER_KINDS, type AccountRecordItem, type AccountRecordValue } from '@site/shared/contract/member';
import { ok, refusal, type FakePlatform } from '@site/shared/testing';
import AccountRecordPage from './account-record-page';
import { texts } from './texts';
import { expectRecordStates, setUpRecordPageTests } from './testing/record-page-tests';
import { lastParams, siteDayAgo } from './testing/record-requests';

const ROUTE = 'GET /wps/member/records/transactions';

function line(id: string, overrides: Partial<AccountRecordItem> = {}): AccountRecordItem {
  return { id, kind: 'BONUS', wallet: 'MAIN', amount: '50.00', balanceAfter: '150.00', reference: `BONUS-${id}`, createdAt: '2025-03-01T10:00:00.000Z', ...overrides };
}

function page(list: AccountRecordItem[], pageNo = 1, totalPages = 1): AccountRecordValue {
  return { list, pageNo, totalPages, totalCount: list.length };
}

let api: FakePlatform;

const fake = setUpRecordPageTests();

describe('Account record', () => {
  it('shows every line with its type, wallet, signed amount, balance after and reference', async () => {
    api = fake({
      [ROUTE]: () =>
        ok(page([line('1'), line('2', { kind: 'SEAMLESS_BET', wallet: 'REDTIGER', amount: '-10.00', balanceAfter: '90.00', reference: 'rt-round-9' }), line('3', { kind: 'SOMETHING_NEW' })])),
    });
    render(<AccountRecordPage />);
    const table = await screen.findByRole('table', { name: 'Wallet movements, newest first' });
    expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(6), endDate: siteDayAgo(0), pageNo: 1 });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: 'Bonus' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'Main wallet' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'P 50.00' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'P 150.00' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'BONUS-1' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'Bet' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'REDTIGER' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: '-P 10.00' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'rt-round-9' })).toBeInTheDocument();
    // A kind this page does not know yet still says something rather than a missing-text key.
    expect(within(third!).getByRole('cell', { name: 'SOMETHING_NEW' })).toBeInTheDocument();
  });

  it('offers every ledger kind by its translated name and sends the one chosen with the date range', async () => {
    api = fake({ [ROUTE]: () => ok(page([line('1')], 1, 4)) });
    render(<AccountRecordPage />);
    await screen.findByRole('table');
    const kind = screen.getByLabelText('Type');
    const names = within(kind).getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['All', ...LEDGER_KINDS.map((code) => texts.en.kinds[code])]);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastParams(api, ROUTE)).toMatchObject({ pageNo: 2 }));
    await userEvent.selectOptions(kind, 'Withdrawal held');
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(6), endDate: siteDayAgo(0), kind: 'WITHDRAWAL_HOLD', pageNo: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(29), endDate: siteDayAgo(0), kind: 'WITHDRAWAL_HOLD', pageNo: 1 }));
    await userEvent.selectOptions(kind, 'All');
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(29), endDate: siteDayAgo(0), pageNo: 1 }));
  });

  it('names every ledger kind in each complete language', () => {
    for (const language of ['en', 'es', 'vi', 'zh'] as const) {
      for (const code of LEDGER_KINDS) expect(texts[language].kinds[code]).toMatch(/\S/);
    }
  });

  it('shows the kinds in the member language', async () => {
    api = fake({ [ROUTE]: () => ok(page([line('1'), line('2', { kind: 'DEPOSIT' })])) });
    await act(() => setLanguage('zh'));
    render(<AccountRecordPage />);
    const table = await screen.findByRole('table', { name: '钱包变动，最新在前' });
    expect(within(table).getByRole('cell', { name: '奖金' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '存款' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('类型')).getByRole('option', { name: '提款冻结' })).toBeInTheDocument();
  });

  it('reloads after a money change elsewhere on the site', async () => {
    let lines = [line('1')];
    api = fake({ [ROUTE]: () => ok(page(lines)) });
    render(<AccountRecordPage />);
    await screen.findByRole('cell', { name: 'BONUS-1' });
    lines = [line('2', { kind: 'DEPOSIT', reference: 'D-77' }), ...lines];
    act(() => bus.emit('wallet:changed'));
    expect(await screen.findByRole('cell', { name: 'D-77' })).toBeInTheDocument();
  });

  it('has loading, empty and error states', async () => {
    await expectRecordStates(fake, AccountRecordPage, ROUTE, { empty: page([]), emptyText: 'No wallet movements in this period.', failure: refusal('VALIDATION', 'startDate: must be within 92 days', 400), failureText: /must be within 92 days/i });
  });
});
