/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError, type ProviderApi } from './api';
import { startGame, type RunningGame } from './app';
import { BETTING_SECONDS, DEALER_NAMES, dealerName } from './engines/dealer';
import { REEL_STOP_MS } from './engines/slot';
import type { Engine, EventItem, HistoryEntry, SessionValue } from './types';

const LOBBY = 'https://site.example';

function session(engine: Engine, overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    game: { code: 'RNG-123', name: 'Lucky Reef', type: 'RNG', vendor: 'PG', engine, theme: { symbols: ['cherry', 'bell', 'seven', 'bar', 'star', 'wild'], palette: 'ocean' } },
    currency: 'REAL',
    balance: 100000,
    stakes: [100, 200, 500],
    lobbyOrigin: LOBBY,
    language: 'en',
    ...overrides,
  };
}

function fakeApi(value: SessionValue, overrides: Partial<ProviderApi> = {}) {
  const history: HistoryEntry[] = [];
  const api: jest.Mocked<ProviderApi> = {
    session: jest.fn(async () => value),
    spin: jest.fn(),
    dealBaccarat: jest.fn(),
    dealDragonTiger: jest.fn(),
    events: jest.fn(async () => []),
    betOnEvent: jest.fn(),
    history: jest.fn(async () => history),
    ...overrides,
  } as jest.Mocked<ProviderApi>;
  return { api, history };
}

function framedWindow() {
  const parent = { postMessage: jest.fn() };
  const win = { parent, opener: null } as unknown as Window;
  return { win, parent };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let running: RunningGame | undefined;
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '';
  root = document.createElement('main');
  document.body.appendChild(root);
});
afterEach(() => {
  running?.stop();
  running = undefined;
});

const text = () => root.textContent ?? '';
const button = (name: string | RegExp) => {
  const found = [...root.querySelectorAll('button')].find((b) => (typeof name === 'string' ? b.textContent === name : name.test(b.textContent ?? '')));
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
};
const status = () => root.querySelector('[role="status"]')?.textContent;
const alertText = () => root.querySelector('[role="alert"]')?.textContent;
const balance = () => root.querySelector('.balance-amount')?.textContent;

