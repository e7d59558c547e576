/** @jest-environment jsdom */
import type { ProviderApi } from './api';
import { startGame, type RunningGame } from './app';
import { REEL_STOP_MS } from './engines/slot';
import type { Engine, SessionValue } from './types';

function session(engine: Engine): SessionValue {
  return {
    game: { code: 'RNG-1', name: 'Harbour Treasures', type: 'RNG', vendor: 'DEMO', engine, theme: { symbols: ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven'], palette: 'gold' } },
    currency: 'REAL',
    balance: 10000,
    stakes: [100],
    lobbyOrigin: 'https://site.example',
    language: 'en',
  };
}

const SPIN = {
  roundId: 'r-1',
  reels: [
    ['bell', 'seven', 'bar'],
    ['lemon', 'seven', 'plum'],
    ['cherry', 'seven', 'orange'],
  ],
  lines: [{ line: 1, symbol: 'seven', count: 3, win: 20000 }],
  win: 20000,
  balance: 29900,
};

const BACCARAT = { roundId: 'b-1', playerCards: ['AS', '5H', '2C'], bankerCards: ['KD', '9C'], playerTotal: 8, bankerTotal: 9, outcome: 'BANKER' as const, win: 0, balance: 9900 };

function fakeApi(engine: Engine): ProviderApi {
  return {
    session: jest.fn(async () => session(engine)),
    spin: jest.fn(async () => JSON.parse(JSON.stringify(SPIN))),
    dealBaccarat: jest.fn(async () => JSON.parse(JSON.stringify(BACCARAT))),
    dealDragonTiger: jest.fn(),
    events: jest.fn(async () => []),
    betOnEvent: jest.fn(),
    history: jest.fn(async () => []),
  } as unknown as ProviderApi;
}

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

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let root: HTMLElement;
let running: RunningGame | undefined;
beforeEach(() => {
  document.body.innerHTML = '';
  root = document.createElement('main');
  document.body.appendChild(root);
});
afterEach(() => {
  running?.stop();
  running = undefined;
});
const status = () => root.querySelector('[role="status"]')?.textContent ?? '';
const balance = () => root.querySelector('.balance-amount')?.textContent;
const press = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!.click();
const labels = () => [...root.querySelectorAll('.reels .cell')].map((cell) => cell.querySelector('[role="img"]')?.getAttribute('aria-label'));
const win = { parent: { postMessage: jest.fn() }, opener: null } as unknown as Window;

describe('a spin', () => {
  it('turns the reels after the answer, stopping them left to right well under 2 s, and shows the result once they stop', async () => {
    browser(false);
    running = await startGame({ root, api: fakeApi('slot'), language: 'en', win });
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
    expect(balance()).toBe('100.00');

    for (const run of runs) run.finish();
    await flush();
    expect(root.querySelectorAll('.strip')).toHaveLength(0);
    expect(labels()).toEqual(['Bell', 'Lemon', 'Cherries', 'Seven', 'Seven', 'Seven', 'Bar', 'Plum', 'Orange']);
    expect(status()).toBe('Line 1: 3 × Seven pays 200.00. You won 200.00.');
    expect(balance()).toBe('299.00');
    expect(root.querySelectorAll('.cell.win')).toHaveLength(3);
  });

  it('with reduced motion shows the settled round at once, nothing animated', async () => {
    browser(true);
    running = await startGame({ root, api: fakeApi('slot'), language: 'en', win });
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
    running = await startGame({ root, api: fakeApi('baccarat'), language: 'en', win });
    press('Banker');
    press('Deal');
    await flush();
    const order = [...runs].sort((a, b) => Number(a.options.delay) - Number(b.options.delay)).map((run) => run.element.querySelector('[role="img"]')?.getAttribute('aria-label'));
    expect(order).toEqual(['Ace of spades', 'King of diamonds', '5 of hearts', '9 of clubs', '2 of clubs']);
    const last = Math.max(...runs.map((run) => Number(run.options.delay) + Number(run.options.duration)));
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
    running = await startGame({ root, api: fakeApi('baccarat'), language: 'en', win });
    press('Banker');
    press('Deal');
    await flush();
    expect(runs).toHaveLength(0);
    expect(root.querySelectorAll('.card')).toHaveLength(5);
    expect(status()).toBe('Player 8, Banker 9. Banker wins. No win this round.');
  });
});
