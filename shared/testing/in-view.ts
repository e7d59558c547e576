/**
 * Makes every observed element intersect the viewport at once, as on a page where it is in view
 * (the test set-up's IntersectionObserver never reports anything, like an element far below the
 * fold). Returns the undo.
 */
export function everythingInView(): () => void {
  const original = globalThis.IntersectionObserver;
  class InView {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element): void {
      this.callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  globalThis.IntersectionObserver = InView as unknown as typeof IntersectionObserver;
  return () => {
    globalThis.IntersectionObserver = original;
  };
}
