import type { RouteDeps, ZodApp } from '../http/types';

/** The wallet calls of spec §7 "Wallet" (being written: issue 3). */
export function registerWalletRoutes(_app: ZodApp, _deps: RouteDeps): void {}
