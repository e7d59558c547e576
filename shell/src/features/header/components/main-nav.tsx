import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { bus, GAME_LIST_TYPES, useMediaQuery, useSession, type VendorCard } from '@site/shared';
import { intendEvent } from '../../../kit/host-intent';
import { ChevronDownIcon, FlameIcon } from '../../../kit/icons';
import type { NavMenu } from '../../../kit/nav-menus';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { dropdownModel } from '../state/dropdown';
import { useDismiss } from '../hooks/use-dismiss';
import { itemsThatFit, sidewaysScroll } from '../state/nav-overflow';
import styles from './main-nav.module.css';

export interface MainNavProps {
  menus: readonly NavMenu[];
}

/** One entry of the row: a plain page, or a game type with its provider dropdown. */
type NavEntry = { key: string; to: string; label: string; end?: boolean; menu?: undefined } | { key: string; to: string; label: string; end?: undefined; menu: NavMenu };

/** Below this width, or without hover, the row scrolls sideways instead of collecting items in "more". */
const SCROLLING_ROW = '(hover: none), (max-width: 760px)';

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

/**
 * The navigation: Home, one item per game type that has providers (each with its provider
 * dropdown), Promotions, App download. The row has a fixed height, so items arriving with the
 * menu and vendor data never push the page down. Items that do not fit the row (long
 * translations, narrow windows) move, from the end, into a "more" menu that offers each with its
 * providers; on phones and touch screens the row scrolls sideways instead (touch, or the wheel).
 */
export function MainNav({ menus }: MainNavProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const entries: NavEntry[] = [
    { key: 'HOME', to: '/', label: t('home'), end: true },
    ...menus.map((menu) => ({ key: menu.gameType, to: menu.page, label: t(`common:game_type.${menu.gameType}`, { defaultValue: menu.name }), menu })),
    { key: 'PROMOTIONS', to: '/promotions', label: t('promotions') },
    { key: 'DOWNLOAD', to: '/down', label: t('download') },
  ];
  const { listRef, moreRef, fit } = useRowSplit(entries.length);
  // A scrolling row shows no dropdowns (its items lead to their lobbies): a phone's first render
  // does not build forty hidden provider links.
  const dropdowns = !useMediaQuery(SCROLLING_ROW);
  const overflowed = entries.slice(fit);
  const promotionsIndex = entries.length - 2;
  return (
    <nav className={styles.nav} aria-label={t('main_nav')}>
      <ul ref={listRef} className={styles.list}>
        {entries.map((entry, index) => {
          const hidden = index >= fit;
          // Promotions and App download sit at the row's end, so game items arriving with data fill
          // the space before them instead of pushing them sideways (a layout shift).
          const trailing = index === promotionsIndex ? (styles.trailing ?? '') : '';
          return entry.menu ? (
            <GameTypeItem key={entry.key} menu={entry.menu} name={entry.label} hidden={hidden} className={trailing} dropdown={dropdowns} />
          ) : (
            <RowItem key={entry.key} hidden={hidden} className={trailing}>
              <NavLink to={entry.to} end={entry.end} className={linkClass} data-testid={`nav-item-${entry.key}`}>
                {entry.label}
              </NavLink>
            </RowItem>
          );
        })}
        <MoreItem rootRef={moreRef} entries={overflowed} atEnd={fit <= promotionsIndex} />
      </ul>
    </nav>
  );
}

/**
 * A row item. One that does not fit stays in the row, out of sight and out of reach (invisible,
 * taking no room), so its width can still be measured when the row grows again.
 */
function RowItem({ hidden, className = '', children, ...rest }: { hidden: boolean; className?: string; children: ReactNode; 'data-align'?: string }) {
  return (
    <li className={`${styles.item} ${className} ${hidden ? styles.overflowed : ''}`} data-nav-entry="" inert={hidden} {...rest}>
      {children}
    </li>
  );
}

/**
 * How many entries fit the row, measured from the rendered items and kept up to date with
 * ResizeObserver (the window's width, and each item's, which changes with the language).
 */
