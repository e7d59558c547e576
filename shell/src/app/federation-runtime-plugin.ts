import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * The shell's federation runtime plugins:
 * - the retry plugin re-requests a remote entry that failed to load (a dropped connection, a
 *   deploy in progress) twice, one second apart, before the area gives up and shows its fallback;
 * - a logger names the remote whose load failed. It returns nothing, so the runtime still rejects
 *   and the shell's area boundary (src/app/remote-area.tsx) shows that area's fallback with Retry
 *   while the rest of the page keeps working.
 */
export default function siteFederationPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({ script: { retryTimes: 2, retryDelay: 1000 } });
  return {
    ...retry,
    name: 'site-remote-retry-and-log',
    errorLoadRemote(args) {
      console.warn(`remote ${String(args.id)} failed to load`, args.error);
    },
  };
}
