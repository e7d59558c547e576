import { bus } from '../bus/bus';
import { commonResources } from './common-resources';
import { COMPLETE_LANGUAGES, LANGUAGE_STORAGE_KEY, PREVIOUS_LANGUAGE_STORAGE_KEY, addRemoteResources, getLanguage, i18n, languageName, setLanguage } from './i18n';

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('common translations', () => {
  it('has every English key, non-empty, in es, vi and zh', () => {
    const english = Object.keys(commonResources.en.common).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const lang of COMPLETE_LANGUAGES) {
      const bundle: Record<string, string> = commonResources[lang].common;
      expect(Object.keys(bundle).sort()).toEqual(english);
      for (const key of english) expect(bundle[key]?.trim()).toBeTruthy();
    }
  });

  it('keeps interpolation placeholders in every language', () => {
    const en: Record<string, string> = commonResources.en.common;
    for (const lang of COMPLETE_LANGUAGES) {
      const bundle: Record<string, string> = commonResources[lang].common;
      for (const [key, text] of Object.entries(en)) {
        const placeholders = text.match(/{{\w+}}/g) ?? [];
        for (const placeholder of placeholders) expect(bundle[key]).toContain(placeholder);
      }
    }
  });
});

describe('i18n instance', () => {
  it('defaults to English with CLOSE as the default close label', () => {
    expect(getLanguage()).toBe('en');
    expect(i18n.t('common:close')).toBe('CLOSE');
  });

  it('setLanguage switches, remembers lang and hisLang, and tells every remote', async () => {
    const heard: string[] = [];
    const off = bus.on('language:changed', ({ lang }) => heard.push(lang));
    await setLanguage('vi');
    off();
    expect(getLanguage()).toBe('vi');
    expect(i18n.t('common:close')).toBe('ĐÓNG');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    expect(localStorage.getItem(PREVIOUS_LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('vi');
    expect(heard).toEqual(['vi']);
  });

  it('a language offered by configuration without texts falls back to English', async () => {
    await setLanguage('th');
    expect(i18n.t('common:retry')).toBe('Retry');
  });

  it('addRemoteResources registers a namespace in every language given', async () => {
    addRemoteResources('probe', { en: { hello: 'Hello' }, es: { hello: 'Hola' } });
    expect(i18n.t('probe:hello')).toBe('Hello');
    await setLanguage('es');
    expect(i18n.t('probe:hello')).toBe('Hola');
  });

  it('languageName gives each language its own name', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('en')).toBe('English');
  });
});
