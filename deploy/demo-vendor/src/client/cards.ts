import { el, svgEl } from './dom';
import type { TextKey, Translate } from './i18n';
import { SUIT_ART } from './symbol-art';

/**
 * A playing card as the provider writes it ('AS', '10H', 'QD', 'TC' for ten) → its rank and suit,
 * what is read out, and whether it is a red suit.
 */
export interface CardLook {
  rank: string;
  suit: keyof typeof SUIT_ART | null;
  label: string;
  red: boolean;
}

export function cardLook(code: string, t: Translate): CardLook {
  const match = /^(10|[2-9TJQKA])([SHDC])$/i.exec(code.trim());
  if (!match) return { rank: code, suit: null, label: code, red: false };
  const rank = match[1]!.toUpperCase() === 'T' ? '10' : match[1]!.toUpperCase();
  const suit = match[2]!.toUpperCase() as keyof typeof SUIT_ART;
  const rankName = ['A', 'K', 'Q', 'J'].includes(rank) ? t(`rank.${rank}` as TextKey) : rank;
  return { rank, suit, label: t('cardName', { rank: rankName, suit: t(`suit.${suit}` as TextKey) }), red: suit === 'H' || suit === 'D' };
}

function pip(suit: keyof typeof SUIT_ART, x: number, y: number, size: number): SVGElement {
  return svgEl('path', { class: 'card-ink', d: SUIT_ART[suit], transform: `translate(${x} ${y}) scale(${size / 20})` });
}

/**
 * The card face as an SVG image named in words: the rank and a small suit in the corners, a large
 * suit in the middle, and a framed letter for the court cards. A code it cannot read is shown as
 * written.
 */
export function cardElement(code: string, t: Translate): Element {
  const look = cardLook(code, t);
  if (!look.suit) return el('span', { class: 'card-text' }, look.label);
  const court = ['J', 'Q', 'K'].includes(look.rank);
  return svgEl(
    'svg',
    { class: `card-face${look.red ? ' red' : ''}`, viewBox: '0 0 50 70', role: 'img', 'aria-label': look.label, focusable: 'false' },
    svgEl('rect', { class: 'card-paper', x: 1, y: 1, width: 48, height: 68, rx: 5 }),
    svgEl('text', { class: 'card-ink card-rank', x: 4, y: 14 }, look.rank),
    pip(look.suit, 4.5, 17, 8),
    svgEl('g', { transform: 'rotate(180 25 35)' }, svgEl('text', { class: 'card-ink card-rank', x: 4, y: 14 }, look.rank), pip(look.suit, 4.5, 17, 8)),
    court
      ? svgEl('g', {}, svgEl('rect', { class: 'card-court', x: 13, y: 15, width: 24, height: 40, rx: 2 }), svgEl('text', { class: 'card-ink card-court-rank', x: 25, y: 42, 'text-anchor': 'middle' }, look.rank))
      : pip(look.suit, 14, 24, 22),
  );
}
