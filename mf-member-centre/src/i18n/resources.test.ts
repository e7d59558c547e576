import { COMPLETE_LANGUAGES } from '@site/shared';
import { resources } from './resources';

function keysOf(bundle: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('member translations', () => {
  it('has every key, with a non-empty text, in en, es, vi and zh', () => {
    const english = keysOf(resources.en!).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const lang of COMPLETE_LANGUAGES) {
      const bundle = resources[lang];
      expect(bundle).toBeDefined();
      expect(keysOf(bundle!).sort()).toEqual(english);
      for (const key of english) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    }
  });
});
