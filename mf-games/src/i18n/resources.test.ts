import { COMPLETE_LANGUAGES } from '@site/shared';
import { expectCompleteTranslations } from '@site/shared/testing';
import { resources } from './resources';

describe('games translations', () => {
  it('has every English key, non-empty, with the same placeholders, in every complete language', () => {
    expectCompleteTranslations(resources);
  });

  it('names every game category', () => {
    for (const type of ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH']) {
      for (const lang of COMPLETE_LANGUAGES) {
        const category = resources[lang]?.category as Record<string, unknown> | undefined;
        expect(category?.[type]).toEqual(expect.any(String));
      }
    }
  });
});
