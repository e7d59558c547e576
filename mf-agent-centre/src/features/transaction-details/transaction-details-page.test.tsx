import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamTransaction, TeamTransactionsValue } from '@site/shared/contract/agents';
import { fakePlatform, ok, renderWithProviders } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import TransactionDetailsPage from './transaction-details-page';

const { track } = setUpPageTests();
const TRANSACTIONS = 'GET /wps/agent/team/transactions';

const DEPOSIT: TeamTransaction = { reference: 'D100', account: 'player7', kind: 'DEPOSIT', counterpartyAccount: null, amount: '300.00', status: 'COMPLETED', createdAt: '2026-09-18T08:00:00Z' };
const TRANSFER: TeamTransaction = { reference: 'DT42', account: 'player7', kind: 'TRANSFER', counterpartyAccount: 'agent1', amount: '10.00', status: 'COMPLETED', createdAt: '2026-09-18T09:00:00Z' };
const answer = (list: TeamTransaction[]): TeamTransactionsValue => ({ list, pageNo: 1, totalPages: 1, totalCount: list.length });

describe('Transaction details', () => {
  it("lists the team's deposits, withdrawals and transfers with the other side of a transfer", async () => {
    track(fakePlatform({ [TRANSACTIONS]: () => ok(answer([TRANSFER, DEPOSIT])) }));
    renderWithProviders(<TransactionDetailsPage />);
    const table = await screen.findByRole('table', { name: 'Team transactions, newest first' });
    const transfer = within(table).getByRole('row', { name: /DT42/ });
    expect(transfer).toHaveTextContent('Transfer');
    expect(transfer).toHaveTextContent('agent1');
    expect(transfer).toHaveTextContent('P 10.00');
    expect(within(table).getByRole('row', { name: /D100/ })).toHaveTextContent('Completed');
  });

  it('filters by member and type', async () => {
    const user = userEvent.setup();
    const api = track(fakePlatform({ [TRANSACTIONS]: () => ok(answer([])) }));
    renderWithProviders(<TransactionDetailsPage />);
    expect(await screen.findByText('No deposits, withdrawals or transfers by the team in this period.')).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'Transaction filters' });
    await user.type(within(filters).getByLabelText('Member account'), 'player7');
    await user.selectOptions(within(filters).getByLabelText('Type'), 'WITHDRAWAL');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(api.callsTo(TRANSACTIONS).at(-1)!.params).toEqual({ period: 'today', account: 'player7', kind: 'WITHDRAWAL', pageNo: 1 });
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(api.callsTo(TRANSACTIONS).at(-1)!.params).toEqual({ period: 'thisWeek', account: 'player7', kind: 'WITHDRAWAL', pageNo: 1 });
  });
});
