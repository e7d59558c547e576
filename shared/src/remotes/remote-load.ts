/**
 * A remote request (the registry, a remote's entry script, one of its chunks, a centre page's code)
 * that has not answered after this long counts as failed, and its area shows Retry. It is below ten
 * seconds so that the fallback is on screen within ten seconds of the request even on a busy
 * device; a remote's entry and chunks are small, so only a request that is stuck takes this long.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

/** Reject with a clear error when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const RETRY_QUERY = /[?&]retry=(\d+)$/;

/**
 * `url` with a query of this retry's own (`retry=N`), so that the browser does not join a pending
 * request for it: a new script for a URL still loading gets no request of its own.
 */
export function retryUrl(url: string, retry: number): string {
  const bare = url.replace(RETRY_QUERY, '');
  return `${bare}${bare.includes('?') ? '&' : '?'}retry=${retry}`;
}

/** The data-webpack names (`<container>:chunk-<id>`) that mark a container's chunk scripts. */
function waitingChunkScripts(container: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[data-webpack^="${container}:"]`)];
}

/**
 * Ask afresh for the container's chunk scripts still waiting in the page. Webpack's chunk loader
 * removes a script once it has loaded or failed, so those left are waiting, and a load of the same
 * chunk waits on them (the container's pending chunk, or a fresh container that takes a script of
 * the chunk's data-webpack name for the chunk it wants). Each is replaced by one of the same name
 * under a URL of this retry: whichever script runs the chunk's code completes the waiting load.
 * The retry number is at least `retry` and above the one the waiting URL carries, so that a chunk
 * renewed by the shell and then by a centre page never asks twice under the same URL.
 */
export function renewWaitingChunks(container: string, retry: number): void {
  waitingChunkScripts(container).forEach((waiting) => {
    const fresh = document.createElement('script');
    fresh.setAttribute('data-webpack', waiting.getAttribute('data-webpack') ?? '');
    if (waiting.nonce) fresh.nonce = waiting.nonce;
    const asked = Number(RETRY_QUERY.exec(waiting.src)?.[1] ?? 0);
    fresh.src = retryUrl(waiting.src, Math.max(retry, asked + 1));
    // Webpack removes the scripts it waits on; one that finished before anything asked for it (its
    // chunk then already registered) goes by itself.
    fresh.onload = fresh.onerror = () => fresh.remove();
    waiting.replaceWith(fresh);
  });
}

/** Drop the container's waiting chunk scripts, so that another version (whose chunks may share names) does not take them. */
export function dropWaitingChunks(container: string): void {
  waitingChunkScripts(container).forEach((waiting) => waiting.remove());
}

/**
 * Run `start` (a dynamic import) and name the containers whose chunk scripts it added: webpack adds
 * a chunk's script in the same turn as the import that needs it, so these are the containers whose
 * waiting chunks a retry of this load must renew.
 */
export function containersOfChunksStartedBy<T>(start: () => T): { result: T; containers: Set<string> } {
  const before = new Set(document.querySelectorAll('script[data-webpack]'));
  const result = start();
  const containers = new Set<string>();
  document.querySelectorAll('script[data-webpack]').forEach((script) => {
    const name = script.getAttribute('data-webpack') ?? '';
    if (!before.has(script) && name.includes(':')) containers.add(name.slice(0, name.indexOf(':')));
  });
  return { result, containers };
}
