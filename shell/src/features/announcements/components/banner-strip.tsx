import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, Carousel, type Banner, type BannerGroup } from '@site/shared';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { useAnnouncements } from '../api/get-announcements';
import { bannerAction } from '../state/banner-link';
import styles from './banner-strip.module.css';

/** A new slide starts every 5 s, its transition included. */
export const BANNER_AUTOPLAY_MS = 5000;

export interface BannerStripProps {
  /** The route's banner group, as its declaration names it. */
  group: BannerGroup;
}

/**
 * The slides of the route's banner group. The parent remounts it on every route change, so the
 * carousel starts again at the first slide. While announcements load, the strip's height is kept
 * (no layout shift when slides arrive); a group without banners shows nothing.
 */
export function BannerStrip({ group }: BannerStripProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const announcements = useAnnouncements();
  const banners = useMemo(
    () => (announcements.data?.banners ?? []).filter((banner) => banner.groupName === group).sort((a, b) => a.sort - b.sort),
    [announcements.data, group],
  );

  if (announcements.isPending) return <div className={styles.strip} aria-hidden="true" data-testid="banner-placeholder" />;
  if (banners.length === 0) return null;

  return (
    <section className={styles.strip} data-testid="banner-strip" aria-label={t('banners')}>
      <Carousel
        items={banners}
        keyOf={(banner) => banner.bannerId}
        renderItem={(banner, index) => <Slide banner={banner} index={index} />}
        autoplayMs={BANNER_AUTOPLAY_MS}
        speed={600}
        loop
        dots
        className={styles.carousel}
        slideClassName={styles.slide}
      />
    </section>
  );
}

function Slide({ banner, index }: { banner: Banner; index: number }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  // The first slide is the page's largest paint: fetch it at once and first.
  const image = (
    <img
      className={styles.image}
      src={banner.url}
      // The picture's text in words: the slide title; only a slide without one is named by position.
      alt={banner.title?.trim() || t('banner_alt', { index: index + 1 })}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'low'}
      decoding={index === 0 ? 'sync' : 'async'}
      draggable={false}
    />
  );
  const action = bannerAction(banner);
  if (!action) return image;
  if (action.kind === 'route') {
    return (
      <Link className={styles.action} to={action.to}>
        {image}
      </Link>
    );
  }
  if (action.kind === 'url') {
    return (
      <a className={styles.action} href={action.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <button type="button" className={styles.action} onClick={() => bus.emit('game:launch', { game: action.game })}>
      {image}
    </button>
  );
}
