import { useEffect, useRef, useState } from 'react';
import { ERROR_IMAGE_SRC } from './error-image';
import { useNearViewport } from './use-near-viewport';
import styles from './lazy-image.module.css';

/** The lazy-image constants. */
export const LAZY_IMAGE = {
  /** Share of the image that must be in view (threshold 0.1). */
  threshold: 0.1,
  /** Start loading 30% of the viewport ahead of it (preload factor 1.3). */
  rootMargin: '30%',
  attempts: 3,
  /** How many loaded sources are remembered and shown at once on the next mount. */
  cacheSize: 200,
  /** First retry delay; each further attempt waits one more step. */
  retryDelayMs: 300,
} as const;

export type LazyImageState = 'loading' | 'loaded' | 'error';

/** A transparent pixel for images not yet near the viewport: an <img> without src shows a broken icon. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Sources that loaded before, most recent last: they skip the wait for visibility. */
const loaded = new Set<string>();

function remember(src: string): void {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > LAZY_IMAGE.cacheSize) {
    const oldest = loaded.values().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Shown after the last failed attempt; a neutral inline picture by default. */
  errorSrc?: string;
  /** Load attempts before giving up (default 3). */
  attempts?: number;
  /** Delay before the second attempt; later attempts wait proportionally longer (default 300 ms). */
  retryDelayMs?: number;
}

/**
 * An image that loads when it comes near the viewport, retries a failed load a few times and then
 * shows an error picture. Its state is exposed as `data-state` (loading, loaded, error).
 */
export function LazyImage(props: LazyImageProps) {
  // A new source is a new image: state, attempts and the observer start again.
  return <LazyImageFor key={props.src} {...props} />;
}

function LazyImageFor({ src, alt, className, width, height, errorSrc = ERROR_IMAGE_SRC, attempts = LAZY_IMAGE.attempts, retryDelayMs = LAZY_IMAGE.retryDelayMs }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, { rootMargin: LAZY_IMAGE.rootMargin, threshold: LAZY_IMAGE.threshold, initially: loaded.has(src) });
  const [attempt, setAttempt] = useState(1);
  const [state, setState] = useState<LazyImageState>('loading');
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const onLoad = () => {
    if (!near || state !== 'loading') return;
    remember(src);
    setState('loaded');
  };

  const onError = () => {
    if (!near || state !== 'loading' || retryTimer.current !== undefined) return;
    if (attempt < attempts) {
      retryTimer.current = setTimeout(() => {
        retryTimer.current = undefined;
        setAttempt((n) => n + 1);
      }, retryDelayMs * attempt);
    } else {
      setState('error');
    }
  };

  return (
    <img
      // A fresh element per attempt makes the browser request the source again.
      key={state === 'error' ? 'error' : attempt}
      ref={ref}
      src={state === 'error' ? errorSrc : near ? src : BLANK_IMAGE}
      alt={alt}
      width={width}
      height={height}
      className={`${styles.image} ${className ?? ''}`}
      data-state={state}
      decoding="async"
      onLoad={onLoad}
      onError={onError}
    />
  );
}
