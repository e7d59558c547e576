import type { RouteDeps, ZodApp } from '../http/types';

/** The calls of spec §7 "Session and member" (being written: issue 3). */
export async function registerAccountRoutes(_app: ZodApp, _deps: RouteDeps): Promise<void> {}
