import { expectCompleteTranslations } from '@site/shared/testing';
import { resources } from './resources';

describe('member translations', () => {
  it('has every key, with a non-empty text and the same placeholders, in en, es, vi and zh', () => {
    expectCompleteTranslations(resources);
  });
});
