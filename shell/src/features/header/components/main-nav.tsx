import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { bus, GAME_LIST_TYPES, type VendorCard } from '@site/shared';
import { ChevronDownIcon, FlameIcon } from '../../../common/icons';
import type { NavMenu } from '../../../common/nav-menus';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { dropdownModel } from '../state/dropdown';
import styles from './main-nav.module.css';

export interface MainNavProps {
  menus: readonly NavMenu[];
}

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

/**
 * The navigation: Home, one item per game type that has providers (each with its provider
 * dropdown), Promotions, App download. The row has a fixed height, so items arriving with the
 * menu and vendor data never push the page down.
 */
export function MainNav({ menus }: MainNavProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { ref, overflowing } = useOverflow<HTMLUListElement>();
  return (
    <nav className={styles.nav} aria-label={t('main_nav')}>
      <ul ref={ref} className={styles.list} data-overflow={overflowing}>
        <li className={styles.item}>
          <NavLink to="/" end className={linkClass} data-testid="nav-item-HOME">
            {t('home')}
          </NavLink>
        </li>
        {menus.map((menu) => (
          <GameTypeItem key={menu.gameType} menu={menu} />
        ))}
        <li className={`${styles.item} ${styles.trailing}`}>
          <NavLink to="/promotions" className={linkClass} data-testid="nav-item-PROMOTIONS">
            {t('promotions')}
          </NavLink>
        </li>
        <li className={styles.item}>
          <NavLink to="/down" className={linkClass} data-testid="nav-item-DOWNLOAD">
            {t('download')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * Whether the element's content is wider than the element. Checked after every render (menus and
 * translations change the content) and on resize.
 */
function useOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  const check = useCallback(() => {
    const element = ref.current;
    if (element) setOverflowing(element.scrollWidth > element.clientWidth + 1);
  }, []);
  useLayoutEffect(check);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [check]);
  return { ref, overflowing };
}

function GameTypeItem({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const name = t(`common:game_type.${menu.gameType}`, { defaultValue: menu.name });
  const { shown, more, align } = dropdownModel(menu.providers);
  return (
    <li className={`${styles.item} ${styles.hasDropdown}`} data-align={align}>
      <NavLink to={menu.page} className={linkClass} data-testid={`nav-item-${menu.gameType}`}>
        {name}
        <ChevronDownIcon className={styles.chevron} />
      </NavLink>
      <ul className={styles.dropdown} data-testid={`nav-dropdown-${menu.gameType}`} data-align={align} aria-label={t('providers_of', { name })}>
        {shown.map((provider) => (
          <li key={provider.vassalage} className={styles.providerItem}>
            <ProviderEntry menu={menu} provider={provider} />
          </li>
        ))}
        {more && (
          <li className={styles.providerItem}>
            <Link to={menu.page} className={`${styles.provider} ${styles.more}`} aria-label={t('more_of', { name })}>
              {t('more')}
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}

function ProviderEntry({ menu, provider }: { menu: NavMenu; provider: VendorCard }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const content = (
    <>
      <img className={styles.providerLogo} src={provider.logoUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
      <span className={styles.providerName}>{provider.displayName}</span>
      {provider.isHot === 1 && (
        <span className={styles.hot} role="img" aria-label={t('hot')}>
          <FlameIcon width={14} height={14} />
        </span>
      )}
    </>
  );
  // Game-list types choose the provider in their lobby; the others start the provider's game,
  // which is gated (login, real account) by whoever handles 'game:launch'.
  if (GAME_LIST_TYPES.includes(menu.gameType)) {
    return (
      <Link to={`${menu.page}?${new URLSearchParams({ vassalage: provider.vassalage }).toString()}`} className={styles.provider}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.provider}
      onClick={() => bus.emit('game:launch', { game: { vassalage: provider.vassalage, gameType: menu.gameType } })}
    >
      {content}
    </button>
  );
}
