import { callApi } from '@site/shared';

/**
 * A captcha key: the client names the image it asks for (8-64 of [A-Za-z0-9-]) and sends the same
 * key with the answer. randomUUID exists only in secure contexts, where signing in happens anyway;
 * the fallback keeps a plain-http development page working.
 */
export function newCaptchaKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The captcha image of `key` as a data URL (the platform sends bare base64 PNG). */
export async function fetchCaptcha(key: string): Promise<string> {
  const base64 = await callApi('GET /wps/captcha', { query: { key } });
  return `data:image/png;base64,${base64}`;
}
