import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@site/shared';
import type { VendorCard, VendorLane } from '@site/shared';
import type { BettingRecordItem, BettingRecordValue } from '@site/shared/contract/member';
import { never, ok, refusal, type FakePlatform, type Reply } from '@site/shared/testing';
import BettingRecordPage from './betting-record-page';
import { setUpRecordPageTests } from './testing/record-page-tests';
import { lastParams, resetRecordQueries, siteDayAgo } from './testing/record-requests';

const ROUTE = 'GET /wps/member/records/bets';
const LANES_ROUTE = 'GET /wps/relay/GCSGAME_newGameVendor';

function card(vassalage: string, displayName: string, gameType: VendorCard['gameType']): VendorCard {
  return { accountTypeId: displayName.length, vassalage, gameType, displayName, isHot: 0, logoUrl: '' };
}

/** The catalogue's providers: PG in two lanes, one live provider. */
const LANES: VendorLane[] = [
  { id: 1, title: 'RNG', cards: [card('PG', 'PG Soft', 'RNG'), card('JILI', 'Jili', 'RNG')], gameClassify: [] },
  { id: 2, title: 'LIVE', cards: [card('EVO', 'Evolution', 'LIVE')], gameClassify: [] },
  { id: 3, title: 'FISH', cards: [card('JILI', 'Jili', 'FISH')], gameClassify: [] },
];

function round(id: string, overrides: Partial<BettingRecordItem> = {}): BettingRecordItem {
  return {
    id,
    source: 'GAME_ROUND',
    roundId: `round-${id}`,
    vendor: 'PG',
    gameType: 'RNG',
    gameCode: 'lucky-sevens',
    gameName: 'Lucky Sevens',
    stake: '10.00',
    validBet: '10.00',
    win: '25.50',
    profit: '15.50',
    status: 'SETTLED',
    startedAt: '2025-03-01T10:00:00.000Z',
    settledAt: '2025-03-01T10:00:01.000Z',
    ...overrides,
  };
}

function page(list: BettingRecordItem[], pageNo = 1, totalPages = 1): BettingRecordValue {
  return {
    list,
    pageNo,
    totalPages,
    totalCount: list.length,
    totals: { rounds: 31, stake: '1234.00', validBet: '1200.00', win: '1100.00', profit: '-100.00' },
  };
}

let api: FakePlatform;

const fake = setUpRecordPageTests();

