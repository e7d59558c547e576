import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { getMerchantConfig, Spinner, startAccountSync, useMediaQuery, useSession, VisuallyHidden, type PermissionValue, type RemoteDescriptor } from '@site/shared';
import { useNavMenus } from '../kit/nav-menus';
import { RoutedPathContext } from '../kit/site-links';
import { BannerStrip } from '../features/announcements/components/banner-strip';
import { NoticeBar } from '../features/announcements/components/notice-bar';
import { NoticePage } from '../features/announcements/components/notice-page';
import { NoticePopupHost } from '../features/announcements/components/notice-popup';
import { ChatHost } from '../features/side-bars/components/chat-host';
import { SiteFooter } from '../features/footer/components/site-footer';
import { MainNav } from '../features/header/components/main-nav';
import { SiteHeader } from '../features/header/components/site-header';
import { Jackpot } from '../features/jackpot/components/jackpot';
import { LeftBar } from '../features/side-bars/components/left-bar';
import { RightBar } from '../features/side-bars/components/right-bar';
import { MaintenancePage } from '../features/system/components/maintenance-page';
import { RegionBlockedPage } from '../features/system/components/region-blocked-page';
import { useSiteSystem } from '../features/system/hooks/use-site-system';
import { isOpenWhileClosed } from '../features/system/state/help-centre';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { WhenNear } from './when-near';
import { RemoteArea } from './remote-area';
import { useDescriptorState, useRegistry } from './remotes';
import { buildRouteTable, loginRedirectFor, normalisePath, type RouteMatch } from './route-table';
import { ScrollManager } from './scroll-manager';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { prefetchStartupData } from './startup';
import { useTabTitle, type RouteTitle } from './use-tab-title';
import { WidgetHosts } from './widget-hosts';
import styles from './app.module.css';

/**
 * The whole site: system-status gating first (maintenance and region-blocked pages replace
 * everything), then the normal app. Until the status call answers the app renders normally, so a
 * working site never waits for it.
 */
export function App() {
  const { system, info, flagsKnown } = useSiteSystem();
  const location = useLocation();
  useEffect(() => prefetchStartupData(), []);
  // The balance at start and after every sign-in or wallet:changed, for the whole page.
  useEffect(() => startAccountSync(), []);

  const customerService = info?.customerService.find((entry) => entry.path);
  // The closed screens offer the help centre, so it answers while the site is closed.
  const closed = !isOpenWhileClosed(location.pathname);
  if (system.status === 1 && closed) {
    return (
      <>
        <TabTitle brandName={info?.brandName} />
        <MaintenancePage endTime={system.maintenanceEndTime} customerService={customerService} />
      </>
    );
  }
  if (system.status === 2 && closed) {
    return (
      <>
        <TabTitle brandName={info?.brandName} />
        <RegionBlockedPage ip={system.ip} customerService={customerService} />
      </>
    );
  }
  return <SiteApp info={info} flagsKnown={flagsKnown} />;
}

const SHELL_PAGES = { home: <HomePage />, notices: <NoticePage /> } as const;

/** The room a remote screen holds while it loads. */
export const SCREEN_LOADING_HEIGHT = '100vh';

/** What the route declares for the tab title, with the namespace of its remote once that has loaded. */
function routeTitle(match: RouteMatch, descriptor: RemoteDescriptor | null): RouteTitle {
  if (match.kind !== 'remote') return { title: null, namespace: null };
  return { title: match.title, namespace: descriptor?.i18n.namespace ?? null };
}

function SiteApp({ info, flagsKnown }: { info: PermissionValue['info'] | undefined; flagsKnown: boolean }) {
  const location = useLocation();
  const session = useSession();
  const menus = useNavMenus();
  // The route table comes from the active releases: each remote declares its own routes.
  const registry = useRegistry();
  const table = useMemo(() => buildRouteTable(registry), [registry]);
  const match = table.match(location.pathname);
  // Links to the site's pages (footer, account menu) show only where a route serves them.
  const routed = useCallback((path: string) => ['shell', 'remote'].includes(table.match(path).kind), [table]);
  const descriptor = useDescriptorState(match.kind === 'remote' ? match.remote : null).descriptor;
  const pageTitle = routeTitle(match, descriptor);
  const chrome = match.chrome;
  const full = chrome === 'full';
  const requireLogin = info?.requireLogin === true || getMerchantConfig().requireLogin;
  const redirect = loginRedirectFor(location.pathname, requireLogin, session !== null);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <RoutedPathContext.Provider value={routed}>
      <TabTitle brandName={info?.brandName} pageTitle={pageTitle} />
      <ScrollManager />
      <div className={styles.app} data-chrome={chrome}>
        <SkipLink />
        {chrome !== 'none' && (
          <div className={styles.top}>
            <SiteHeader brandName={info?.brandName} languages={info?.languages} flagsKnown={flagsKnown} />
            {match.nav && <MainNav menus={menus} />}
          </div>
        )}
        {full && match.bannerGroup && <BannerStrip key={location.pathname} group={match.bannerGroup} />}
        {full && normalisePath(location.pathname) === '/rng' && <Jackpot />}
        {full && <NoticeBar />}
        {/* Each screen is its own <main> landmark; the skip link's target is this area around it. */}
        <div id={MAIN_CONTENT_ID} className={styles.content}>
          <Routes>
            {table.routes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  route.kind === 'shell' ? (
                    SHELL_PAGES[route.page]
                  ) : (
                    // A screen on its way holds a screen's height: the footer stays below the fold
                    // instead of showing, then jumping away when the screen arrives.
                    <RemoteArea key={route.path} remoteId={route.remote} target={{ kind: 'route', path: route.path, screenId: route.screenId }} minHeight={SCREEN_LOADING_HEIGHT} />
                  )
                }
              />
            ))}
            <Route path="*" element={match.kind === 'pending' ? <RoutePending /> : <NotFoundPage />} />
          </Routes>
        </div>
        {full && (
          <PageEnd>
            <SiteFooter brandName={info?.brandName} menus={menus} />
            <RightBar customerService={info?.customerService} />
            <LeftBar />
          </PageEnd>
        )}
      </div>
      <NoticePopupHost />
      <ChatHost />
      <WidgetHosts pageRemote={match.kind === 'remote' ? match.remote : null} />
    </RoutedPathContext.Provider>
  );
}

/** Where the side bars leave the overlay for a row at the page's end (as their style sheet says). */
const PHONE_LAYOUT = '(max-width: 760px)';
/** The room the page's end keeps on a phone until it is built: about the footer's height there. */
const PAGE_END_HEIGHT = 600;

/**
 * On a phone the footer and the side bars are the page's end, below the fold, and are built once
 * the reader comes near them: the first render on a slow phone is the first visit's longest task.
 * Wider screens float the bars beside the page from the start.
 */
function PageEnd({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(PHONE_LAYOUT);
  return phone ? <WhenNear minHeight={PAGE_END_HEIGHT}>{children}</WhenNear> : children;
}

/** While remotes.json is on its way (only when the server did not inline it), a path may still be a remote's. */
function RoutePending() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" data-testid="route-pending">
      <Spinner />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </div>
  );
}

function TabTitle({ brandName, pageTitle }: { brandName: string | undefined; pageTitle?: RouteTitle }) {
  useTabTitle(brandName, pageTitle);
  return null;
}
