import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, clearSession, i18n, queryClient, setSession, MemoryRouter, Route, Routes, QueryClientProvider } from '@site/shared';
import { bodyOf, fakePlatform, ok, refusal, type Routes as PlatformRoutes } from '@site/shared/testing';
import type { LotteryBet, LotteryItem, LotteryMenu, LotteryOdds } from '@site/shared/contract/lottery';
import { LOTTERY_NAMESPACE, resources } from '../../i18n/resources';
import { bettingKeys } from './api/betting-keys';
import BettingScreen from './betting-screen';

// Rendering whole screens on a busy machine can take seconds.
jest.setTimeout(60_000);

const NUMERO = '20261123-0481';

function item(now: number): LotteryItem {
  return {
    gameId: 'FAST_1M',
    gameMenuTag: 'FAST',
    remark: 'Xổ số nhanh 1 phút',
    numero: NUMERO,
    remainTime: 50,
    lockTime: 10,
    drawDayOfWeek: '1,2,3,4,5,6,7',
    winningTime: new Date(now + 60_000).toISOString(),
    lockAt: new Date(now + 50_000).toISOString(),
    openNumber: '',
    lastNumero: null,
    intervalSeconds: 60,
    accountType: 'TCG_LOTTO_VN',
  };
}

const ODDS: LotteryOdds = {
  serverTime: 0,
  unitPrice: '1.00',
  odds: [
    { betType: 'LO2', odds: '3.5' },
    { betType: 'DUOI', odds: '9.5' },
  ],
};

function bet(status: LotteryBet['status'], payout = '0.00'): LotteryBet {
  return {
    betId: '7',
    gameId: 'FAST_1M',
    remark: 'Xổ số nhanh 1 phút',
    numero: '20261123-0480',
    betType: 'DUOI',
    numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    units: 2,
    stake: '20.00',
    odds: '9.5',
    status,
    payout,
    placedAt: '2026-11-23T10:00:00Z',
    settledAt: status === 'PLACED' ? null : '2026-11-23T10:01:00Z',
  };
}

function serve(routes: PlatformRoutes = {}, bets: () => LotteryBet[] = () => []) {
  return fakePlatform({
    '/lgw/vn/games/game_menu': () => ok<LotteryMenu>({ serverTime: Date.now(), menus: [{ tag: 'FAST', gameMenus: [item(Date.now())] }] }),
    '/lgw/vn/bets/odds': () => ok({ ...ODDS, serverTime: Date.now() }),
    '/lgw/vn/numeros/opened/game': () => ok({ serverTime: Date.now(), list: [] }),
    'GET /lgw/vn/bets': () => ok({ serverTime: Date.now(), list: bets(), pageNo: 1, totalPages: 1, totalCount: bets().length }),
    ...routes,
  });
}

