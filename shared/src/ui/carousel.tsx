import { lazy, Suspense, type Key, type ReactNode } from 'react';
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

// Swiper is most of a carousel's weight and is not needed to paint the first slide, so it loads
// off the critical path; until it arrives the slides in view are shown still, in the same box.
const SwiperCarousel = lazy(() => import('./swiper-carousel')) as <T>(props: CarouselProps<T>) => ReactNode;

function StillSlides<T>({ items, renderItem, keyOf, slidesPerView = 1, spaceBetween = 0, ariaLabel, className, slideClassName }: CarouselProps<T>) {
  const shown = typeof slidesPerView === 'number' ? items.slice(0, slidesPerView) : items;
  const width = typeof slidesPerView === 'number' ? `calc((100% - ${(slidesPerView - 1) * spaceBetween}px) / ${slidesPerView})` : undefined;
  return (
    <div className={`${styles.root} ${className ?? ''}`} role={ariaLabel ? 'region' : undefined} aria-label={ariaLabel} aria-busy="true">
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

/** A carousel on swiper (loaded on demand). Stays still when everything fits in view. */
export function Carousel<T>(props: CarouselProps<T>) {
  return (
    <Suspense fallback={<StillSlides {...props} />}>
      <SwiperCarousel {...props} />
    </Suspense>
  );
}
