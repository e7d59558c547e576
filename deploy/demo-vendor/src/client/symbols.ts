import { el, svgEl } from './dom';
import type { Language } from './i18n';
import { SYMBOL_ART, type Shape } from './symbol-art';
import { symbolName } from './symbol-labels';

/**
 * How a slot symbol id from the provider is drawn: the client's own drawing (symbol-art.ts) named
 * in the player's language, otherwise the id itself as short text in a badge, so a theme with new
 * symbols still plays. Nothing is fetched and no emoji is used (a device without an emoji font
 * would show boxes).
 */
export interface SymbolLook {
  /** The drawing's key, or null for an id the client has no drawing for. */
  art: string | null;
  /** What the symbol is called: read out, and written in line wins and the history. */
  label: string;
}

/** Other spellings a theme may use for a drawn symbol. */
const ALIASES: Record<string, string> = { '7': 'seven', cherries: 'cherry', gem: 'diamond', puffer: 'pufferfish', seashell: 'shell' };

export function symbolLook(id: string, language: Language): SymbolLook {
  const key = id.trim().toLowerCase().replace(/[^a-z0-9]/g, '');
  const art = ALIASES[key] ?? key;
  if (Object.hasOwn(SYMBOL_ART, art)) return { art, label: symbolName(art, language) ?? id };
  return { art: null, label: id.trim() || '?' };
}

function shapeElement(shape: Shape): SVGElement {
  switch (shape[0]) {
    case 'circle':
      return svgEl('circle', { class: `f-${shape[1]}`, cx: shape[2], cy: shape[3], r: shape[4] });
    case 'ellipse':
      return svgEl('ellipse', { class: `f-${shape[1]}`, cx: shape[2], cy: shape[3], rx: shape[4], ry: shape[5] });
    case 'rect':
      return svgEl('rect', { class: `f-${shape[1]}`, x: shape[2], y: shape[3], width: shape[4], height: shape[5], rx: shape[6] });
    case 'path':
      return svgEl('path', { class: `f-${shape[1]}`, d: shape[2] });
    case 'line':
      return svgEl('path', { class: `stroke s-${shape[1]}`, d: shape[2] });
    case 'text':
      return svgEl('text', { class: `f-${shape[1]} sym-text`, x: shape[2], y: shape[3], 'text-anchor': 'middle' }, shape[4]);
  }
}

/**
 * The symbol as it sits in a reel cell: an SVG image with its name as the text alternative, or a
 * text badge. `decorative` drawings (the blur of a turning reel) are hidden from screen readers.
 */
export function symbolElement(id: string, language: Language, decorative = false): Element {
  const look = symbolLook(id, language);
  const a11y = decorative ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': look.label };
  if (!look.art) return el('span', { class: 'glyph glyph-text', ...a11y }, look.label.slice(0, 4).toUpperCase());
  return svgEl('svg', { class: `glyph sym sym-${look.art}`, viewBox: '0 0 64 64', focusable: 'false', ...a11y }, ...SYMBOL_ART[look.art]!.map(shapeElement));
}

/**
 * The cells (reel, row) of each pay line: the middle, top and bottom rows, then the diagonal from
 * the top left and the diagonal from the bottom left.
 */
export const PAY_LINES: Record<number, readonly (readonly [reel: number, row: number])[]> = {
  1: [[0, 1], [1, 1], [2, 1]],
  2: [[0, 0], [1, 0], [2, 0]],
  3: [[0, 2], [1, 2], [2, 2]],
  4: [[0, 0], [1, 1], [2, 2]],
  5: [[0, 2], [1, 1], [2, 0]],
};

/** The cells a line win covers: its first `count` reels from the left. */
export function winningCells(line: number, count: number): [number, number][] {
  const cells = PAY_LINES[line];
  if (!cells) return [];
  return cells.slice(0, Math.max(0, Math.min(count, cells.length))).map(([reel, row]) => [reel, row]);
}
