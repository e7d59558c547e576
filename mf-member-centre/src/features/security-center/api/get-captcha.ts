import { callApi } from '@site/shared';

/** A key naming one captcha image (8-64 of [A-Za-z0-9-]); the answer is sent with it. */
export function newCaptchaKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The captcha image of `key` as a data URL (the platform sends bare base64 PNG). */
export async function fetchCaptcha(key: string): Promise<string> {
  return `data:image/png;base64,${await callApi('GET /wps/captcha', { query: { key } })}`;
}
