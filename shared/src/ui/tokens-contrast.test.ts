/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../../contract/remotes';

/**
 * The colour tokens (tokens.css) checked by arithmetic, in both themes, with no browser: text
 * colours keep 4.5:1 on every surface, and a link whose colour is too close to the text around it
 * (under 3:1) is underlined, since colour alone would not tell it apart (WCAG 1.4.1, axe's
 * link-in-text-block). The red that links take is 2.8:1 from the light theme's text and 2.27:1
 * from the dark theme's, and no red keeps 4.5:1 on the dark surfaces while reaching 3:1 from the
 * light text on them: so such links are underlined rather than recoloured.
 */

const ROOT = path.resolve(__dirname, '../../..');
const TOKENS = path.join(__dirname, 'tokens.css');

type Theme = 'light' | 'dark';

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

function declarations(block: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of block.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    result[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
  }
  return result;
}

/** Each theme's tokens: the light block, and the dark block over it. */
function themeTokens(): Record<Theme, Record<string, string>> {
  const css = withoutComments(readFileSync(TOKENS, 'utf8'));
  const light = /\[data-theme='light'\]\s*\{([^}]*)\}/.exec(css)?.[1];
  const dark = /\[data-theme='dark'\]\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!light || !dark) throw new Error('tokens.css has no light or no dark block');
  const lightTokens = declarations(light);
  return { light: lightTokens, dark: { ...lightTokens, ...declarations(dark) } };
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(match[1]!.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const tokens = themeTokens();
const THEMES: Theme[] = ['light', 'dark'];
const SURFACES = ['--color-bg', '--color-surface', '--color-surface-2'];
const TEXT_COLOURS = ['--color-text', '--color-text-muted', '--color-primary'];
/** The colours plain text around a link is written in. */
const BODY_TEXT = ['--color-text', '--color-text-muted'];

/** Every CSS file of the front-end packages. */
function styleSheets(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) found.push(full);
    }
  };
  for (const dir of ['shell/src', ...Object.values(REMOTE_PACKAGES).map((pkg) => `${pkg}/src`), 'shared/src', 'shared/centre-kit']) walk(path.join(ROOT, dir));
  return found;
}

/** Selectors that style links at rest: the last element of the selector is `a` (not a hover or focus state). */
function restingLinkSelector(selector: string): boolean {
  return /(^|[\s>+~])(?::global\()?a\)?$/.test(selector.trim());
}

interface LinkRule {
  file: string;
  selector: string;
  colour: string;
  decoration: string | undefined;
}

function linkRules(): LinkRule[] {
  const rules: LinkRule[] = [];
  for (const file of styleSheets()) {
    const css = withoutComments(readFileSync(file, 'utf8'));
    for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const selectors = match[1]!.split(',').map((part) => part.trim());
      const body = declarations(match[2]!);
      const colour = /^var\((--[\w-]+)\)$/.exec(body.color ?? '')?.[1];
      if (!colour) continue;
      for (const selector of selectors.filter(restingLinkSelector)) {
        rules.push({ file: path.relative(ROOT, file), selector, colour, decoration: body['text-decoration'] ?? body['text-decoration-line'] });
      }
    }
  }
  return rules;
}

describe('colour tokens', () => {
  it.each(THEMES)('keep text colours at 4.5:1 or more on every surface, %s theme', (theme) => {
    const weak = TEXT_COLOURS.flatMap((text) =>
      SURFACES.map((surface) => ({ text, surface, ratio: contrast(tokens[theme][text]!, tokens[theme][surface]!) })).filter(({ ratio }) => ratio < 4.5),
    );
    expect(weak).toEqual([]);
  });

  it('finds the link colour too close to the text colour for colour alone to mark a link, in both themes', () => {
    // The reason the rule below exists: if a token change ever lifts this, the underline may go.
    for (const theme of THEMES) expect(contrast(tokens[theme]['--color-primary']!, tokens[theme]['--color-text']!)).toBeLessThan(3);
    expect(contrast(tokens.dark['--color-primary']!, tokens.dark['--color-text']!)).toBeCloseTo(2.27, 2);
  });

  it('underline every link whose colour is under 3:1 from the text around it, in either theme', () => {
    const rules = linkRules();
    // The scan sees the links it is about (the sign-in form's register and forgot links).
    expect(rules.some((rule) => rule.file.startsWith('mf-auth') && rule.selector === '.links a')).toBe(true);
    const bare = rules
      .filter((rule) => rule.decoration !== undefined && /\bnone\b/.test(rule.decoration))
      .filter((rule) => THEMES.some((theme) => tokens[theme][rule.colour] && BODY_TEXT.some((text) => contrast(tokens[theme][rule.colour]!, tokens[theme][text]!) < 3)))
      .map((rule) => `${rule.file}: ${rule.selector} (${rule.colour}, text-decoration: ${rule.decoration})`);
    expect(bare).toEqual([]);
  });
});
