import { lazy, type ComponentType } from 'react';

/** A page's code, loaded when the page is first shown. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

const retryable = new WeakSet<ComponentType>();
/** How to start afresh each page whose download failed (until a Retry asks for it). */
const failed = new Set<() => void>();

/**
 * Like React.lazy, but a failed download can be tried again: React.lazy keeps the rejected import
 * for good, so once a page's chunk failed (a dropped connection, a deploy in between) Retry would
 * show the same failure forever. The failure stays until `forgetFailedPageLoads()` (the page error
 * boundary's Retry) swaps in a fresh lazy component, so the next render downloads it anew. It is
 * not swapped at once: React renders a suspended page again when its import settles, and a fresh
 * import there would retry a broken download endlessly. A page that loaded is kept for good.
 */
export function retryableLazy(load: PageLoader): ComponentType {
  const fresh = (): ComponentType =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(startAfresh);
        throw error;
      }),
    );
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

/** Lets every page whose download failed download again on its next render. */
export function forgetFailedPageLoads(): void {
  for (const startAfresh of failed) startAfresh();
  failed.clear();
}

/** Whether `component` can recover from a failed download (made by `retryableLazy`). */
export function isRetryableLazy(component: ComponentType): boolean {
  return retryable.has(component);
}
