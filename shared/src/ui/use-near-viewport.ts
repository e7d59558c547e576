import { useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (CSS margin syntax). */
  rootMargin?: string;
  threshold?: number;
  /** Near from the start (e.g. an image already loaded once). */
  initially?: boolean;
  /** Watch only while this holds (nothing to do otherwise). */
  enabled?: boolean;
}

/**
 * Whether the element of `ref` has come near the viewport; once near, it stays near. Where the
 * browser cannot tell (no IntersectionObserver), everything counts as near, so nothing waits forever.
 */
export function useNearViewport(ref: RefObject<Element | null>, { rootMargin = '0px', threshold = 0, initially = false, enabled = true }: NearViewportOptions = {}): boolean {
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, enabled, rootMargin, threshold]);
  return near;
}
