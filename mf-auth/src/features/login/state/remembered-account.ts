/**
 * Remember-me: the username only, never the password, in the cookie
 * `rememberedAccount` for 24 hours.
 */
export const REMEMBERED_ACCOUNT_COOKIE = 'rememberedAccount';
export const REMEMBER_SECONDS = 24 * 60 * 60;

export function readRememberedAccount(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REMEMBERED_ACCOUNT_COOKIE) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

function secure(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

export function rememberAccount(account: string): void {
  document.cookie = `${REMEMBERED_ACCOUNT_COOKIE}=${encodeURIComponent(account)}; Max-Age=${REMEMBER_SECONDS}; Path=/; SameSite=Lax${secure()}`;
}

export function forgetAccount(): void {
  document.cookie = `${REMEMBERED_ACCOUNT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
}
