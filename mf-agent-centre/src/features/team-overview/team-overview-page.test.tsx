import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@site/shared';
import type { AgentOverview } from '@site/shared/contract/agents';
import { fakePlatform, ok, renderWithProviders } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import TeamOverviewPage from './team-overview-page';

const { track } = setUpPageTests();
const OVERVIEW = 'GET /wps/agent/overview';

const FIGURES: AgentOverview = {
  startDate: '2026-09-18',
  endDate: '2026-09-18',
  teamSize: 12,
  directDownlines: 3,
  newRegistrations: 2,
  firstDeposits: 1,
  depositAmount: '1500.00',
  withdrawalAmount: '200.00',
  validBet: '9876.50',
  teamProfitLoss: '-321.40',
  ownIncome: '45.00',
  pendingOffers: 1,
};

const figure = (label: string) => {
  const list = screen.getByTestId('overview-figures');
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('Overview', () => {
  it("shows the team's figures for today, then for the chosen period", async () => {
    const user = userEvent.setup();
    const api = track(fakePlatform({ [OVERVIEW]: () => ok(FIGURES) }));
    renderWithProviders(<TeamOverviewPage />);
    expect(await screen.findByText('Team size')).toBeInTheDocument();
    expect(figure('Team size')).toBe('12');
    expect(figure('Direct downlines')).toBe('3');
    expect(figure('Valid bet')).toBe('P 9,876.50');
    expect(figure('Team profit and loss')).toBe('-P 321.40');
    expect(figure('Contract offers waiting for me')).toBe('1');
    expect(api.callsTo(OVERVIEW)[0]!.params).toEqual({ period: 'today' });

    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(api.callsTo(OVERVIEW).at(-1)!.params).toEqual({ period: 'thisMonth' });
  });

  it('asks for a custom period only once it is valid', async () => {
    const user = userEvent.setup();
    const api = track(fakePlatform({ [OVERVIEW]: () => ok(FIGURES) }));
    renderWithProviders(<TeamOverviewPage />);
    await screen.findByText('Team size');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const calls = api.callsTo(OVERVIEW).length;
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2020-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 92 days.');
    expect(api.callsTo(OVERVIEW)).toHaveLength(calls);
  });

  it('is translated', async () => {
    await act(() => setLanguage('zh'));
    track(fakePlatform({ [OVERVIEW]: () => ok(FIGURES) }));
    renderWithProviders(<TeamOverviewPage />);
    expect(await screen.findByText('团队人数')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '概览' })).toBeInTheDocument();
  });
});
