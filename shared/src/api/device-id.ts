import { DEVICE_ID_PATTERN } from '../../contract';

/** Where the browser keeps its device id (beside `lang` and `theme`). */
export const DEVICE_ID_KEY = 'deviceId';

let known: string | null | undefined;

function randomId(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's device id: 32 random hex digits made on first use and kept in localStorage, so
 * every account signed in from this browser sends the same one. The platform only compares it
 * between accounts (one person's second account); it proves nothing and unlocks nothing. A
 * browser that keeps no storage (some private modes) sends none rather than a new one per page.
 */
export function deviceId(): string | null {
  if (known !== undefined) return known;
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return (known = stored);
    const made = randomId();
    localStorage.setItem(DEVICE_ID_KEY, made);
    known = localStorage.getItem(DEVICE_ID_KEY) === made ? made : null;
  } catch {
    known = null;
  }
  return known;
}

/** Tests only: forget the id read, as a new page would. */
export function forgetDeviceIdForTests(): void {
  known = undefined;
}
