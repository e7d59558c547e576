import { useSyncExternalStore } from 'react';

/** The greeting the after-login modal shows; null when it is closed. */
export interface AfterLoginGreeting {
  account: string;
  firstTimeLogin: boolean;
}

/*
 * Module state rather than component state: the login form that succeeds (in the modal, or on
 * /login, which unmounts as the visitor goes home) is not the one that shows the greeting; the
 * modal host, mounted on every page, is.
 */
let greeting: AfterLoginGreeting | null = null;
const listeners = new Set<() => void>();

function set(next: AfterLoginGreeting | null): void {
  greeting = next;
  for (const listener of listeners) listener();
}

export function showAfterLogin(next: AfterLoginGreeting): void {
  set(next);
}

export function dismissAfterLogin(): void {
  if (greeting !== null) set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const read = () => greeting;

export function useAfterLoginGreeting(): AfterLoginGreeting | null {
  return useSyncExternalStore(subscribe, read, read);
}
