import { COMPLETE_LANGUAGES } from '@site/shared';
import { resources } from './resources';

/** Every leaf key of a bundle, dotted ("category.LIVE"). */
function keys(bundle: unknown, prefix = ''): string[] {
  if (typeof bundle !== 'object' || bundle === null) return [prefix];
  return Object.entries(bundle).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

function leaf(bundle: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], bundle);
}

describe('games translations', () => {
  const english = keys(resources.en);

  it.each(COMPLETE_LANGUAGES.filter((lang) => lang !== 'en'))('%s has every English key, non-empty, with the same placeholders', (lang) => {
    const bundle = resources[lang];
    expect(keys(bundle).sort()).toEqual([...english].sort());
    for (const key of english) {
      const text = leaf(bundle, key);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(text as string)).toEqual(placeholders(leaf(resources.en, key) as string));
    }
  });

  it('names every game category', () => {
    for (const type of ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH']) {
      for (const lang of COMPLETE_LANGUAGES) expect(leaf(resources[lang], `category.${type}`)).toEqual(expect.any(String));
    }
  });
});
