import { useSyncExternalStore } from 'react';
import type { PasswordChangeReason } from '@site/shared';

/**
 * The login held in the client while a password must change: when the platform answers a login
 * with `passwordChange`, the login form holds the username and the typed password here, then
 * opens the change-password modal (bus 'auth:open-change-password'). The change-password form
 * reads it to show the username read-only and to skip asking for the current password, and after
 * a successful change logs in again with `userName` and the new password, then calls
 * `clearHeldLogin()`.
 *
 * Kept in memory only (never in storage): a reload forgets it and the form then asks for the
 * current password, as it does for a member who opens it from the member centre.
 */
export interface HeldLogin {
  userName: string;
  password: string;
  /** Why the platform requires the change: a password given to the account (default, operator- or agent-set), or an expired one. */
  reason: PasswordChangeReason;
  /** Where the login was made: after the change an agent goes on to the agent centre, as after any agent login. */
  side?: 'member' | 'agent';
}

let held: HeldLogin | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function holdLogin(login: HeldLogin): void {
  held = login;
  notify();
}

export function getHeldLogin(): HeldLogin | null {
  return held;
}

export function clearHeldLogin(): void {
  if (held === null) return;
  held = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The held login, re-rendering when it changes. */
export function useHeldLogin(): HeldLogin | null {
  return useSyncExternalStore(subscribe, getHeldLogin, getHeldLogin);
}
