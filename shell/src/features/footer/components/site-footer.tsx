import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, Carousel, LazyImage, requireRealAccount, useVendorLanes, type VendorCard } from '@site/shared';
import type { NavMenu } from '../../../kit/nav-menus';
import { useSiteLinks, type SiteLink } from '../../../kit/site-links';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import styles from './site-footer.module.css';

/** The footer carousel: 10 slides in view, 10 px apart, 3000 ms transitions. */
export const FOOTER_CAROUSEL = { slidesPerView: 10, spaceBetween: 10, speed: 3000 } as const;

export interface SiteFooterProps {
  brandName: string | undefined;
  menus: readonly NavMenu[];
}

/** Every provider once, in lane order (a provider may serve several categories). */
function uniqueVendors(cards: readonly VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => (seen.has(card.vassalage) ? false : (seen.add(card.vassalage), true)));
}

/**
 * The footer: providers carousel, licence statement, game-type links, the site's pages, the help
 * centre with its terms and responsible-gaming sections (kit/site-links), copyright.
 */
export function SiteFooter({ brandName, menus }: SiteFooterProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const siteLinks = useSiteLinks('site');
  const helpLinks = useSiteLinks('help');
  const lanes = useVendorLanes();
  const vendors = useMemo(() => uniqueVendors((lanes.data ?? []).flatMap((lane) => lane.cards)), [lanes.data]);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        {vendors.length > 0 && (
          <section className={styles.providers} aria-label={t('footer_providers')}>
            <h2 className={styles.heading}>{t('footer_providers')}</h2>
            <Carousel
              items={vendors}
              keyOf={(vendor) => vendor.vassalage}
              renderItem={(vendor) => (
                <div className={styles.vendor} title={vendor.displayName}>
                  <LazyImage src={vendor.logoUrl} alt={vendor.displayName} width={96} height={48} className={styles.vendorLogo} />
                </div>
              )}
              slidesPerView={FOOTER_CAROUSEL.slidesPerView}
              spaceBetween={FOOTER_CAROUSEL.spaceBetween}
              speed={FOOTER_CAROUSEL.speed}
              autoplayMs={FOOTER_CAROUSEL.speed}
              loop
            />
          </section>
        )}

        <div className={styles.columns}>
          <section className={styles.licence} aria-labelledby="footer-licence">
            <h2 id="footer-licence" className={styles.heading}>
              {t('licence_title')}
            </h2>
            <p className={styles.text}>{t('licence_text')}</p>
            <ul className={styles.badges}>
              {(['licence_mga', 'licence_bvi', 'licence_pagcor'] as const).map((key) => (
                <li key={key} className={styles.badge}>
                  {t(key)}
                </li>
              ))}
            </ul>
          </section>

          {menus.length > 0 && (
            <nav className={styles.games} aria-label={t('footer_games')}>
              <h2 className={styles.heading}>{t('footer_games')}</h2>
              <ul className={styles.links}>
                {menus.map((menu) => (
                  <li key={menu.gameType}>
                    <Link to={menu.page}>{t(`common:game_type.${menu.gameType}`, { defaultValue: menu.name })}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <LinkColumn label={t('footer_site')} links={siteLinks} />
          <LinkColumn label={t('footer_help')} links={helpLinks} />
        </div>

        <p className={styles.responsible}>{t('responsible')}</p>
        <p className={styles.responsible}>
          {/* The member's own limits and breaks (the member centre's Responsible gaming page); a visitor is asked to sign in first. */}
          <button type="button" className={styles.toolsLink} onClick={() => requireRealAccount() && bus.emit('member-centre:open', { page: 'responsibleGaming' })}>
            {t('responsible_tools')}
          </button>
        </p>
        <p className={styles.copyright}>{t('copyright', { year, brandName: brandName ?? '' })}</p>
      </div>
    </footer>
  );
}

function LinkColumn({ label, links }: { label: string; links: readonly SiteLink[] }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <h2 className={styles.heading}>{label}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
