import { formatOdds } from './format';
import { symbolLook } from './symbols';
import type { Language, TextKey, Translate } from './i18n';
import type { HistoryEntry } from './types';

/**
 * One history line in the player's language, built from the round's outcome rather than the
 * server's English summary. Answers null when the outcome is missing or not the shape its engine
 * writes, so the caller can fall back to the summary instead of showing half a line.
 */
export function historyLine(entry: HistoryEntry, t: Translate, language: Language): string | null {
  const outcome = entry.outcome;
  if (!outcome || typeof outcome !== 'object') return null;
  const o = outcome as Record<string, unknown>;
  switch (entry.engine) {
    case 'baccarat': {
      const winner = sideWord(o.outcome, { PLAYER: 'player', BANKER: 'banker', TIE: 'tie' }, t);
      if (!winner || !isNumber(o.playerTotal) || !isNumber(o.bankerTotal)) return null;
      return `${winner} ${o.playerTotal}:${o.bankerTotal}`;
    }
    case 'dragon-tiger': {
      const winner = sideWord(o.outcome, { DRAGON: 'dragon', TIGER: 'tiger', TIE: 'tie' }, t);
      if (!winner || !isText(o.dragonCard) || !isText(o.tigerCard)) return null;
      return `${winner} ${o.dragonCard}:${o.tigerCard}`;
    }
    case 'events': {
      const pick = sideWord(o.selection, SELECTIONS, t);
      if (!pick || !isText(o.home) || !isText(o.away) || !isNumber(o.odds)) return null;
      const line = `${o.home} – ${o.away}: ${pick} @ ${formatOdds(o.odds, language)}`;
      const result = sideWord(o.result, SELECTIONS, t);
      return result ? `${line} → ${result}` : line;
    }
    case 'slot': {
      const reels = o.reels;
      if (!Array.isArray(reels) || reels.length === 0 || !reels.every((reel) => Array.isArray(reel) && isText(reel[1]))) return null;
      // The middle row, each symbol by its name in the player's language.
      return (reels as string[][]).map((reel) => symbolLook(reel[1]!, language).label).join(' · ');
    }
    default:
      return null;
  }
}

const SELECTIONS: Record<string, TextKey> = { HOME: 'home', DRAW: 'draw', AWAY: 'away' };

function sideWord(code: unknown, words: Record<string, TextKey>, t: Translate): string | null {
  if (typeof code !== 'string' || !Object.hasOwn(words, code)) return null;
  return t(words[code]!);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