function renderAt(route: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/lottery" element={<BettingScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn(isAgent = 0) {
  setSession({ token: 'token-1', account: 'player1', customerId: '42', isAgent, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
}

function listen(name: 'wallet:changed' | 'auth:open-login' | 'auth:need-real-account' | 'chat:open') {
  const heard = jest.fn();
  unsubscribers.push(bus.on(name, heard));
  return heard;
}

let unsubscribers: (() => void)[] = [];

beforeEach(() => {
  addRemoteResources(LOTTERY_NAMESPACE, resources);
  void i18n.changeLanguage('en');
  clearSession();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
});

afterEach(() => {
  for (const unsubscribe of unsubscribers) unsubscribe();
  unsubscribers = [];
});

async function pickDuoiDigits(digits: string[]) {
  await userEvent.click(await screen.findByRole('tab', { name: /^Special, tail digit/ }));
  const grid = screen.getByRole('group', { name: 'Numbers to pick' });
  for (const digit of digits) await userEvent.click(within(grid).getByRole('button', { name: digit }));
}

describe('the betting view', () => {
  it('shows the lottery, its issue, the bet types with their odds and a slip that totals the pick', async () => {
    signIn();
    serve();
    renderAt('/lottery?gameCode=FAST_1M');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast draw, 1 minute' })).toBeInTheDocument();
    expect(screen.getByTestId('current-issue')).toHaveTextContent(`Issue ${NUMERO}`);
    expect(screen.getByRole('timer', { name: /^Betting closes in 00:(49|50)$/ })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Special, tail digit Đuôi Pays 9.5 ×' })).toBeInTheDocument();

    await pickDuoiDigits(['3', '7']);
    expect(within(screen.getByRole('group', { name: 'Numbers to pick' })).getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Units' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Units' }), '5');
    expect(screen.getByTestId('slip-numbers')).toHaveTextContent('3 7');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('P 10.00');
    expect(screen.getByTestId('bet-slip')).toHaveTextContent('Each hit paysP 47.50');
  });

  it("opens the shell's chat room on this game's room, by keyboard and for a visitor too", async () => {
    serve();
    const opened = listen('chat:open');
    renderAt('/lottery?gameCode=FAST_1M');
    const chat = await screen.findByRole('button', { name: 'Chat room of this lottery' });
    expect(chat).toHaveAttribute('aria-haspopup', 'dialog');
    chat.focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith({ room: 'lottery-FAST_1M' });
  });

  it('places the bet with the pick, tells the header to refresh the balance and lists it', async () => {
    signIn();
    let placed = false;
    const platform = serve(
      {
        'POST /lgw/vn/bets': (config) => {
          placed = true;
          const body = bodyOf(config) as { requestId: string };
          return ok({ serverTime: Date.now(), bet: { ...bet('PLACED'), numero: NUMERO, requestId: body.requestId }, balance: '80.00' });
        },
      },
      () => (placed ? [{ ...bet('PLACED'), numero: NUMERO }] : []),
    );
    const walletChanged = listen('wallet:changed');
    renderAt('/lottery?gameCode=FAST_1M&playType=DUOI');
    expect(await screen.findByRole('tab', { name: /^Special, tail digit/ })).toHaveAttribute('aria-selected', 'true');
    const grid = screen.getByRole('group', { name: 'Numbers to pick' });
    for (const digit of ['0', '1']) await userEvent.click(within(grid).getByRole('button', { name: digit }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));

    expect(await screen.findByText(`Bet placed on issue ${NUMERO}: P 20.00.`)).toBeInTheDocument();
    const body = bodyOf(platform.callsTo('POST /lgw/vn/bets')[0]) as Record<string, unknown>;
    expect(body).toEqual({ gameId: 'FAST_1M', numero: NUMERO, betType: 'DUOI', numbers: ['0', '1'], units: 1, requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(walletChanged).toHaveBeenCalledTimes(1);
    const row = await screen.findByTestId('my-bet');
    expect(row).toHaveAttribute('data-status', 'PLACED');
    expect(row).toHaveTextContent('current issue');
    expect(screen.getByTestId('slip-numbers')).toHaveTextContent('none yet');
  });

  it('says clearly that a late bet was refused, and a retry of the same bet keeps its request id', async () => {
    signIn();
    const platform = serve({ 'POST /lgw/vn/bets': () => refusal('LOTTERY_ISSUE_LOCKED', 'locked', 409) });
    renderAt('/lottery?gameCode=FAST_1M&playType=DUOI');
    await pickDuoiDigits([]);
    await userEvent.click(within(screen.getByRole('group', { name: 'Numbers to pick' })).getByRole('button', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Betting on issue ${NUMERO} closed before your bet arrived; nothing was taken.`);

    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('alert');
    const [first, second] = platform.callsTo('POST /lgw/vn/bets').map((call) => (bodyOf(call) as { requestId: string }).requestId);
    expect(second).toBe(first);

    // Another number is another bet: a new request id.
    await userEvent.click(within(screen.getByRole('group', { name: 'Numbers to pick' })).getByRole('button', { name: '5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('alert');
    expect((bodyOf(platform.callsTo('POST /lgw/vn/bets')[2]) as { requestId: string }).requestId).not.toBe(first);
  });

  it('names the field of a validation refusal by its label', async () => {
    signIn();
    // The platform names the field beside the envelope, as its error handler does.
    const validation = { success: false, value: null, errorCode: 'VALIDATION', message: 'units: must be at most 10000', field: 'units' };
    serve({ 'POST /lgw/vn/bets': () => ({ data: validation, status: 400 }) });
    renderAt('/lottery?gameCode=FAST_1M&playType=DUOI');
    await pickDuoiDigits(['4']);
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Units: must be at most 10000$/);
  });

  it('asks a visitor to log in instead of placing the bet', async () => {
    const platform = serve();
    const openLogin = listen('auth:open-login');
    renderAt('/lottery?gameCode=FAST_1M&playType=DUOI');
    expect(await screen.findByText('Log in to place bets and see your bets.')).toBeInTheDocument();
    await pickDuoiDigits(['4']);
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(platform.callsTo('POST /lgw/vn/bets')).toHaveLength(0);
    expect(platform.callsTo('GET /lgw/vn/bets')).toHaveLength(0);
  });

  it('shows a free-play account the warning and places nothing', async () => {
    signIn(4);
    const platform = serve();
    const needReal = listen('auth:need-real-account');
    renderAt('/lottery?gameCode=FAST_1M&playType=DUOI');
    expect(await screen.findByText('Free-play accounts cannot bet on the lottery.')).toBeInTheDocument();
    await pickDuoiDigits(['4']);
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(needReal).toHaveBeenCalledTimes(1);
    expect(platform.callsTo('POST /lgw/vn/bets')).toHaveLength(0);
  });

  it('refuses an eleventh number and a wrongly typed one, saying why', async () => {
    signIn();
    serve();
    renderAt('/lottery?gameCode=FAST_1M&playType=XIEN2');
    const grid = await screen.findByRole('group', { name: 'Numbers to pick' });
    for (const number of ['01', '02', '03']) await userEvent.click(within(grid).getByRole('button', { name: number }));
    expect(within(grid).getByRole('button', { name: '03' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('pick-full')).toHaveTextContent('You have picked as many numbers as this bet type allows (2); take one out first.');

    await userEvent.click(screen.getByRole('tab', { name: /^Any prize, 3 digits/ }));
    expect(screen.queryByRole('group', { name: 'Numbers to pick' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Type your numbers' }), '123, 45');
    await userEvent.click(screen.getByRole('button', { name: 'Use these numbers' }));
    expect(screen.getByTestId('slip-numbers')).toHaveTextContent('123');
    expect(screen.getByTestId('typed-problems')).toHaveTextContent('“45” is not a number of 3 digits.');
  });

  it('says so when the lottery does not exist', async () => {
    serve();
    renderAt('/lottery?gameCode=NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no lottery “NOPE”.');
    expect(screen.getByRole('link', { name: 'Back to the lottery lobby' })).toHaveAttribute('href', '/lottery');
  });

  it('tells the header again when a bet it waited on is settled', async () => {
    signIn();
    let status: LotteryBet['status'] = 'PLACED';
    serve({}, () => [bet(status, status === 'WON' ? '19.00' : '0.00')]);
    const walletChanged = listen('wallet:changed');
    renderAt('/lottery?gameCode=FAST_1M');
    expect(await screen.findByTestId('my-bet')).toHaveAttribute('data-status', 'PLACED');

    status = 'WON';
    await act(() => queryClient.invalidateQueries({ queryKey: bettingKeys.myBets('FAST_1M') }));
    await waitFor(() => expect(screen.getByTestId('my-bet')).toHaveAttribute('data-status', 'WON'));
    expect(within(screen.getByTestId('my-bet')).getByTestId('bet-payout')).toHaveTextContent('P 19.00');
    expect(walletChanged).toHaveBeenCalledTimes(1);
  });
});

describe('the betting view outside Vietnamese', () => {
  it.each([
    ['en', 'Fast draw, 1 minute', 'Special, tail digit'],
    ['es', 'Sorteo rápido, 1 minuto', 'Especial, cifra de cola'],
    ['zh', '1分钟快速彩', '特码尾'],
  ])('in %s names the lottery and the bet types in the language, with the Vietnamese bet-type term beside', async (language, lotteryName, duoiName) => {
    await i18n.changeLanguage(language);
    serve();
    renderAt('/lottery?gameCode=FAST_1M&playType=DUOI');
    expect(await screen.findByRole('heading', { level: 1, name: lotteryName })).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: new RegExp(`^${duoiName} Đuôi`) });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(within(tab).getByText('Đuôi')).toHaveAttribute('lang', 'vi');
    for (const other of screen.getAllByRole('tab')) expect(other.textContent).not.toMatch(/^(Lô|Đề|3 càng|Đầu|Đuôi|Xiên)/);
  });

  it('in Vietnamese shows the Vietnamese names once', async () => {
    await i18n.changeLanguage('vi');
    serve();
    renderAt('/lottery?gameCode=FAST_1M&playType=DUOI');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xổ số nhanh 1 phút' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Đuôi Trả 9.5 ×' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the bet-type row', () => {
  it('offers scroll buttons when its types do not fit, each disabled at its own end', async () => {
    // jsdom lays nothing out: the row is made 300 px wide with 900 px of tabs.
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    try {
      serve();
      renderAt('/lottery?gameCode=FAST_1M');
      const tabs = await screen.findByRole('tablist', { name: 'Bet type' });
      const back = await screen.findByRole('button', { name: 'Earlier bet types' });
      const more = screen.getByRole('button', { name: 'More bet types' });
      expect(back).toBeDisabled();
      expect(more).toBeEnabled();
      const scroller = document.getElementById(more.getAttribute('aria-controls') ?? '');
      expect(scroller).toContainElement(tabs);
      more.focus();
      expect(more).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(scroller!.scrollLeft).toBeGreaterThan(0);
      fireEvent.scroll(scroller!);
      expect(screen.getByRole('button', { name: 'Earlier bet types' })).toBeEnabled();
    } finally {
      width.mockRestore();
      scrollWidth.mockRestore();
    }
  });
});

describe('pick refusals', () => {
  it('announces a number too many as an alert beside the grid and scrolls it into view', async () => {
    const scrolled = jest.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      signIn();
      serve();
      renderAt('/lottery?gameCode=FAST_1M&playType=XIEN2');
      const grid = await screen.findByRole('group', { name: 'Numbers to pick' });
      for (const number of ['01', '02', '03']) await userEvent.click(within(grid).getByRole('button', { name: number }));
      const alert = within(screen.getByRole('tabpanel')).getByRole('alert');
      expect(alert).toHaveTextContent('You have picked as many numbers as this bet type allows (2); take one out first.');
      expect(grid.nextElementSibling).toBe(alert);
      expect(grid.getAttribute('aria-describedby')).toContain(alert.id);
      expect(scrolled).toHaveBeenCalled();
      expect(scrolled.mock.contexts.at(-1)).toBe(alert);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('puts a typed number too many under the field that took it, as an alert the field points to', async () => {
    signIn();
    serve();
    renderAt('/lottery?gameCode=FAST_1M&playType=XIEN2');
    const field = await screen.findByRole('textbox', { name: 'Type your numbers' });
    await userEvent.type(field, '01 02 03');
    await userEvent.click(screen.getByRole('button', { name: 'Use these numbers' }));
    const alert = within(screen.getByRole('tabpanel')).getByRole('alert');
    expect(alert).toHaveTextContent('“03” is one number too many (at most 2).');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(field.closest('form')).toContainElement(alert);
  });
});

describe('the way to the draw check', () => {
  it('links the result board to the results page of this fast lottery, where its draws are verified', async () => {
    serve();
    renderAt('/lottery?gameCode=FAST_1M');
    const board = await screen.findByTestId('result-board');
    expect(within(board).getByRole('link', { name: 'All results and the draw check' })).toHaveAttribute('href', '/vnlottery?region=FAST&game=FAST_1M');
  });
});