function useRowSplit(count: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const [fit, setFit] = useState(count);
  const measure = useCallback(() => {
    const list = listRef.current;
    const more = moreRef.current;
    if (!list || !more) return;
    const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-nav-entry]'));
    if (typeof window.matchMedia === 'function' && window.matchMedia(SCROLLING_ROW).matches) {
      setFit(items.length);
      return;
    }
    const style = getComputedStyle(list);
    const available = list.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
    const widths = items.map((item) => item.getBoundingClientRect().width);
    setFit(itemsThatFit(widths, available, more.getBoundingClientRect().width));
  }, []);
  useLayoutEffect(measure);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [measure, count]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const onWheel = (event: WheelEvent) => {
      const next = sidewaysScroll(list, event.deltaX, event.deltaY);
      if (next === null) return;
      event.preventDefault();
      list.scrollLeft = next;
    };
    list.addEventListener('wheel', onWheel, { passive: false });
    return () => list.removeEventListener('wheel', onWheel);
  }, []);
  return { listRef, moreRef, fit: Math.min(fit, count) };
}

/**
 * "More": a disclosure at the row's end holding the entries that do not fit, each with its
 * providers listed under it. Opens and closes on click (a panel this large should not open by
 * merely passing over it); also closes on Escape, a click outside, focus leaving it, or going to another page.
 */
function MoreItem({ rootRef, entries, atEnd }: { rootRef: RefObject<HTMLLIElement | null>; entries: readonly NavEntry[]; atEnd: boolean }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hidden = entries.length === 0;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);
  // Choosing an entry (a new page) or the menu emptying closes it.
  useEffect(() => setOpen(false), [location.key, hidden]);

  return (
    <li
      ref={rootRef}
      className={`${styles.item} ${styles.moreItem} ${atEnd ? styles.trailing : ''} ${hidden ? styles.overflowed : ''}`}
      data-open={open}
      inert={hidden}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className={styles.link} aria-expanded={open} aria-controls={panelId} data-testid="nav-more" onClick={() => setOpen((value) => !value)}>
        {t('more')}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.morePanel} data-testid="nav-more-panel" data-wide={entries.some((entry) => entry.menu)}>
        <ul className={styles.moreList}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.moreEntry}>
              <Link to={entry.to} className={styles.moreLink} data-testid={`nav-more-item-${entry.key}`}>
                {entry.label}
              </Link>
              {entry.menu && <ProviderList menu={entry.menu} name={entry.label} testId={`nav-more-dropdown-${entry.key}`} className={styles.moreProviders} />}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function GameTypeItem({ menu, name, hidden, className, dropdown }: { menu: NavMenu; name: string; hidden: boolean; className: string; dropdown: boolean }) {
  const { align } = dropdownModel(menu.providers);
  return (
    <RowItem hidden={hidden} className={`${styles.hasDropdown} ${className}`} data-align={align}>
      <NavLink to={menu.page} className={linkClass} data-testid={`nav-item-${menu.gameType}`}>
        {name}
        <ChevronDownIcon className={styles.chevron} />
      </NavLink>
      {dropdown && <ProviderList menu={menu} name={name} testId={`nav-dropdown-${menu.gameType}`} className={styles.dropdown} align={align} />}
    </RowItem>
  );
}

/** A game type's providers: at most 11, then a 'more' item leading to the lobby. */
function ProviderList({ menu, name, testId, className, align }: { menu: NavMenu; name: string; testId: string; className: string | undefined; align?: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { shown, more } = dropdownModel(menu.providers);
  return (
    <ul className={className} data-testid={testId} data-align={align} aria-label={t('providers_of', { name })}>
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
  );
}

function ProviderEntry({ menu, provider }: { menu: NavMenu; provider: VendorCard }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const signedIn = useSession() !== null;
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
  // A pointer, finger or focus on the provider starts loading what its click needs: the launcher,
  // and for a visitor the login dialog it will ask for. The click works without it (an early event
  // waits for its host), only sooner with it; a click with no such intent before it loads both at
  // once rather than one after the other.
  const intend = () => {
    intendEvent('game:launch');
    if (!signedIn) intendEvent('auth:open-login');
  };
  return (
    <button
      type="button"
      className={styles.provider}
      onPointerEnter={intend}
      onTouchStart={intend}
      onFocus={intend}
      onClick={() => {
        intend();
        bus.emit('game:launch', { game: { vassalage: provider.vassalage, gameType: menu.gameType } });
      }}
    >
      {content}
    </button>
  );
}
