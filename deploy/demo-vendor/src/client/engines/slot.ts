import { el, replaceChildren } from '../dom';
import { singleFlight, type EngineContext, type EngineView } from '../engine-context';
import { formatMinor } from '../format';
import { joinSentences } from '../i18n';
import { symbolLook, winningCells } from '../symbols';
import type { SpinValue } from '../types';

const REELS = 3;
const ROWS = 3;

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

  function draw(reels: string[][], animate: boolean): void {
    for (let reel = 0; reel < REELS; reel += 1) {
      for (let row = 0; row < ROWS; row += 1) {
        const cell = cells[reel]![row]!;
        const look = symbolLook(reels[reel]?.[row] ?? '?');
        cell.classList.remove('win', 'drop');
        replaceChildren(cell, el('span', { class: look.text ? 'glyph glyph-text' : 'glyph' }, look.glyph));
        if (animate) {
          // Restart the drop-in animation (reading offsetWidth applies the removal first).
          void cell.offsetWidth;
          cell.classList.add('drop');
        }
      }
    }
  }

  // Resting reels before the first spin: the theme's symbols in order.
  draw(
    Array.from({ length: REELS }, (_, reel) => Array.from({ length: ROWS }, (_, row) => symbols[(reel + row * REELS) % symbols.length]!)),
    false,
  );

  const lineWins = el('ul', { class: 'line-wins' });
  const spinButton = el('button', { type: 'button', class: 'primary spin-button' }, t('spin'));

  function show(spin: SpinValue): string {
    draw(spin.reels, true);
    const texts: string[] = [];
    const items: HTMLElement[] = [];
    for (const line of spin.lines) {
      for (const [reel, row] of winningCells(line.line, line.count)) cells[reel]?.[row]?.classList.add('win');
      const text = t('lineWin', { line: line.line, count: line.count, symbol: symbolLook(line.symbol).glyph, amount: formatMinor(line.win, language) });
      texts.push(text);
      items.push(el('li', {}, text));
    }
    replaceChildren(lineWins, ...items);
    texts.push(spin.win > 0 ? t('youWon', { amount: formatMinor(spin.win, language) }) : t('noWin'));
    return joinSentences(language, texts);
  }

  const spinOnce = singleFlight(spinButton, ctx, async () => {
    const spin = await ctx.api.spin(ctx.frame.stake());
    ctx.settled(spin.roundId, spin.balance, show(spin));
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