describe("the site's theme", () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
  const css = () => readFileSync(path.join(__dirname, 'client.css'), 'utf8');

  it('takes the theme the launch carried: dark picks the dark palette, light the light one, whatever the device prefers', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('light'), media: query })) as unknown as typeof window.matchMedia;
    running = await startGame({ root, api: fakeApi(session('slot')).api, theme: 'dark', win: framedWindow().win });
    expect(document.documentElement.dataset.theme).toBe('dark');
    running.stop();
    running = await startGame({ root, api: fakeApi(session('slot')).api, theme: 'light', win: framedWindow().win });
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("without one follows the device's preference, dark when it states none", async () => {
    running = await startGame({ root, api: fakeApi(session('slot')).api, theme: 'sepia', win: framedWindow().win });
    expect(document.documentElement.dataset.theme).toBe('dark');
    running.stop();
    window.matchMedia = ((query: string) => ({ matches: query.includes('light'), media: query })) as unknown as typeof window.matchMedia;
    running = await startGame({ root, api: fakeApi(session('slot')).api, win: framedWindow().win });
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('keeps the dark palette on :root and the light one under data-theme="light" only, never the media query alone', () => {
    expect(css()).toMatch(/:root \{[^}]*--bg: #0f1620;[^}]*color-scheme: dark;/);
    expect(css()).toMatch(/:root\[data-theme='light'\] \{[^}]*--bg: #f2f4f7;[^}]*color-scheme: light;/);
    expect(css()).not.toContain('prefers-color-scheme');
  });
});

describe('the round history', () => {
  it('words each round in the player language from its outcome, and keeps the summary for rounds without one', async () => {
    const { api, history } = fakeApi(session('baccarat', { language: 'es' }));
    history.push(
      { roundId: 'b-2', time: '2030-01-01T10:01:00Z', stake: 500, win: 1000, status: 'SETTLED', summary: 'PLAYER 4:6', engine: 'baccarat', outcome: { outcome: 'PLAYER', playerTotal: 4, bankerTotal: 6 } },
      { roundId: 'b-1', time: '2030-01-01T10:00:00Z', stake: 500, win: 0, status: 'SETTLED', summary: 'BANKER 9:2' },
    );
    running = await startGame({ root, api, win: framedWindow().win });
    const lines = [...root.querySelectorAll('.history-table .round-summary')].map((cell) => cell.textContent);
    expect(lines).toEqual(['Jugador 4:6', 'BANKER 9:2']);
  });
});

describe('the slot', () => {
  it('names a jackpot win beside the line wins, in the player language, and counts it in the round win', async () => {
    const { api } = fakeApi(session('slot', { language: 'es' }));
    api.spin.mockResolvedValue({ roundId: 'r-7', reels: [['a'], ['b'], ['c']], lines: [], jackpot: 1_234_567, win: 1_234_567, balance: 1_334_467 });
    running = await startGame({ root, api, win: framedWindow().win });
    button('Girar').click();
    await flush();
    expect(root.querySelector('.line-wins .jackpot-win')?.textContent).toBe('¡Bote! 12,345.67 son tuyos.');
    expect(status()).toContain('¡Bote! 12,345.67 son tuyos.');
    expect(status()).toContain('Has ganado 12,345.67.');
  });

  it('shows the balance, the stakes and the theme, spins at the chosen stake, highlights the win line, announces the result and tells the host page', async () => {
    const { api, history } = fakeApi(session('slot'));
    api.spin.mockImplementation(async (stake) => {
      history.unshift({ roundId: 'r-9', time: '2025-01-01T10:00:00Z', stake, win: 1000, status: 'SETTLED', summary: '3 × cherry' });
      return {
        roundId: 'r-9',
        reels: [
          ['bell', 'cherry', 'star'],
          ['bar', 'cherry', 'wild'],
          ['seven', 'cherry', 'bell'],
        ],
        lines: [{ line: 1, symbol: 'cherry', count: 3, win: 1000 }],
        jackpot: 0,
        win: 1000,
        balance: 100500,
      };
    });
    const { win, parent } = framedWindow();
    running = await startGame({ root, api, language: 'en', win });

    expect(document.documentElement.lang).toBe('en');
    expect(root.querySelector('h1')?.textContent).toBe('Lucky Reef');
    expect(balance()).toBe('1,000.00');
    expect(text()).not.toContain('PLAY');
    const stake = root.querySelector('select') as HTMLSelectElement;
    expect(root.querySelector(`label[for="${stake.id}"]`)?.textContent).toBe('Stake');
    expect([...stake.options].map((o) => o.textContent)).toEqual(['1.00', '2.00', '5.00']);
    expect(text()).toContain('No rounds played yet.');
    expect(root.querySelector('.slot')?.classList.contains('palette-ocean')).toBe(true);

    stake.value = '500';
    button('Spin').click();
    await flush();

    expect(api.spin).toHaveBeenCalledWith(500);
    expect(balance()).toBe('1,005.00');
    expect(status()).toBe('Line 1: 3 × Cherries pays 10.00. You won 10.00.');
    // Line 1 is the middle row: the three middle cells, and only they, are marked.
    const cells = [...root.querySelectorAll('.reels .cell')];
    expect(cells.map((cell) => cell.classList.contains('win'))).toEqual([false, false, false, true, true, true, false, false, false]);
    // Each cell is a drawing named in words; ids the client has no drawing for keep their own name.
    expect(cells.map((cell) => cell.firstElementChild?.getAttribute('aria-label'))).toEqual(['Bell', 'Bar', 'Seven', 'Cherries', 'Cherries', 'Cherries', 'star', 'wild', 'Bell']);
    expect(cells.map((cell) => cell.firstElementChild?.getAttribute('role'))).toEqual(Array(9).fill('img'));
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'game:round-settled', roundId: 'r-9', balance: 1005 }, LOBBY);
    await flush();
    const rows = [...root.querySelectorAll('.history-table tbody tr')];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('5.00');
    expect(rows[0]?.textContent).toContain('10.00');
    expect(rows[0]?.textContent).toContain('Round r-9');
  });

  it('spins on Space or Enter pressed on the page, one round at a time, but not while a control has the key', async () => {
    const { api } = fakeApi(session('slot'));
    let answer: (() => void) | undefined;
    api.spin.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ roundId: 'r-1', reels: [['a'], ['b'], ['c']], lines: [], jackpot: 0, win: 0, balance: 99900 });
        }),
    );
    running = await startGame({ root, api, language: 'en', win: framedWindow().win });

    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(api.spin).toHaveBeenCalledTimes(1);
    expect(button('Spin').getAttribute('aria-disabled')).toBe('true');
    answer?.();
    await flush();
    expect(status()).toBe('No win this round.');
    expect(button('Spin').hasAttribute('aria-disabled')).toBe(false);

    (root.querySelector('select') as HTMLSelectElement).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(api.spin).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(api.spin).toHaveBeenCalledTimes(2);
  });

  it('labels play money and shows insufficient funds in plain words, with the balance the provider reports', async () => {
    const { api } = fakeApi(session('slot', { currency: 'PLAY', balance: 50 }));
    api.spin.mockRejectedValue(new ApiError('INSUFFICIENT_FUNDS', 'balance too low', { balance: 40, currency: 'PLAY' }));
    const { win, parent } = framedWindow();
    running = await startGame({ root, api, language: 'en', win });
    expect(root.querySelector('.balance')?.textContent).toContain('PLAY');
    expect(root.querySelector('.balance')?.textContent).toContain('play money');

    button('Spin').click();
    await flush();
    expect(alertText()).toBe('Your balance is too low for this bet. Choose a smaller stake.');
    expect(balance()).toBe('0.40');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('switches every control off when the session has expired', async () => {
    const { api } = fakeApi(session('slot'));
    api.spin.mockRejectedValue(new ApiError('SESSION_EXPIRED', 'expired'));
    running = await startGame({ root, api, language: 'en', win: framedWindow().win });
    button('Spin').click();
    await flush();
    expect(alertText()).toBe('This game session has ended. Close the game and open it again from the lobby.');
    expect(button('Spin').disabled).toBe(true);
    expect((root.querySelector('select') as HTMLSelectElement).disabled).toBe(true);
    button('Spin').click();
    expect(api.spin).toHaveBeenCalledTimes(1);
  });

  it('speaks the launch language, else the session language', async () => {
    const { api } = fakeApi(session('slot', { language: 'vi' }));
    running = await startGame({ root, api, language: 'zh-CN', win: framedWindow().win });
    expect(document.documentElement.lang).toBe('zh');
    expect(button('旋转')).toBeTruthy();
    running.stop();

    running = await startGame({ root, api, language: null, win: framedWindow().win });
    expect(document.documentElement.lang).toBe('vi');
    expect(button('Quay')).toBeTruthy();
  });

  it('shows why the game cannot start when the session cannot be loaded', async () => {
    const { api } = fakeApi(session('slot'), { session: jest.fn().mockRejectedValue(new ApiError('SESSION_EXPIRED', 'gone')) });
    await expect(startGame({ root, api, language: 'es', win: framedWindow().win })).rejects.toThrow('gone');
    expect(alertText()).toBe('Esta sesión de juego ha terminado. Cierra el juego y ábrelo de nuevo desde el lobby.');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('baccarat', () => {
  it('bets the chosen spots at the selected stake, deals the hands and reads out the outcome', async () => {
    const { api } = fakeApi(session('baccarat', { game: { ...session('slot').game, engine: 'baccarat', name: 'Baccarat 1' } }));
    api.dealBaccarat.mockResolvedValue({
      roundId: 'b-1',
      playerCards: ['AS', '5H'],
      bankerCards: ['KD', '10C', '2S'],
      playerTotal: 6,
      bankerTotal: 2,
      outcome: 'PLAYER',
      win: 400,
      balance: 100200,
    });
    const { win, parent } = framedWindow();
    running = await startGame({ root, api, language: 'en', win });

    button('Deal').click();
    await flush();
    expect(api.dealBaccarat).not.toHaveBeenCalled();
    expect(status()).toBe('Choose where to bet first.');

    (root.querySelector('select') as HTMLSelectElement).value = '200';
    const player = button(/^Player/);
    player.click();
    expect(player.getAttribute('aria-pressed')).toBe('true');
    expect(player.textContent).toBe('Player2.00');
    button(/^Tie/).click();
    button(/^Tie/).click();
    button('Deal').click();
    await flush();

    expect(api.dealBaccarat).toHaveBeenCalledWith({ player: 200 });
    expect([...root.querySelectorAll('.hand-player .card-face')].map((card) => card.getAttribute('aria-label'))).toEqual(['Ace of spades', '5 of hearts']);
    expect(root.querySelector('.hand-player')?.classList.contains('winner')).toBe(true);
    expect(root.querySelectorAll('.hand-banker .card')).toHaveLength(3);
    expect(root.querySelector('.hand-banker')?.textContent).toContain('Total 2');
    expect(status()).toBe('Player 6, Banker 2. Player wins. You won 4.00.');
    expect(balance()).toBe('1,002.00');
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'game:round-settled', roundId: 'b-1', balance: 1002 }, LOBBY);
  });
});

describe('the live table', () => {
  const HAND = { roundId: 'b-3', playerCards: ['AS', '5H'], bankerCards: ['KD', '9C'], playerTotal: 6, bankerTotal: 9, outcome: 'BANKER' as const, win: 0, balance: 99800 };
  const liveSession = () => session('baccarat', { game: { ...session('slot').game, code: 'LIVE-DG', type: 'LIVE', engine: 'baccarat', name: 'DG Live' } });
  const countdown = () => root.querySelector('[role="timer"]')?.textContent;
  afterEach(() => jest.useRealTimers());

  it('seats a named dealer with the shoe above the hands, and counts the betting time down', async () => {
    jest.useFakeTimers();
    const { api } = fakeApi(liveSession());
    running = await startGame({ root, api, language: 'es', win: framedWindow().win });
    const seat = root.querySelector('section.dealer-area')!;
    const name = dealerName('LIVE-DG');
    expect(DEALER_NAMES).toContain(name);
    expect(seat.getAttribute('aria-label')).toBe(`Crupier ${name}`);
    expect(seat.querySelector('.dealer-name')?.textContent).toBe(`Crupier ${name}`);
    expect(seat.querySelector('svg.dealer-figure')?.getAttribute('aria-hidden')).toBe('true');
    expect(seat.querySelector('svg.shoe')?.getAttribute('aria-label')).toBe('Sabot de cartas');
    // The seat comes before the hands, as a dealer sits across the table from the player.
    expect(seat.compareDocumentPosition(root.querySelector('.hands')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(countdown()).toBe(`Las apuestas cierran en ${BETTING_SECONDS} s`);
    await jest.advanceTimersByTimeAsync(3000);
    expect(countdown()).toBe(`Las apuestas cierran en ${BETTING_SECONDS - 3} s`);
  });

  it('deals the bets on the table when the betting time runs out, and with no bet just opens a new betting window', async () => {
    jest.useFakeTimers();
    const { api } = fakeApi(liveSession());
    api.dealBaccarat.mockResolvedValue(HAND);
    running = await startGame({ root, api, language: 'en', win: framedWindow().win });
    await jest.advanceTimersByTimeAsync(BETTING_SECONDS * 1000);
    expect(api.dealBaccarat).not.toHaveBeenCalled();
    expect(countdown()).toBe(`Bets close in ${BETTING_SECONDS} s`);

    (root.querySelector('select') as HTMLSelectElement).value = '200';
    button(/^Banker/).click();
    await jest.advanceTimersByTimeAsync(BETTING_SECONDS * 1000);
    expect(api.dealBaccarat).toHaveBeenCalledWith({ banker: 200 });
    expect(status()).toBe('Player 6, Banker 9. Banker wins. No win this round.');
    expect(countdown()).toBe(`Bets close in ${BETTING_SECONDS} s`);
  });

  it('is only at the live table: dragon tiger has no dealer seat', async () => {
    const { api } = fakeApi(session('dragon-tiger'));
    running = await startGame({ root, api, language: 'en', win: framedWindow().win });
    expect(root.querySelector('.dealer-area')).toBeNull();
  });
});

describe('dragon tiger', () => {
  it('deals one card each and reads out a tie', async () => {
    const { api } = fakeApi(session('dragon-tiger'));
    api.dealDragonTiger.mockResolvedValue({ roundId: 'd-1', dragonCard: 'QH', tigerCard: 'QS', outcome: 'TIE', win: 0, balance: 99950 });
    const { win, parent } = framedWindow();
    running = await startGame({ root, api, language: 'en', win });
    button(/^Dragon/).click();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await flush();
    expect(api.dealDragonTiger).toHaveBeenCalledWith({ dragon: 100 });
    expect(root.querySelector('.hand-dragon .card-face')?.classList.contains('red')).toBe(true);
    expect(status()).toBe('Dragon Queen of hearts, Tiger Queen of spades. Tie. No win this round.');
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'game:round-settled', roundId: 'd-1', balance: 999.5 }, LOBBY);
  });
});

describe('fixed-odds events', () => {
  const match = (overrides: Partial<EventItem> = {}): EventItem => ({
    eventId: 'e-1',
    home: 'Red Lions',
    away: 'Blue Sharks',
    kickOffAt: '2030-01-01T12:00:00Z',
    status: 'OPEN',
    odds: { home: 1.9, draw: 3.4, away: 4.1 },
    ...overrides,
  });

  it('lists matches with odds, bets the picked selection, tells the host page, and follows the match to its settlement', async () => {
    jest.useFakeTimers();
    try {
      let events: EventItem[] = [match(), match({ eventId: 'e-2', home: 'Ravens', away: 'Owls', status: 'CLOSED', odds: { home: 1.5, away: 2.6 } })];
      const { api, history } = fakeApi(session('events'), { events: jest.fn(async () => events) });
      api.betOnEvent.mockImplementation(async (_id, _selection, stake) => {
        history.unshift({ roundId: 'ev-1', time: '2030-01-01T11:00:00Z', stake, win: 0, status: 'OPEN', summary: 'Red Lions – Blue Sharks: Home' });
        return { roundId: 'ev-1', balance: 99900 };
      });
      const { win, parent } = framedWindow();
      const started = startGame({ root, api, language: 'en', win, refreshMs: 3000 });
      await jest.advanceTimersByTimeAsync(0);
      running = await started;

      const cards = [...root.querySelectorAll('.event')];
      expect(cards.map((card) => card.querySelector('legend')?.textContent)).toEqual(['Red Lions – Blue Sharks', 'Ravens – Owls']);
      expect(cards[0]?.textContent).toContain('Open for bets');
      expect(cards[1]?.textContent).toContain('Betting closed');
      const radios = [...cards[0]!.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['HomeRed Lions1.90', 'Draw3.40', 'AwayBlue Sharks4.10']);
      // No draw odds: no draw choice; closed: nothing to pick and no bet button.
      expect((cards[1]!.querySelector('input[value="DRAW"]')?.closest('label') as HTMLElement).hidden).toBe(true);
      expect([...cards[1]!.querySelectorAll('input')].every((input) => (input as HTMLInputElement).disabled)).toBe(true);
      expect((cards[1]!.querySelector('button') as HTMLButtonElement).hidden).toBe(true);

      const bet = cards[0]!.querySelector('button') as HTMLButtonElement;
      bet.click();
      expect(status()).toBe('Pick a selection for this match first.');
      radios[0]!.click();
      bet.focus();
      bet.click();
      await jest.advanceTimersByTimeAsync(0);
      expect(api.betOnEvent).toHaveBeenCalledWith('e-1', 'HOME', 100);
      expect(status()).toBe('Bet placed: 1.00 on Red Lions at 1.90.');
      expect(balance()).toBe('999.00');
      expect(parent.postMessage).toHaveBeenCalledWith({ type: 'game:round-settled', roundId: 'ev-1', balance: 999 }, LOBBY);

      // The provider settles the match; the next reload shows the result and pays the bet.
      events = [match({ status: 'SETTLED', result: 'HOME' }), events[1]!];
      history[0] = { ...history[0]!, status: 'SETTLED', win: 190 };
      api.session.mockResolvedValue({ ...session('events'), balance: 100090 });
      await jest.advanceTimersByTimeAsync(3000);
      await jest.advanceTimersByTimeAsync(0);

      const settled = root.querySelector('[data-event-id="e-1"]')!;
      // The same node is updated in place, so the focus stays where it was.
      expect(settled).toBe(cards[0]);
      expect(document.activeElement).toBe(bet);
      expect(settled.textContent).toContain('Result: Home (Red Lions)');
      expect(settled.textContent).toContain('Settled');
      expect(balance()).toBe('1,000.90');
      expect(status()).toBe('You won 1.90.');
      expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'game:round-settled', roundId: 'ev-1', balance: 1000.9 }, LOBBY);
    } finally {
      running?.stop();
      running = undefined;
      jest.useRealTimers();
    }
  });

  it('says so when betting closed in the meantime', async () => {
    const { api } = fakeApi(session('events'), { events: jest.fn(async () => [match()]) });
    api.betOnEvent.mockRejectedValue(new ApiError('BET_CLOSED', 'closed'));
    running = await startGame({ root, api, language: 'en', win: framedWindow().win, refreshMs: 60_000 });
    await flush();
    (root.querySelector('input[value="AWAY"]') as HTMLInputElement).click();
    (root.querySelector('.event button') as HTMLButtonElement).click();
    await flush();
    expect(alertText()).toBe('Betting on this match has closed.');
  });

  it('explains a bet the wallet did not take in time', async () => {
    const { api } = fakeApi(session('events'), { events: jest.fn(async () => [match()]) });
    api.betOnEvent.mockRejectedValue(new ApiError('WALLET_UNAVAILABLE', 'rolled back'));
    running = await startGame({ root, api, language: 'en', win: framedWindow().win, refreshMs: 60_000 });
    await flush();
    (root.querySelector('input[value="HOME"]') as HTMLInputElement).click();
    (root.querySelector('.event button') as HTMLButtonElement).click();
    await flush();
    expect(alertText()).toContain('the bet was cancelled and nothing was taken');
  });
});

