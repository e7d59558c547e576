import { resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('shell translations', () => {
  const english = keysOf(resources.en).sort();

  it.each(['es', 'vi', 'zh'] as const)('%s has exactly the English keys, none empty', (lang) => {
    expect(keysOf(resources[lang]).sort()).toEqual(english);
    for (const key of english) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[lang]);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    }
  });

  it('translates the home item', () => {
    expect([resources.en.home, resources.es.home, resources.vi.home, resources.zh.home]).toEqual(['Home', 'Inicio', 'Trang chủ', '首页']);
  });

  it('keeps interpolations in every language', () => {
    for (const lang of ['es', 'vi', 'zh'] as const) {
      expect(resources[lang].tab_title).toContain('{{brandName}}');
      expect(resources[lang].copyright).toContain('{{year}}');
    }
  });
});
