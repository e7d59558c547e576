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

/**
 * The swiper side of Carousel, loaded on demand (see carousel.tsx). With a single slide (or no more
 * slides than fit in view) it stays still: no autoplay, no loop, no dots, no arrows.
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
}: CarouselProps<T>) {
  const { t } = useTranslation('common', { i18n });
  const inView = typeof slidesPerView === 'number' ? slidesPerView : 1;
  const moves = items.length > inView;
  return (
    <div className={`${styles.root} ${className ?? ''}`} role={ariaLabel ? 'region' : undefined} aria-roledescription={ariaLabel ? t('carousel') : undefined} aria-label={ariaLabel}>
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        speed={speed}
        // Swiper needs more slides than are in view to loop without gaps.
        loop={loop && moves && items.length > inView + 1}
        autoplay={moves && autoplayMs ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={moves && dots ? { clickable: true } : false}
        navigation={moves && arrows}
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
    </div>
  );
}
