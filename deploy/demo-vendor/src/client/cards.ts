import type { TextKey, Translate } from './i18n';

/**
 * A playing card as the provider writes it ('AS', '10H', 'QD', 'TC' for ten) → what is drawn and
 * what is read out. Red suits get their own class so they can be coloured.
 */
export interface CardLook {
  text: string;
  label: string;
  red: boolean;
}

const SUIT_GLYPHS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export function cardLook(code: string, t: Translate): CardLook {
  const match = /^(10|[2-9TJQKA])([SHDC])$/i.exec(code.trim());
  if (!match) return { text: code, label: code, red: false };
  const rank = match[1]!.toUpperCase() === 'T' ? '10' : match[1]!.toUpperCase();
  const suit = match[2]!.toUpperCase();
  const rankName = ['A', 'K', 'Q', 'J'].includes(rank) ? t(`rank.${rank}` as TextKey) : rank;
  return {
    text: `${rank}${SUIT_GLYPHS[suit]}`,
    label: t('cardName', { rank: rankName, suit: t(`suit.${suit}` as TextKey) }),
    red: suit === 'H' || suit === 'D',
  };
}