describe('Betting record', () => {
  it('asks for the last 7 days at first and shows the rounds with the totals of the filter', async () => {
    api = fake({ [LANES_ROUTE]: () => ok(LANES), [ROUTE]: () => ok(page([round('1'), round('2', { status: 'ROLLED_BACK', gameName: 'Fishing King', gameType: 'FISH' })])) });
    render(<BettingRecordPage />);
    const table = await screen.findByRole('table', { name: 'Rounds, newest first' });
    expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(6), endDate: siteDayAgo(0), pageNo: 1 });

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('cell', { name: 'Lucky Sevens' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: 'Slots' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: 'round-1' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: 'Settled' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('P 25.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'Fishing' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'Cancelled' })).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals of the period' });
    expect(within(totals).getByText('31')).toBeInTheDocument();
    expect(within(totals).getByText('P 1,234.00')).toBeInTheDocument();
    expect(within(totals).getByText('P 1,200.00')).toBeInTheDocument();
    expect(within(totals).getByText('P 1,100.00')).toBeInTheDocument();
    expect(within(totals).getByText('-P 100.00')).toBeInTheDocument();
  });

  it('sends the game type, provider and date range chosen, back on page 1', async () => {
    api = fake({ [LANES_ROUTE]: () => ok(LANES), [ROUTE]: (config) => ok(page([round(String(config.params.pageNo))], config.params.pageNo, 3)) });
    render(<BettingRecordPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastParams(api, ROUTE)).toMatchObject({ pageNo: 2 }));

    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Slots');
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(6), endDate: siteDayAgo(0), gameType: 'RNG', pageNo: 1 }));

    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'PG Soft');
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(6), endDate: siteDayAgo(0), gameType: 'RNG', vendor: 'PG', pageNo: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(1), endDate: siteDayAgo(1), gameType: 'RNG', vendor: 'PG', pageNo: 1 }));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: siteDayAgo(20) } });
    await waitFor(() => expect(lastParams(api, ROUTE)).toMatchObject({ startDate: siteDayAgo(20), endDate: siteDayAgo(1) }));

    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'All');
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(20), endDate: siteDayAgo(1), vendor: 'PG', pageNo: 1 }));
  });

  it("offers the catalogue's providers by name, narrowed to the game type chosen, and names them in the rows", async () => {
    api = fake({ [LANES_ROUTE]: () => ok(LANES), [ROUTE]: () => ok(page([round('1')])) });
    render(<BettingRecordPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'PG Soft' })).toBeInTheDocument();
    const provider = screen.getByLabelText('Provider');
    const offered = () => within(provider).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);
    await waitFor(() => expect(offered()).toEqual([['', 'All'], ['EVO', 'Evolution'], ['JILI', 'Jili'], ['PG', 'PG Soft']]));

    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Fishing');
    expect(offered()).toEqual([['', 'All'], ['JILI', 'Jili']]);
    await userEvent.selectOptions(provider, 'Jili');
    await waitFor(() => expect(lastParams(api, ROUTE)).toMatchObject({ gameType: 'FISH', vendor: 'JILI' }));

    // Jili has slots too: the provider stays. Evolution has no slots: the provider goes back to all.
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Slots');
    await waitFor(() => expect(lastParams(api, ROUTE)).toMatchObject({ gameType: 'RNG', vendor: 'JILI' }));
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Live casino');
    await waitFor(() => expect(lastParams(api, ROUTE)).toEqual({ startDate: siteDayAgo(6), endDate: siteDayAgo(0), gameType: 'LIVE', pageNo: 1 }));
    expect(provider).toHaveValue('');
  });

  it('pages on the server: next and previous ask for that page and show where the member is', async () => {
    api = fake({ [LANES_ROUTE]: () => ok(LANES), [ROUTE]: (config) => ok(page([round(`p${config.params.pageNo}`)], config.params.pageNo, 2)) });
    render(<BettingRecordPage />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'round-p2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('cell', { name: 'round-p1' })).toBeInTheDocument();
    // Page 1 may come from the cache; what matters is that page 2 was asked of the server.
    expect(api.callsTo(ROUTE).map((call) => call.params.pageNo).slice(0, 2)).toEqual([1, 2]);
  });

  it('shows a busy state while loading and the empty text for a period without bets', async () => {
    let reply: () => Reply<BettingRecordValue> | Promise<Reply<BettingRecordValue>> = never;
    api = fake({ [LANES_ROUTE]: () => ok(LANES), [ROUTE]: () => reply() });
    const { unmount } = render(<BettingRecordPage />);
    expect(await screen.findByRole('status')).toHaveAttribute('aria-busy', 'true');
    unmount();

    resetRecordQueries();
    reply = () => ok(page([]));
    render(<BettingRecordPage />);
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure with Retry, which loads the record again', async () => {
    let fail = true;
    api = fake({ [LANES_ROUTE]: () => ok(LANES), [ROUTE]: () => (fail ? refusal('INTERNAL', 'Something went wrong', 500) : ok(page([round('1')]))) });
    render(<BettingRecordPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('names game types and states in the member language', async () => {
    api = fake({ [LANES_ROUTE]: () => ok(LANES), [ROUTE]: () => ok(page([round('1')])) });
    await act(() => setLanguage('es'));
    render(<BettingRecordPage />);
    const table = await screen.findByRole('table', { name: 'Rondas, las más recientes primero' });
    expect(within(table).getByRole('cell', { name: 'Tragamonedas' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Liquidada' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de juego')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Northern Vietnam (Miền Bắc) 20261123-0481', 'Fast draw, 5 minutes 20261123-0007'],
    ['vi', 'Miền Bắc 20261123-0481', 'Xổ số nhanh 5 phút 20261123-0007'],
    ['zh', '越南北部 (Miền Bắc) 20261123-0481', '5分钟快速彩 20261123-0007'],
  ])("names lottery bets in the member language (%s), with the Vietnamese name players know beside", async (language, north, fast) => {
    const lottery = { vendor: 'TCG_LOTTO_VN', gameType: 'LOTT' };
    const rounds = [
      round('1', { ...lottery, gameCode: 'VN_MB', gameName: 'Miền Bắc 20261123-0481' }),
      round('2', { ...lottery, gameCode: 'FAST_5M', gameName: 'Xổ số nhanh 5 phút 20261123-0007' }),
      round('3'),
    ];
    api = fake({ [LANES_ROUTE]: () => ok(LANES), [ROUTE]: () => ok(page(rounds)) });
    await act(() => setLanguage(language));
    render(<BettingRecordPage />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('cell', { name: north })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: fast })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: 'Lucky Sevens' })).toBeInTheDocument();
  });
});
