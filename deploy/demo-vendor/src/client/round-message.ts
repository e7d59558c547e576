import { minorToDecimal } from './format';

/** What the game tells the page that hosts it after every settled round (and after a sports bet). */
export interface RoundSettledMessage {
  type: 'game:round-settled';
  roundId: string;
  /** The balance after the round, a decimal number in the wallet's currency. */
  balance: number;
}

interface Postable {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The window that hosts this game: the framing page, else the page that opened this popup. */
export function hostWindow(win: Window): Postable | null {
  if (win.parent && win.parent !== win) return win.parent;
  if (win.opener) return win.opener as Postable;
  return null;
}

/**
 * An origin exactly as `URL.origin` writes it ('https://site.example', no path, no slash), or null.
 * The message carries the member's balance, so it goes to that one origin and never to '*'.
 */
export function exactOrigin(value: string): string | null {
  if (typeof value !== 'string' || value === '' || value === '*' || value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** Posts the round message to the host page at lobbyOrigin; false when there is no host or no valid origin. */
export function postRoundSettled(win: Window, lobbyOrigin: string, roundId: string, balanceMinor: number): boolean {
  const target = hostWindow(win);
  const origin = exactOrigin(lobbyOrigin);
  if (!target || !origin) return false;
  const message: RoundSettledMessage = { type: 'game:round-settled', roundId, balance: minorToDecimal(balanceMinor) };
  try {
    target.postMessage(message, origin);
    return true;
  } catch {
    // A host that navigated away or was closed: the round itself is settled either way.
    return false;
  }
}
