import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '@site/shared';

/**
 * Renders its children once their place comes near the viewport, keeping `minHeight` until then, so
 * what is below the fold costs the first visit nothing (no code, no data) and nothing moves when it
 * arrives.
 */
export function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, { rootMargin: BELOW_THE_FOLD_MARGIN });
  return near ? children : <div ref={place} style={{ minHeight }} />;
}

/** Start a little before the place scrolls into view, so its content is usually there on arrival. */
const BELOW_THE_FOLD_MARGIN = '200px';
