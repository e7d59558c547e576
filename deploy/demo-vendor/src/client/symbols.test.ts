import { PALETTES, SLOT_THEMES } from '../game-kinds';
import { SLOT_LINES } from '../engines/slot';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAY_LINES, symbolLook, winningCells } from './symbols';

describe('slot symbols and lines as the provider deals them', () => {
  const themes = [...SLOT_THEMES.RNG, ...SLOT_THEMES.FISH];

  it.each(themes.map((symbols) => [symbols.join(', '), symbols]))('draws every symbol of the theme %s, each one differently', (_name, symbols) => {
    const looks = symbols.map(symbolLook);
    // Only the classic text symbols are drawn as text; no symbol falls back to its bare id.
    for (const [index, look] of looks.entries()) {
      if (look.text) expect(['7', 'BAR']).toContain(look.glyph);
      else expect(look.glyph).not.toBe(symbols[index]);
    }
    expect(new Set(looks.map((look) => look.glyph)).size).toBe(symbols.length);
  });

  it('falls back to a short text badge for an id it does not know', () => {
    expect(symbolLook('unicorn-gold')).toEqual({ glyph: 'UNIC', text: true });
  });

  it('numbers the lines as the provider pays them', () => {
    SLOT_LINES.forEach((rows, index) => {
      expect(PAY_LINES[index + 1]).toEqual(rows.map((row, reel) => [reel, row]));
    });
    expect(winningCells(4, 2)).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('has a colour set for every palette the provider names', () => {
    const css = readFileSync(path.join(__dirname, 'client.css'), 'utf8');
    for (const palette of PALETTES) expect(css).toContain(`.slot.palette-${palette}`);
  });
});
