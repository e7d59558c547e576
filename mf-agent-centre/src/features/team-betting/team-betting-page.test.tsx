import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@site/shared';
import type { TeamBet, TeamBetsValue } from '@site/shared/contract/agents';
import { fakePlatform, ok, renderWithProviders } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import TeamBettingPage from './team-betting-page';

const { track } = setUpPageTests();
const BETS = 'GET /wps/agent/team/bets';

const BET: TeamBet = {
  roundId: 'R1',
  account: 'player7',
  level: 1,
  vendor: 'TCG_LOTTO_VN',
  gameType: 'LOTT',
  gameCode: 'HANOI_5D',
  gameName: 'Hanoi 5D',
  stake: '20.00',
  validBet: '20.00',
  win: '0.00',
  profitLoss: '-20.00',
  status: 'SETTLED',
  startedAt: '2026-09-18T08:00:00Z',
};

const answer = (list: TeamBet[], pageNo = 1, totalPages = 1): TeamBetsValue => ({
  list,
  pageNo,
  totalPages,
  totalCount: list.length,
  totals: { stake: '1020.00', validBet: '1000.00', win: '900.00', profitLoss: '-100.00' },
});

describe('Team betting', () => {
  it("lists the team's bets with the totals of the filter", async () => {
    const api = track(fakePlatform({ [BETS]: () => ok(answer([BET, { ...BET, roundId: 'R2', gameType: 'RNG', gameName: 'Lucky Slots', status: 'OPEN' }])) }));
    renderWithProviders(<TeamBettingPage />);
    const table = await screen.findByRole('table', { name: 'Team bets, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Lottery · Hanoi 5D');
    expect(rows[1]).toHaveTextContent('-P 20.00');
    expect(rows[2]).toHaveTextContent('Slots · Lucky Slots');
    expect(rows[2]).toHaveTextContent('Open');
    expect(rows[3]).toHaveTextContent('TotalsP 1,020.00P 1,000.00P 900.00-P 100.00');
    expect(api.callsTo(BETS)[0]!.params).toEqual({ period: 'today', pageNo: 1 });
  });

  it('filters by member, level and game type, refusing a bad level, back on page 1', async () => {
    const user = userEvent.setup();
    const api = track(fakePlatform({ [BETS]: (config) => ok(answer([BET], Number((config.params as { pageNo: number }).pageNo), 3)) }));
    renderWithProviders(<TeamBettingPage />);
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(api.callsTo(BETS).at(-1)!.params).toEqual({ period: 'today', pageNo: 2 });

    const filters = screen.getByRole('form', { name: 'Team betting filters' });
    await user.type(within(filters).getByLabelText('Member account'), 'player7');
    await user.type(within(filters).getByLabelText('Level'), '0');
    await user.selectOptions(within(filters).getByLabelText('Game type'), 'LOTT');
    const calls = api.callsTo(BETS).length;
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(within(filters).getByText('must be 1 or more')).toBeInTheDocument();
    expect(api.callsTo(BETS)).toHaveLength(calls);

    await user.clear(within(filters).getByLabelText('Level'));
    await user.type(within(filters).getByLabelText('Level'), '1');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await screen.findByText('Page 1 of 3');
    expect(api.callsTo(BETS).at(-1)!.params).toEqual({ period: 'today', account: 'player7', level: 1, gameType: 'LOTT', pageNo: 1 });

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(api.callsTo(BETS).at(-1)!.params).toEqual({ period: 'yesterday', account: 'player7', level: 1, gameType: 'LOTT', pageNo: 1 });
  });

  it('says when the team did not play, in the language chosen', async () => {
    await act(() => setLanguage('es'));
    track(fakePlatform({ [BETS]: () => ok(answer([])) }));
    renderWithProviders(<TeamBettingPage />);
    expect(await screen.findByText('El equipo no tiene apuestas en este periodo.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Lottery · Ho Chi Minh City 20261123-0481'],
    ['es', 'Lotería · Ciudad Ho Chi Minh 20261123-0481'],
    ['zh', '彩票 · 胡志明市 (TP. Hồ Chí Minh) 20261123-0481'],
    ['vi', 'Xổ số · TP. Hồ Chí Minh 20261123-0481'],
  ])("names the team's lottery bets in the agent's language (%s), with the Vietnamese name beside where players know it", async (language, shown) => {
    await act(() => setLanguage(language));
    track(fakePlatform({ [BETS]: () => ok(answer([{ ...BET, gameCode: 'VN_HCM', gameName: 'TP. Hồ Chí Minh 20261123-0481' }])) }));
    renderWithProviders(<TeamBettingPage />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(shown);
  });
});
