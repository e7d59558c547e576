import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberProfitLoss, TeamProfitLossValue } from '@site/shared/contract/agents';
import { fakePlatform, ok, refusal, renderWithProviders } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import ProfitLossPage from './profit-loss-page';

const { track } = setUpPageTests();
const REPORT = 'GET /wps/agent/team/profit-loss';

const ROW: MemberProfitLoss = { account: 'player7', level: 1, validBet: '500.00', win: '650.00', bonus: '0.00', rebate: '0.00', profitLoss: '150.00' };
const answer = (list: MemberProfitLoss[]): TeamProfitLossValue => ({
  list,
  pageNo: 1,
  totalPages: 1,
  totalCount: list.length,
  totals: { validBet: '800.00', win: '650.00', bonus: '0.00', rebate: '0.00', profitLoss: '-150.00' },
});

describe('User profit and loss', () => {
  it("lists each member's figures and the totals", async () => {
    track(fakePlatform({ [REPORT]: () => ok(answer([ROW, { ...ROW, account: 'deep1', level: 2, validBet: '300.00', win: '0.00', profitLoss: '-300.00' }])) }));
    renderWithProviders(<ProfitLossPage />);
    const table = await screen.findByRole('table', { name: 'Profit and loss per member' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('player71P 500.00P 650.00P 0.00P 0.00P 150.00');
    expect(rows[2]).toHaveTextContent('deep12P 300.00P 0.00P 0.00P 0.00-P 300.00');
    expect(rows[3]).toHaveTextContent('TotalsP 800.00P 650.00P 0.00P 0.00-P 150.00');
  });

  it('filters by member and level; a too long account is refused before asking', async () => {
    const user = userEvent.setup();
    const api = track(fakePlatform({ [REPORT]: () => ok(answer([ROW])) }));
    renderWithProviders(<ProfitLossPage />);
    await screen.findByRole('table');
    const filters = screen.getByRole('form', { name: 'Profit and loss filters' });
    await user.type(within(filters).getByLabelText('Member account'), 'x'.repeat(65));
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(within(filters).getByLabelText('Member account')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(REPORT)).toHaveLength(1);
    await user.clear(within(filters).getByLabelText('Member account'));
    await user.type(within(filters).getByLabelText('Member account'), 'player7');
    await user.type(within(filters).getByLabelText('Level'), '1');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(api.callsTo(REPORT).at(-1)!.params).toEqual({ period: 'today', account: 'player7', level: 1, pageNo: 1 });
  });

  it("says the platform's refusal in words, and offers no Retry (asking again gets the same answer)", async () => {
    track(fakePlatform({ [REPORT]: () => refusal('AGENT_NOT_IN_TEAM', 'account: is not in your team', 404) }));
    renderWithProviders(<ProfitLossPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no member with that account in your team.');
    expect(alert).not.toHaveTextContent('account:');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
