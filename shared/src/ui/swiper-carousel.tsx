import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { i18n } from '../i18n/i18n';
import type { CarouselProps } from './carousel';
import styles from './carousel.module.css';

/** A chevron pointing right; the previous arrow mirrors it. */
function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The swiper side of Carousel, loaded when the slides are about to move (see carousel.tsx). With a single slide (or no more
 * slides than fit in view) it stays still: no autoplay, no loop, no dots, no arrows.
 *
 * Arrows are real buttons beside the slides, not swiper's own inside them: inside, they cover the
 * first and last items in view. Swiper drives them (disabled at the ends, hidden when everything
 * fits) once both elements exist, hence the callback refs kept in state. They are named here: the
 * a11y module names only the navigation it finds at its own start.
 */
export default function SwiperCarousel<T>({
  items,
  renderItem,
  keyOf,
  slidesPerView = 1,
  spaceBetween = 0,
  speed = 300,
  autoplayMs,
  loop = false,
  dots = false,
  arrows = false,
  ariaLabel,
  className,
  slideClassName,
  advanceOnStart = false,
}: CarouselProps<T> & { advanceOnStart?: boolean }) {
  const { t } = useTranslation('common', { i18n });
  const inView = typeof slidesPerView === 'number' ? slidesPerView : 1;
  const moves = items.length > inView;
  const showArrows = moves && arrows;
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  return (
    <div className={`${styles.root} ${showArrows ? styles.withArrows : ''} ${slidesPerView === 'auto' ? styles.byContent : ''} ${className ?? ''}`} role={ariaLabel ? 'region' : undefined} aria-roledescription={ariaLabel ? t('carousel') : undefined} aria-label={ariaLabel}>
      {showArrows && (
        <button ref={setPrevEl} type="button" aria-label={t('previous_slide')} className={`${styles.arrow} ${styles.prev}`}>
          <Chevron />
        </button>
      )}
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        // Loaded because the first autoplay turn was due: take that turn now.
        onSwiper={(swiper) => {
          if (advanceOnStart && moves) swiper.slideNext();
        }}
        slidesPerView={slidesPerView}
        // Marks the slides wholly in view, so a slide sized by its content and cut off at an edge can hide.
        watchSlidesProgress={slidesPerView === 'auto'}
        spaceBetween={spaceBetween}
        speed={speed}
        // Swiper needs more slides than are in view to loop without gaps.
        loop={loop && moves && items.length > inView + 1}
        // Swiper counts its delay from the end of a transition; autoplayMs is from start to start.
        autoplay={moves && autoplayMs ? { delay: Math.max(autoplayMs - speed, 0), disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={moves && dots ? { clickable: true } : false}
        navigation={showArrows ? { prevEl, nextEl } : false}
        a11y={{
          prevSlideMessage: t('previous_slide'),
          nextSlideMessage: t('next_slide'),
          firstSlideMessage: t('first_slide'),
          lastSlideMessage: t('last_slide'),
          // Swiper fills {{index}} in itself; pass the placeholder through i18next untouched.
          paginationBulletMessage: t('go_to_slide', { index: '{{index}}' }),
        }}
      >
        {items.map((item, index) => (
          <SwiperSlide key={keyOf(item, index)} className={`${styles.slide} ${slideClassName ?? ''}`}>
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
      {showArrows && (
        <button ref={setNextEl} type="button" aria-label={t('next_slide')} className={`${styles.arrow} ${styles.next}`}>
          <Chevron />
        </button>
      )}
    </div>
  );
}
