import { formatBalance } from '@site/shared/format';
import { formatMinor, formatOdds } from './format';
import type { Language } from './i18n';

const LANGUAGES: Language[] = ['en', 'es', 'vi', 'zh'];

/** The header's figure without its currency symbol ('P 1,234.56' → '1,234.56'). */
const headerFigure = (amount: string) => formatBalance(amount, 'P').replace(/^(-?)P /, '$1');

/**
 * The game shows money the way the site's header does (one formatter, from shared), in every
 * language: a player must not read "1.234,56" in the game and "1,234.56" in the header.
 */
describe('the game formats numbers like the header', () => {
  it.each(LANGUAGES)('amounts in %s', (language) => {
    expect(formatMinor(123456, language)).toBe(headerFigure('1234.56'));
    expect(formatMinor(12345678, language)).toBe(headerFigure('123456.78'));
    expect(formatMinor(5, language)).toBe(headerFigure('0.05'));
    expect(formatMinor(-250, language)).toBe(headerFigure('-2.50'));
    expect(formatMinor(123456, language)).toBe('1,234.56');
  });

  it.each(LANGUAGES)('odds in %s use the same decimal point', (language) => {
    expect(formatOdds(2.05, language)).toBe('2.05');
    expect(formatOdds(1.9, language)).toBe('1.90');
  });
});
