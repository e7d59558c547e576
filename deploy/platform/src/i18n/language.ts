/** Languages the platform's own content (notices, help, promotions) is written in. */
export const CONTENT_LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A text of the platform's own content in every content language. */
export type Translated = Record<ContentLanguage, string>;

/** Sanity check used by tests: every translated text has the four complete languages. */
export function isFullyTranslated(text: Translated): boolean {
  return CONTENT_LANGUAGES.every((lang) => typeof text[lang] === 'string' && text[lang].length > 0);
}

/**
 * The content language for a `Language` request header: its primary subtag when we have content in
 * it ('zh-tw' → 'zh', 'es_MX' → 'es'), else English. Never rejects: an odd header just means English.
 */
export function contentLanguage(header: string | string[] | undefined): ContentLanguage {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.length > 35) return 'en';
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (CONTENT_LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as ContentLanguage) : 'en';
}
