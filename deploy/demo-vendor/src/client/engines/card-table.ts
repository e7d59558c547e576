import { cardElement } from '../cards';
import { el, replaceChildren } from '../dom';
import { singleFlight, type EngineContext, type EngineView } from '../engine-context';
import { formatMinor } from '../format';
import { joinSentences, type TextKey } from '../i18n';
import { motionAllowed, playAll } from '../motion';
import { mountDealer } from './dealer';

/** A card's slide and turn, and the time between two cards dealt: six cards land in about 1.3 s. */
const DEAL_CARD_MS = 320;
const DEAL_STEP_MS = 190;
const DEAL_KEYFRAMES: Keyframe[] = [
  { transform: 'translateY(-48px) rotateY(90deg)', opacity: 0 },
  { transform: 'translateY(-8px) rotateY(45deg)', opacity: 1, offset: 0.5 },
  { transform: 'none', opacity: 1 },
];

/** One hand on the table as a round shows it. */
export interface HandResult {
  cards: string[];
  total?: number;
}

export interface RoundShown {
  roundId: string;
  balance: number;
  win: number;
  hands: Record<string, HandResult>;
  /** The winning hand, or null for a tie. */
  winner: string | null;
  /** The outcome in words (totals and who won), without the player's win. */
  outcome: string;
}

export interface CardTableRules<Side extends string> {
  name: string;
  /** Where the player may bet, in table order. */
  sides: readonly Side[];
  /** The hands dealt, in table order. */
  hands: readonly Side[];
  payouts: TextKey;
  /** A live table: a dealer seat with the shoe and a betting countdown that deals the bets placed. */
  dealer?: boolean;
  deal(bets: Partial<Record<Side, number>>): Promise<RoundShown>;
}

/**
 * A house-banked card table (baccarat, dragon tiger): bet spots that toggle on and off at the
 * selected stake, a Deal button, the hands as dealt and the outcome.
 */
export function mountCardTable<Side extends string>(ctx: EngineContext, rules: CardTableRules<Side>): EngineView {
  const { t, language } = ctx;
  const chosen = new Set<Side>();

  const handViews = new Map<string, { box: HTMLElement; cards: HTMLElement; total: HTMLElement }>();
  const handsRow = el('div', { class: 'hands' });
  for (const hand of rules.hands) {
    const headingId = `hand-${hand}`;
    const cards = el('ul', { class: 'cards', 'aria-labelledby': headingId });
    const total = el('p', { class: 'hand-total' });
    const box = el('section', { class: `hand hand-${hand}`, 'aria-labelledby': headingId }, el('h2', { id: headingId }, t(hand as TextKey)), cards, total);
    handViews.set(hand, { box, cards, total });
    replaceChildren(cards, el('li', { class: 'no-cards' }, t('noCards')));
    handsRow.appendChild(box);
  }

  const spots = rules.sides.map((side) => {
    const amount = el('span', { class: 'spot-amount' });
    const button = el('button', { type: 'button', class: `spot spot-${side}`, 'aria-pressed': 'false' }, el('span', { class: 'spot-name' }, t(side as TextKey)), amount);
    button.addEventListener('click', () => {
      if (chosen.has(side)) chosen.delete(side);
      else chosen.add(side);
      drawSpots();
    });
    return { side, button, amount };
  });

  function drawSpots(): void {
    for (const { side, button, amount } of spots) {
      const on = chosen.has(side);
      button.setAttribute('aria-pressed', String(on));
      amount.textContent = on ? formatMinor(ctx.frame.stake(), language) : '';
    }
  }
  ctx.frame.onStakeChange(drawSpots);

  const dealButton = el('button', { type: 'button', class: 'primary deal-button' }, t('deal'));
  const clearButton = el('button', { type: 'button', class: 'secondary' }, t('clearBets'));
  clearButton.addEventListener('click', () => {
    chosen.clear();
    drawSpots();
  });

  /**
   * Lays the hands on the table. With motion the cards are dealt one at a time, a card to each hand
   * in turn as a dealer does, each sliding in face down and turning over; the winner and totals
   * show once the last card is down.
   */
  async function show(round: RoundShown): Promise<void> {
    const runs = [];
    let handIndex = 0;
    for (const [hand, view] of handViews) {
      view.box.classList.remove('winner');
      view.total.textContent = '';
      const cards = (round.hands[hand]?.cards ?? []).map((code) => el('li', { class: 'card' }, cardElement(code, t)));
      replaceChildren(view.cards, ...cards);
      for (const [index, card] of cards.entries()) {
        const order = index * handViews.size + handIndex;
        runs.push({ element: card, keyframes: DEAL_KEYFRAMES, options: { duration: DEAL_CARD_MS, delay: order * DEAL_STEP_MS, easing: 'ease-out', fill: 'backwards' as const } });
      }
      handIndex += 1;
    }
    if (motionAllowed()) await playAll(runs);
    for (const [hand, view] of handViews) {
      const result = round.hands[hand];
      view.box.classList.toggle('winner', round.winner === hand);
      view.total.textContent = result?.total === undefined ? '' : t('total', { total: result.total });
    }
  }

  // When the betting time runs out the dealer deals the bets on the table; with none, betting goes on.
  const seat = rules.dealer ? mountDealer(t, ctx.session.game.code, () => chosen.size > 0 && deal()) : null;

  const deal = singleFlight(dealButton, ctx, async () => {
    if (chosen.size === 0) {
      ctx.frame.announce(t('chooseBet'));
      return;
    }
    const stake = ctx.frame.stake();
    const bets: Partial<Record<Side, number>> = {};
    for (const side of chosen) bets[side] = stake;
    seat?.dealing(true);
    try {
      const round = await rules.deal(bets);
      await show(round);
      const winText = round.win > 0 ? t('youWon', { amount: formatMinor(round.win, language) }) : t('noWin');
      ctx.settled(round.roundId, round.balance, joinSentences(language, [round.outcome, winText]));
    } finally {
      seat?.dealing(false);
    }
  });
  dealButton.addEventListener('click', deal);

  const element = el(
    'div',
    { class: `engine card-table ${rules.name}` },
    seat?.element,
    handsRow,
    el('div', { class: 'spots', role: 'group', 'aria-label': t('yourBets') }, ...spots.map((spot) => spot.button)),
    el('div', { class: 'actions' }, dealButton, clearButton),
    el('p', { class: 'hint' }, t('dealHint'), ' ', t(rules.payouts)),
  );
  return { element, primaryAction: deal, stop: () => seat?.stop() };
}
