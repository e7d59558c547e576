import { ApiError } from '@site/shared';
import { AUTH_NAMESPACE } from '../i18n/resources';

/** The `t` of any namespace: errorText names the 'auth' namespace itself. */
export type Translate = (key: string, options?: { defaultValue?: string; [name: string]: unknown }) => string;

/**
 * The text to show for a failed call: the translation of its errorCode (the brief's catalogue, spec
 * §8) in the current language, else the server's own message. VALIDATION has no text of its own on
 * purpose: the server's message names the field and the problem, which a generic text would lose.
 * The site-wide texts (no network, unknown error) come from the common namespace.
 */
export function errorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.errorCode === 'NETWORK') return t('common:network_abnormal');
    const fallback = error.message || t('common:unknown_error');
    if (error.errorCode === 'VALIDATION') return fallback;
    return t(`${AUTH_NAMESPACE}:kit.errors.${error.errorCode}`, { defaultValue: fallback });
  }
  return t('common:unknown_error');
}
