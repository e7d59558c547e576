import { el, svgEl } from '../dom';
import type { Translate } from '../i18n';
import { motionAllowed, playAll } from '../motion';

/** Seconds players have to place bets before the dealer deals the bets on the table. */
export const BETTING_SECONDS = 20;

/** The table's dealers; a table keeps its dealer (picked from the game code) across visits. */
export const DEALER_NAMES = ['Mai', 'Linh', 'Sofia', 'Ana', 'Mei', 'Hana', 'Isabel', 'Thu'] as const;

export function dealerName(gameCode: string): string {
  let hash = 0;
  for (const char of gameCode) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return DEALER_NAMES[hash % DEALER_NAMES.length]!;
}

/** The dealer behind the table, drawn in code: hair, face, white shirt, vest, bow tie, hands on the felt. */
function dealerFigure(): SVGSVGElement {
  const hand = svgEl('ellipse', { class: 'dealer-skin dealer-hand', cx: 86, cy: 92, rx: 9, ry: 5 });
  const svg = svgEl(
    'svg',
    { class: 'dealer-figure', viewBox: '0 0 120 100', 'aria-hidden': 'true', focusable: 'false' },
    svgEl('path', { class: 'dealer-hair', d: 'M38 40 C36 14 84 14 82 40 L84 62 C74 66 46 66 36 62 Z' }),
    svgEl('path', { class: 'dealer-shirt', d: 'M22 100 C24 74 40 66 60 66 C80 66 96 74 98 100 Z' }),
    svgEl('path', { class: 'dealer-vest', d: 'M22 100 C24 76 36 68 48 67 L60 96 L72 67 C84 68 96 76 98 100 Z' }),
    svgEl('rect', { class: 'dealer-skin', x: 54, y: 54, width: 12, height: 13, rx: 4 }),
    svgEl('ellipse', { class: 'dealer-skin', cx: 60, cy: 42, rx: 16, ry: 19 }),
    svgEl('path', { class: 'dealer-hair', d: 'M43 38 C44 22 76 22 77 38 C70 30 52 30 43 38 Z' }),
    svgEl('circle', { class: 'dealer-eye', cx: 54, cy: 43, r: 1.8 }),
    svgEl('circle', { class: 'dealer-eye', cx: 66, cy: 43, r: 1.8 }),
    svgEl('path', { class: 'dealer-smile', d: 'M55 51 Q60 55 65 51' }),
    svgEl('path', { class: 'dealer-tie', d: 'M52 68 L60 72 L68 68 L68 76 L60 72 L52 76 Z' }),
    svgEl('ellipse', { class: 'dealer-skin', cx: 34, cy: 92, rx: 9, ry: 5 }),
    hand,
  );
  return svg;
}

/** The shoe the cards come from: a slanted box with the next card showing. */
function shoeFigure(t: Translate): SVGSVGElement {
  return svgEl(
    'svg',
    { class: 'shoe', viewBox: '0 0 64 40', role: 'img', 'aria-label': t('shoe') },
    svgEl('rect', { class: 'shoe-card', x: 6, y: 12, width: 22, height: 16, rx: 2, transform: 'rotate(-8 17 20)' }),
    svgEl('path', { class: 'shoe-body', d: 'M14 8 L60 4 L60 36 L8 36 Z' }),
    svgEl('path', { class: 'shoe-trim', d: 'M16 12 L56 9' }),
  );
}

export interface DealerSeat {
  element: HTMLElement;
  /** While a round is being dealt: the countdown pauses and, with motion, the dealer's hand moves. */
  dealing(on: boolean): void;
  stop(): void;
}

/**
 * The live table's dealer seat: the dealer with her name, the shoe, and the betting countdown. When
 * the countdown reaches zero, `onTimeUp` runs (the table deals the bets placed, if any) and a new
 * betting window opens after the round. The countdown is a timer element, not a live region, so a
 * screen reader is not interrupted every second.
 */
export function mountDealer(t: Translate, gameCode: string, onTimeUp: () => void): DealerSeat {
  const name = dealerName(gameCode);
  const figure = dealerFigure();
  const countdown = el('p', { class: 'countdown', role: 'timer' });
  const element = el(
    'section',
    { class: 'dealer-area', 'aria-label': t('dealerNamed', { name }) },
    figure,
    el('div', { class: 'dealer-side' }, el('p', { class: 'dealer-name' }, el('span', { class: 'dealer-label' }, t('dealer')), ' ', name), countdown),
    shoeFigure(t),
  );

  let left = BETTING_SECONDS;
  let paused = false;
  const draw = () => {
    countdown.textContent = paused ? t('dealingNow') : t('betsClose', { seconds: left });
    countdown.classList.toggle('closing', !paused && left <= 5);
  };
  const timer = setInterval(() => {
    if (paused) return;
    left -= 1;
    if (left <= 0) {
      left = BETTING_SECONDS;
      onTimeUp();
    }
    draw();
  }, 1000);
  draw();

  const hand = figure.querySelector('.dealer-hand')!;
  return {
    element,
    dealing(on) {
      paused = on;
      if (!on) left = BETTING_SECONDS;
      draw();
      if (on && motionAllowed()) {
        void playAll([{ element: hand, keyframes: [{ transform: 'none' }, { transform: 'translate(-22px, -6px)' }, { transform: 'none' }], options: { duration: 700, iterations: 2 } }]);
      }
    },
    stop() {
      clearInterval(timer);
    },
  };
}