describe('motion', () => {
  const SLOT_THEME = { symbols: ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven'], palette: 'gold' };
  const SPIN = {
    roundId: 'r-1',
    reels: [
      ['bell', 'seven', 'bar'],
      ['lemon', 'seven', 'plum'],
      ['cherry', 'seven', 'orange'],
    ],
    lines: [{ line: 1, symbol: 'seven', count: 3, win: 20000 }],
    jackpot: 0,
    win: 20000,
    balance: 119900,
  };

  const BACCARAT = { roundId: 'b-1', playerCards: ['AS', '5H', '2C'], bankerCards: ['KD', '9C'], playerTotal: 8, bankerTotal: 9, outcome: 'BANKER' as const, win: 0, balance: 99900 };

  interface Run {
    element: Element;
    options: KeyframeAnimationOptions;
    finish(): void;
  }
  let runs: Run[];

  /** A browser that asks for motion (or not), with animations that end when the test says. */
  function browser(reduce: boolean): void {
    runs = [];
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') && reduce, media: query })) as unknown as typeof window.matchMedia;
    Element.prototype.animate = function animate(this: Element, _keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      runs.push({ element: this, options, finish });
      return { finished } as unknown as Animation;
    } as typeof Element.prototype.animate;
  }

  function motionApi(engine: Engine) {
    const { api } = fakeApi(session(engine, { game: { ...session(engine).game, theme: SLOT_THEME } }));
    api.spin.mockResolvedValue(SPIN);
    api.dealBaccarat.mockResolvedValue(BACCARAT);
    return api;
  }
  const press = (name: string) => button(name).click();
  const labels = () => [...root.querySelectorAll('.reels .cell')].map((cell) => cell.querySelector('[role="img"]')?.getAttribute('aria-label'));
  const win = framedWindow().win;
  const jsdomAnimate = Element.prototype.animate;
  afterEach(() => {
    // Back to jsdom as it is (no matchMedia, no animations) for the other tests.
    Reflect.deleteProperty(window, 'matchMedia');
    Element.prototype.animate = jsdomAnimate;
  });

  describe('a spin', () => {
    it('turns the reels after the answer, stopping them left to right well under 2 s, and shows the result once they stop', async () => {
      browser(false);
      running = await startGame({ root, api: motionApi('slot'), language: 'en', win });
      press('Spin');
      await flush();

      // Nine cells turn, a reel's three together; the reels stop left to right.
      expect(runs).toHaveLength(9);
      const stops = [0, 1, 2].map((reel) => runs.filter((run) => run.element.parentElement?.classList.contains(`reel-${reel}`)).map((run) => run.options.duration));
      expect(stops).toEqual(REEL_STOP_MS.map((ms) => [ms, ms, ms]));
      expect(REEL_STOP_MS[0]).toBeLessThan(REEL_STOP_MS[1]);
      expect(REEL_STOP_MS[1]).toBeLessThan(REEL_STOP_MS[2]);
      expect(Math.max(...REEL_STOP_MS)).toBeLessThan(1500);
      // While they turn, each strip lands on the server's symbol, the rest hidden from screen readers,
      // and neither the result nor the new balance is given away.
      expect(labels()).toEqual(['Bell', 'Lemon', 'Cherries', 'Seven', 'Seven', 'Seven', 'Bar', 'Plum', 'Orange']);
      expect(root.querySelectorAll('.strip [role="img"]')).toHaveLength(9);
      expect(root.querySelectorAll('.strip [aria-hidden="true"]').length).toBeGreaterThan(9);
      expect(status()).toBe('');
      expect(balance()).toBe('1,000.00');

      for (const run of runs) run.finish();
      await flush();
      expect(root.querySelectorAll('.strip')).toHaveLength(0);
      expect(labels()).toEqual(['Bell', 'Lemon', 'Cherries', 'Seven', 'Seven', 'Seven', 'Bar', 'Plum', 'Orange']);
      expect(status()).toBe('Line 1: 3 × Seven pays 200.00. You won 200.00.');
      expect(balance()).toBe('1,199.00');
      expect(root.querySelectorAll('.cell.win')).toHaveLength(3);
    });

    it('with reduced motion shows the settled round at once, nothing animated', async () => {
      browser(true);
      running = await startGame({ root, api: motionApi('slot'), language: 'en', win });
      press('Spin');
      await flush();
      expect(runs).toHaveLength(0);
      expect(root.querySelectorAll('.strip')).toHaveLength(0);
      expect(labels()).toEqual(['Bell', 'Lemon', 'Cherries', 'Seven', 'Seven', 'Seven', 'Bar', 'Plum', 'Orange']);
      expect(status()).toBe('Line 1: 3 × Seven pays 200.00. You won 200.00.');
    });
  });

  describe('a deal', () => {
    it('deals the cards one at a time, a card to each hand in turn, and names the winner after the last', async () => {
      browser(false);
      running = await startGame({ root, api: motionApi('baccarat'), language: 'en', win });
      press('Banker');
      press('Deal');
      await flush();
      // The live dealer's hand moves while the cards go out.
      expect(runs.filter((run) => run.element.classList.contains('dealer-hand'))).toHaveLength(1);
      const cards = runs.filter((run) => run.element.closest('.hands'));
      const order = [...cards].sort((a, b) => Number(a.options.delay) - Number(b.options.delay)).map((run) => run.element.querySelector('[role="img"]')?.getAttribute('aria-label'));
      expect(order).toEqual(['Ace of spades', 'King of diamonds', '5 of hearts', '9 of clubs', '2 of clubs']);
      const last = Math.max(...cards.map((run) => Number(run.options.delay) + Number(run.options.duration)));
      expect(last).toBeLessThan(2000);
      expect(root.querySelector('.hand-banker')?.classList.contains('winner')).toBe(false);
      expect(status()).toBe('');

      for (const run of runs) run.finish();
      await flush();
      expect(root.querySelector('.hand-banker')?.classList.contains('winner')).toBe(true);
      expect(status()).toBe('Player 8, Banker 9. Banker wins. No win this round.');
    });

    it('with reduced motion lays the hands down at once', async () => {
      browser(true);
      running = await startGame({ root, api: motionApi('baccarat'), language: 'en', win });
      press('Banker');
      press('Deal');
      await flush();
      expect(runs).toHaveLength(0);
      expect(root.querySelectorAll('.card')).toHaveLength(5);
      expect(status()).toBe('Player 8, Banker 9. Banker wins. No win this round.');
    });
  });
});
