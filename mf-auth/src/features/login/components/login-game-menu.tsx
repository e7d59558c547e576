import { useMemo, useState } from 'react';
import { Carousel, LazyImage, useGameMenus, useVendorLanes, vendorsOf, type GameType, type VendorCard, useNavigate, useTranslation } from '@site/shared';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import styles from './login-game-menu.module.css';

/**
 * At most this many items are in view at once; arrows appear when there are more, or when fewer
 * fit (a phone, long labels): each item is as wide as its whole label, and at least a seventh of
 * the row (the CSS keeps that share in step with this number).
 */
export const LOGIN_MENU_IN_VIEW = 7;
/** The window a non-RNG provider opens. */
export const LOGIN_WINDOW_FEATURES = 'width=1300,height=900';

type MenuKey = 'HOT' | GameType;

/** Hot providers of every category, each once. */
function hotVendors(lanes: readonly { cards: VendorCard[] }[]): VendorCard[] {
  const seen = new Set<string>();
  return lanes
    .flatMap((lane) => lane.cards)
    .filter((card) => {
      const key = `${card.gameType}/${card.vassalage}`;
      if (card.isHot !== 1 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The login modal's game menu: Hot plus one item per navigation category, and the chosen
 * category's providers. An RNG provider goes to its lobby (/rng?vassalage=); any other opens /login
 * in a 1300x900 window, since playing needs the login this form is asking for.
 */
export function LoginGameMenu({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const { data: menus = [] } = useGameMenus();
  const { data: lanes = [] } = useVendorLanes();
  const [chosen, setChosen] = useState<MenuKey>('HOT');
  const [blocked, setBlocked] = useState(false);

  const items = useMemo<{ key: MenuKey; label: string }[]>(
    () => [
      { key: 'HOT', label: t('login.hot') },
      // A category shows only when it has providers.
      ...menus.filter((menu) => vendorsOf(lanes, menu.gameType).length > 0).map((menu) => ({ key: menu.gameType, label: t(`game_type.${menu.gameType}`, { ns: 'common', defaultValue: menu.name }) })),
    ],
    [menus, lanes, t],
  );
  const vendors = chosen === 'HOT' ? hotVendors(lanes) : vendorsOf(lanes, chosen);

  const open = (card: VendorCard) => {
    if (card.gameType === 'RNG') {
      onLeave?.();
      navigate(`/rng?vassalage=${encodeURIComponent(card.vassalage)}`);
      return;
    }
    const opened = window.open('/login', '_blank', LOGIN_WINDOW_FEATURES);
    setBlocked(!opened);
  };

  return (
    <div className={styles.menu}>
      <Carousel
        ariaLabel={t('login.games')}
        items={items}
        keyOf={(item) => item.key}
        slidesPerView="auto"
        spaceBetween={6}
        slideClassName={styles.menuSlide}
        arrows
        renderItem={(item) => (
          <button type="button" className={styles.menuItem} aria-pressed={chosen === item.key} data-testid={`login-menu-${item.key}`} onClick={() => setChosen(item.key)}>
            {item.label}
          </button>
        )}
      />
      {vendors.length > 0 ? (
        <Carousel
          key={chosen}
          ariaLabel={t('login.providers')}
          items={vendors}
          keyOf={(card) => `${card.gameType}/${card.vassalage}`}
          slidesPerView="auto"
          spaceBetween={6}
          slideClassName={styles.vendorSlide}
          arrows
          renderItem={(card) => (
            <button type="button" className={styles.vendor} data-testid={`login-vendor-${card.vassalage}`} title={card.displayName} onClick={() => open(card)}>
              <LazyImage src={card.logoUrl} alt="" className={styles.logo} width={80} height={40} />
              <span className={styles.vendorName}>{card.displayName}</span>
            </button>
          )}
        />
      ) : (
        <p className={styles.empty}>{t('login.no_providers')}</p>
      )}
      {blocked && (
        <p role="alert" className={styles.warning}>
          {t('login.popup_blocked')}
        </p>
      )}
    </div>
  );
}
