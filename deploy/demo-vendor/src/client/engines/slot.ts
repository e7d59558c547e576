import { el, replaceChildren } from '../dom';
import { singleFlight, type EngineContext, type EngineView } from '../engine-context';
import { formatMinor } from '../format';
import { joinSentences } from '../i18n';
import { motionAllowed, playAll } from '../motion';
import { symbolElement, symbolLook, winningCells } from '../symbols';
import type { SpinValue } from '../types';

const REELS = 3;
const ROWS = 3;
/** When each reel stops, left to right (ms after the answer): the whole spin stays well under 2 s. */
export const REEL_STOP_MS = [650, 850, 1050] as const;
/** Symbols that scroll past before a reel lands. */
const PASSING = 7;

/** A 3-reel, 3-row, 5-line slot: the server decides the stops, the client only shows them. */
export function mountSlot(ctx: EngineContext): EngineView {
  const { t, language, session } = ctx;
  const symbols = session.game.theme.symbols.length > 0 ? session.game.theme.symbols : ['?'];

  const cells: HTMLElement[][] = [];
  const grid = el('div', { class: 'reels', role: 'group', 'aria-label': t('reels') });
  // Row by row in the document, so a screen reader reads the grid as the lines run.
  for (let row = 0; row < ROWS; row += 1) {
    for (let reel = 0; reel < REELS; reel += 1) {
      const cell = el('div', { class: `cell reel-${reel}` });
      (cells[reel] ??= [])[row] = cell;
      grid.appendChild(cell);
    }
  }

  function draw(reels: string[][]): void {
    for (let reel = 0; reel < REELS; reel += 1) {
      for (let row = 0; row < ROWS; row += 1) {
        const cell = cells[reel]![row]!;
        cell.classList.remove('win');
        replaceChildren(cell, symbolElement(reels[reel]?.[row] ?? '?', language));
      }
    }
  }

  /**
   * Each reel scrolls down through the theme's symbols and stops on the server's, left to right.
   * Every cell holds a strip: the symbol it stops on, then the symbols that pass by first (hidden
   * from screen readers); the strip slides down from its far end until the landing symbol shows.
   */
  async function turnReels(reels: string[][]): Promise<void> {
    const runs = [];
    for (let reel = 0; reel < REELS; reel += 1) {
      for (let row = 0; row < ROWS; row += 1) {
        const cell = cells[reel]![row]!;
        cell.classList.remove('win');
        const passing = Array.from({ length: PASSING }, (_, k) => symbolElement(symbols[(reel + row + k) % symbols.length]!, language, true));
        const strip = el('span', { class: 'strip' }, symbolElement(reels[reel]?.[row] ?? '?', language), ...passing);
        replaceChildren(cell, strip);
        const far = `translateY(-${(100 * PASSING) / (PASSING + 1)}%)`;
        runs.push({ element: strip, keyframes: [{ transform: far }, { transform: 'none' }], options: { duration: REEL_STOP_MS[reel]!, easing: 'cubic-bezier(0.2, 0.6, 0.3, 1.06)' } });
      }
    }
    await playAll(runs);
    draw(reels);
  }

  // Resting reels before the first spin: the theme's symbols in order.
  draw(
    Array.from({ length: REELS }, (_, reel) => Array.from({ length: ROWS }, (_, row) => symbols[(reel + row * REELS) % symbols.length]!)),
  );

  const lineWins = el('ul', { class: 'line-wins' });
  const spinButton = el('button', { type: 'button', class: 'primary spin-button' }, t('spin'));

  async function show(spin: SpinValue): Promise<string> {
    replaceChildren(lineWins);
    if (motionAllowed()) await turnReels(spin.reels);
    else draw(spin.reels);
    const texts: string[] = [];
    const items: HTMLElement[] = [];
    for (const line of spin.lines) {
      for (const [reel, row] of winningCells(line.line, line.count)) cells[reel]?.[row]?.classList.add('win');
      const text = t('lineWin', { line: line.line, count: line.count, symbol: symbolLook(line.symbol, language).label, amount: formatMinor(line.win, language) });
      texts.push(text);
      items.push(el('li', {}, text));
    }
    if (spin.jackpot > 0) {
      const text = t('jackpotWon', { amount: formatMinor(spin.jackpot, language) });
      texts.push(text);
      items.push(el('li', { class: 'jackpot-win' }, text));
    }
    replaceChildren(lineWins, ...items);
    texts.push(spin.win > 0 ? t('youWon', { amount: formatMinor(spin.win, language) }) : t('noWin'));
    return joinSentences(language, texts);
  }

  const spinOnce = singleFlight(spinButton, ctx, async () => {
    const spin = await ctx.api.spin(ctx.frame.stake());
    ctx.settled(spin.roundId, spin.balance, await show(spin));
  });
  spinButton.addEventListener('click', spinOnce);

  const palette = session.game.theme.palette;
  const element = el(
    'div',
    { class: `engine slot palette-${/^[a-z][a-z0-9-]{0,30}$/.test(palette) ? palette : 'default'}` },
    grid,
    lineWins,
    el('div', { class: 'actions' }, spinButton),
    el('p', { class: 'hint' }, t('spinHint'), ' ', t('paylines')),
  );
  return { element, primaryAction: spinOnce };
}
