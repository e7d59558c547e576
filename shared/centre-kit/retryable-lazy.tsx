import { lazy, type ComponentType } from 'react';
import { REMOTE_LOAD_TIMEOUT_MS, containersOfChunksStartedBy, renewWaitingChunks, withTimeout } from '@site/shared';

/** A page's code, loaded when the page is first shown. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

interface FailedLoad {
  /** Swaps in a fresh lazy component, so the page's next render downloads it anew. */
  startAfresh: () => void;
  /** The containers whose chunk scripts the page's download started. */
  containers: ReadonlySet<string>;
}

const retryable = new WeakSet<ComponentType>();
/** The pages whose download failed (until a Retry asks for them). */
const failed = new Set<FailedLoad>();
/** How many Retries asked for failed pages: each renews the waiting chunk scripts under URLs of its own. */
let retries = 0;

/**
 * Like React.lazy, but a failed download can be tried again: React.lazy keeps the rejected import
 * for good, so once a page's chunk failed (a dropped connection, a deploy in between) Retry would
 * show the same failure forever. A download that does not answer within the remote time-out fails
 * too (webpack itself would wait two minutes). The failure stays until `forgetFailedPageLoads()`
 * (the page error boundary's Retry) swaps in a fresh lazy component, so the next render downloads
 * it anew. It is not swapped at once: React renders a suspended page again when its import
 * settles, and a fresh import there would retry a broken download endlessly. A page that loaded is
 * kept for good.
 */
export function retryableLazy(load: PageLoader): ComponentType {
  const containers = new Set<string>();
  const failure: FailedLoad = { startAfresh, containers };
  const fresh = (): ComponentType =>
    lazy(() => {
      const started = containersOfChunksStartedBy(load);
      started.containers.forEach((container) => containers.add(container));
      return withTimeout(started.result, REMOTE_LOAD_TIMEOUT_MS, 'page download').catch((error: unknown) => {
        failed.add(failure);
        throw error;
      });
    });
  let current = fresh();
  function startAfresh() {
    current = fresh();
  }
  function RetryablePage() {
    const Page = current;
    return <Page />;
  }
  retryable.add(RetryablePage);
  return RetryablePage;
}

/**
 * Lets every page whose download failed download again on its next render. A chunk that hangs is
 * still pending in webpack, which a new import of it would join, so its script is asked for again
 * under a URL of this retry; the chunk's code, when it arrives, completes the pending load.
 */
export function forgetFailedPageLoads(): void {
  if (failed.size === 0) return;
  retries += 1;
  const containers = new Set([...failed].flatMap((load) => [...load.containers]));
  containers.forEach((container) => renewWaitingChunks(container, retries));
  for (const load of failed) load.startAfresh();
  failed.clear();
}

/** Whether `component` can recover from a failed download (made by `retryableLazy`). */
export function isRetryableLazy(component: ComponentType): boolean {
  return retryable.has(component);
}
