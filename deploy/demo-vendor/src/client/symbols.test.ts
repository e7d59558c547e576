/** @jest-environment jsdom */
import { PALETTES, SLOT_THEMES } from '../game-kinds';
import { SLOT_LINES } from '../engines/slot';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cardElement } from './cards';
import { createTranslator, LANGUAGES } from './i18n';
import { SUIT_ART, SYMBOL_ART } from './symbol-art';
import { NAMED_SYMBOLS, symbolName } from './symbol-labels';
import { PAY_LINES, symbolElement, symbolLook, winningCells } from './symbols';

const themes = [...SLOT_THEMES.RNG, ...SLOT_THEMES.FISH];

describe('slot symbols as the provider deals them', () => {
  it.each(themes.map((symbols) => [symbols.join(', '), symbols]))('draws every symbol of the theme %s, each one differently and named', (_name, symbols) => {
    for (const language of LANGUAGES) {
      const looks = symbols.map((id) => symbolLook(id, language));
      for (const [index, look] of looks.entries()) {
        expect(look.art).toBe(symbols[index]);
        expect(look.label).not.toBe('');
      }
      expect(new Set(looks.map((look) => look.label)).size).toBe(symbols.length);
    }
    const drawings = symbols.map((id) => JSON.stringify(SYMBOL_ART[id]));
    expect(new Set(drawings).size).toBe(symbols.length);
  });

  it('has a drawing for every named symbol and a name in four languages for every drawing', () => {
    expect([...NAMED_SYMBOLS].sort()).toEqual(Object.keys(SYMBOL_ART).sort());
    for (const id of NAMED_SYMBOLS) {
      const names = LANGUAGES.map((language) => symbolName(id, language));
      for (const name of names) expect(name?.trim()).toBeTruthy();
      // Spanish, Vietnamese and Chinese are translated, except names the languages share.
      expect(names[3]).not.toBe(names[0]);
    }
  });

  it('draws a symbol as an SVG image with its name as the text alternative, and the passing symbols of a turning reel hidden', () => {
    const drawing = symbolElement('Cherry', 'vi');
    expect(drawing.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(drawing.getAttribute('role')).toBe('img');
    expect(drawing.getAttribute('aria-label')).toBe('Anh đào');
    expect(drawing.children.length).toBe(SYMBOL_ART.cherry!.length);
    const passing = symbolElement('seven', 'en', true);
    expect(passing.getAttribute('aria-hidden')).toBe('true');
    expect(passing.getAttribute('aria-label')).toBeNull();
  });

  it('falls back to a short text badge, named by its id, for an id it does not know', () => {
    expect(symbolLook('unicorn-gold', 'en')).toEqual({ art: null, label: 'unicorn-gold' });
    const badge = symbolElement('unicorn-gold', 'en');
    expect(badge.textContent).toBe('UNIC');
    expect(badge.getAttribute('aria-label')).toBe('unicorn-gold');
  });

  it('colours the drawings only through palette roles that the style sheet defines for both schemes', () => {
    const css = readFileSync(path.join(__dirname, 'client.css'), 'utf8');
    const light = css.slice(css.indexOf(":root[data-theme='light'] {"));
    const roles = new Set(Object.values(SYMBOL_ART).flatMap((shapes) => shapes.map((shape) => shape[1])));
    roles.delete('none');
    for (const role of roles) {
      expect(css).toContain(`.sym .f-${role} {`);
      expect(css).toContain(`--sym-${role}:`);
      expect(light).toContain(`--sym-${role}:`);
    }
  });
});

describe('card faces', () => {
  const t = createTranslator('es');

  it('draws each card as an SVG image named in the player language, red suits marked', () => {
    const card = cardElement('QH', t);
    expect(card.getAttribute('role')).toBe('img');
    expect(card.getAttribute('aria-label')).toBe(t('cardName', { rank: t('rank.Q'), suit: t('suit.H') }));
    expect(card.classList.contains('red')).toBe(true);
    expect(cardElement('TC', t).getAttribute('aria-label')).toBe(t('cardName', { rank: '10', suit: t('suit.C') }));
    expect(cardElement('TC', t).classList.contains('red')).toBe(false);
    expect(Object.keys(SUIT_ART).sort()).toEqual(['C', 'D', 'H', 'S']);
  });

  it('shows a code it cannot read as written', () => {
    expect(cardElement('??', t).textContent).toBe('??');
  });
});

describe('the game client source', () => {
  it('holds no emoji or other pictographic characters (a device without an emoji font shows boxes)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|css|html)$/.test(entry.name)) files.push(file);
      }
    };
    walk(__dirname);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/[\p{Extended_Pictographic}\u{FE0F}]/gu)].map((match) => `${path.basename(file)}: ${match[0]}`));
    expect(found).toEqual([]);
  });
});

describe('pay lines', () => {
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
