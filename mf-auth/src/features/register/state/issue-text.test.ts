import { addRemoteResources, COMPLETE_LANGUAGES, i18n, PATTERN_MESSAGES_EN, type PatternId } from '@site/shared';
import { AUTH_NAMESPACE, resources } from '../../../i18n/resources';
import { issueText } from './issue-text';

const PATTERN_IDS = Object.keys(PATTERN_MESSAGES_EN) as PatternId[];
const bounds = (text: string) => (text.match(/\((min|max)\)/g) ?? []).sort().join();

beforeAll(() => addRemoteResources(AUTH_NAMESPACE, resources));

describe('issueText', () => {
  it('fills the bounds of a pattern message, one number when they are equal', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', AUTH_NAMESPACE);
    expect(issueText(t, { kind: 'pattern', patternId: 'DIGITS', min: 4, max: 8 })).toBe('4-8 digits only');
    expect(issueText(t, { kind: 'pattern', patternId: 'DIGITS', min: 6, max: 6 })).toBe('6 digits only');
    expect(issueText(t, { kind: 'required' })).toBe('Input cannot be empty');
    expect(issueText(t, { kind: 'mismatch' })).toBe('Incorrect confirmation input');
  });

  it.each(COMPLETE_LANGUAGES)('%s has a message for every pattern id, with the bounds of the English one', (lang) => {
    const t = i18n.getFixedT(lang, AUTH_NAMESPACE);
    for (const patternId of PATTERN_IDS) {
      const template = t(`pattern.${patternId}`);
      expect({ patternId, bounds: bounds(template) }).toEqual({ patternId, bounds: bounds(PATTERN_MESSAGES_EN[patternId]) });
      const text = issueText(t, { kind: 'pattern', patternId, min: 3, max: 3 });
      expect(text).not.toMatch(/\((min|max)\)/);
      if (bounds(template)) expect(text).toContain('3');
    }
  });
});
