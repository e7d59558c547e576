import { useEffect, useRef, useState, type HTMLAttributes, type Key, type ReactNode, type RefObject } from 'react';
import { useNearViewport } from './use-near-viewport';
import styles from './carousel.module.css';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T, index: number) => Key;
  /** Slides in view at once, or 'auto' to size slides by their content (default 1). */
  slidesPerView?: number | 'auto';
  /** Gap between slides in pixels. */
  spaceBetween?: number;
  /** Transition duration in milliseconds. */
  speed?: number;
  /** Advance by itself: this many milliseconds from one slide's start to the next (transition included); off when absent. */
  autoplayMs?: number;
  loop?: boolean;
  /** Clickable dots under the slides. */
  dots?: boolean;
  /** Previous and next arrows. */
  arrows?: boolean;
  /** Names the carousel for assistive technology ("Banners", "Game providers"). */
  ariaLabel?: string;
  className?: string;
  slideClassName?: string;
}

// Swiper is most of a carousel's weight and is not needed to paint the slides in view, only to
// move them, so it loads when they are about to move: when the carousel is near the viewport, at
// once (it may be swiped) or, with autoplay, when the first turn is due; or when a pointer or finger
// reaches it. A carousel whose items all fit never loads it. Until then the slides
// in view are shown still, in the same box.
type MovingCarousel = <T>(props: CarouselProps<T> & { advanceOnStart?: boolean }) => ReactNode;
const loadMovingCarousel = () => import('./swiper-carousel').then((module) => module.default as MovingCarousel);

interface StillProps<T> extends CarouselProps<T> {
  rootRef?: RefObject<HTMLDivElement | null>;
  handlers?: HTMLAttributes<HTMLDivElement>;
}

function StillSlides<T>({ items, renderItem, keyOf, slidesPerView = 1, spaceBetween = 0, ariaLabel, className, slideClassName, rootRef, handlers }: StillProps<T>) {
  const shown = typeof slidesPerView === 'number' ? items.slice(0, slidesPerView) : items;
  const width = typeof slidesPerView === 'number' ? `calc((100% - ${(slidesPerView - 1) * spaceBetween}px) / ${slidesPerView})` : undefined;
  return (
    <div ref={rootRef} className={`${styles.root} ${className ?? ''}`} role={ariaLabel ? 'region' : undefined} aria-label={ariaLabel} {...handlers}>
      <div className={styles.still} style={{ gap: spaceBetween }}>
        {shown.map((item, index) => (
          <div key={keyOf(item, index)} className={`${styles.slide} ${slideClassName ?? ''}`} style={{ width, flexShrink: 0 }}>
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Why swiper was asked for: the first autoplay turn is due (so it starts by turning), or anything else. */
type Wanted = false | 'turn' | 'use';

/**
 * A carousel on swiper, which loads when the slides are about to move. Stays still when everything
 * fits in view. The still slides give way to swiper's only while nobody is using them (no focus in
 * them, no pointer pressed on them), so a tap is never lost and the focus never drops to the page.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, slidesPerView = 1, autoplayMs } = props;
  // Slides sized by their content may or may not fit: only swiper's layout knows.
  const mayMove = slidesPerView === 'auto' || items.length > slidesPerView;
  const [wanted, setWanted] = useState<Wanted>(false);
  const [Moving, setMoving] = useState<MovingCarousel | null>(null);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // A carousel out of sight neither turns nor is swiped.
  const near = useNearViewport(root, { rootMargin: NEAR_VIEWPORT, enabled: mayMove });

  useEffect(() => {
    if (!mayMove || !near || wanted) return;
    if (!autoplayMs) {
      setWanted('use');
      return;
    }
    const timer = setTimeout(() => setWanted('turn'), autoplayMs);
    return () => clearTimeout(timer);
  }, [mayMove, near, wanted, autoplayMs]);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadMovingCarousel().then((component) => {
      if (live) setMoving(() => component);
    });
    return () => {
      live = false;
    };
  }, [wanted]);

  if (Moving && !focused && !pressed) return <Moving {...props} advanceOnStart={wanted === 'turn'} />;
  const use = () => setWanted((current) => current || 'use');
  const handlers: HTMLAttributes<HTMLDivElement> = {
    onPointerEnter: mayMove ? use : undefined,
    onTouchStart: mayMove ? use : undefined,
    onPointerDown: () => setPressed(true),
    onPointerUp: () => setPressed(false),
    onPointerCancel: () => setPressed(false),
    onPointerLeave: () => setPressed(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return <StillSlides {...props} rootRef={root} handlers={handlers} />;
}

/** Near enough to the viewport to be swiped soon. */
const NEAR_VIEWPORT = '200px';
