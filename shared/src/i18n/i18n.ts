import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonResources } from './common-resources';
import { bus } from '../bus/bus';
import { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE } from '../../contract/languages';

export { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE };
export const LANGUAGE_STORAGE_KEY = 'lang';
/** The language chosen before the current one (local storage hisLang). */
export const PREVIOUS_LANGUAGE_STORAGE_KEY = 'hisLang';

function storedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) || DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The language the page's text is really in, for `<html lang>`: a complete language as chosen, a
 * regional variant of one as its base ('zh-tw' shows 'zh' text), anything else as English, which
 * is what a fallback language shows (assistive technology would read English text as Japanese).
 */
export function documentLanguage(lang: string): string {
  const complete: readonly string[] = COMPLETE_LANGUAGES;
  if (complete.includes(lang)) return lang;
  const primary = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return complete.includes(primary) ? primary : DEFAULT_LANGUAGE;
}

/** The page's one i18next instance. Each remote adds its own namespace with `addRemoteResources`. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  resources: commonResources,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

/** Register a remote's namespace (all languages at once); safe to call again on remount. */
export function addRemoteResources(namespace: string, resources: Record<string, Record<string, unknown>>): void {
  for (const [lang, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(lang, namespace, bundle, true, true);
  }
}

export function getLanguage(): string {
  return i18n.language || DEFAULT_LANGUAGE;
}

/** Switch language, remember it (localStorage `lang`) and tell every remote. */
export async function setLanguage(lang: string): Promise<void> {
  const previous = getLanguage();
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    if (previous !== lang) localStorage.setItem(PREVIOUS_LANGUAGE_STORAGE_KEY, previous);
  } catch {
    // Private browsing may refuse storage; the switch still applies to this page.
  }
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = documentLanguage(lang);
  bus.emit('language:changed', { lang });
}

/** The language's own name for itself, for the picker ("Español", "Tiếng Việt"). */
export function languageName(code: string): string {
  try {
    const names = new Intl.DisplayNames([code], { type: 'language' });
    const name = names.of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}
