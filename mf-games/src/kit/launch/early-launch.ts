import { sessionAtom, store, type LaunchValue } from '@site/shared';
import { fetchLaunch } from './launch-game';
import { launchKeyOf, type LaunchTarget } from './launch-target';

/**
 * A game's launch asked for with the tap that opens its page, so the platform's answer travels
 * while the page renders instead of after. The page that opens next takes it, once: a launch token
 * is single use. One the page does not take soon (the player went elsewhere) is dropped, and a page
 * opened later launches anew.
 */
const EARLY_LAUNCH_MS = 10_000;

let early: { key: string; token: string; at: number; launch: Promise<LaunchValue> } | null = null;

export function launchEarly(target: LaunchTarget): void {
  const token = store.get(sessionAtom)?.token;
  if (!token) return;
  const launch = fetchLaunch(target);
  // The page that takes it shows a failure; one nobody takes is nobody's error.
  launch.catch(() => undefined);
  early = { key: launchKeyOf(target), token, at: Date.now(), launch };
}

/** The launch started for `target` by this session's tap, if it is fresh; null otherwise. Taken once. */
export function takeEarlyLaunch(target: LaunchTarget): Promise<LaunchValue> | null {
  const taken = early;
  early = null;
  if (!taken || taken.key !== launchKeyOf(target) || taken.token !== store.get(sessionAtom)?.token) return null;
  return Date.now() - taken.at <= EARLY_LAUNCH_MS ? taken.launch : null;
}
