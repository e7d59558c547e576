import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { getMerchantConfig, startAccountSync, useSession, type PermissionValue } from '@site/shared';
import { useNavMenus } from '../common/nav-menus';
import { BannerStrip } from '../features/announcements/components/banner-strip';
import { NoticeBar } from '../features/announcements/components/notice-bar';
import { NoticePage } from '../features/announcements/components/notice-page';
import { NoticePopupHost } from '../features/announcements/components/notice-popup';
import { SiteFooter } from '../features/footer/components/site-footer';
import { MainNav } from '../features/header/components/main-nav';
import { SiteHeader } from '../features/header/components/site-header';
import { Jackpot } from '../features/jackpot/components/jackpot';
import { LeftBar } from '../features/side-bars/components/left-bar';
import { RightBar } from '../features/side-bars/components/right-bar';
import { MaintenancePage } from '../features/system/components/maintenance-page';
import { RegionBlockedPage } from '../features/system/components/region-blocked-page';
import { useSiteSystem } from '../features/system/hooks/use-site-system';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { RemoteArea } from './remote-area';
import { useDescriptorState } from './remotes';
import { isNavHidden, loginRedirectFor, matchRoute, normalisePath, REMOTE_ROUTES, SHELL_ROUTES } from './route-table';
import { ScrollManager } from './scroll-manager';
import { prefetchStartupData } from './startup';
import { useTabTitle } from './use-tab-title';
import { WidgetHosts } from './widget-hosts';
import styles from './app.module.css';

/**
 * The whole site: system-status gating first (maintenance and region-blocked pages replace
 * everything), then the normal app. Until the status call answers the app renders normally, so a
 * working site never waits for it.
 */
export function App() {
  const { system, info, flagsKnown } = useSiteSystem();
  useTabTitle(info?.brandName);
  useEffect(() => prefetchStartupData(), []);
  // The balance at start and after every sign-in or wallet:changed, for the whole page.
  useEffect(() => startAccountSync(), []);

  const customerServicePath = info?.customerService.find((entry) => entry.path)?.path;
  if (system.status === 1) return <MaintenancePage endTime={system.maintenanceEndTime} customerServicePath={customerServicePath} />;
  if (system.status === 2) return <RegionBlockedPage ip={system.ip} customerServicePath={customerServicePath} />;
  return <SiteApp info={info} flagsKnown={flagsKnown} />;
}

const SHELL_PAGES = { home: <HomePage />, notices: <NoticePage /> } as const;

function SiteApp({ info, flagsKnown }: { info: PermissionValue['info'] | undefined; flagsKnown: boolean }) {
  const location = useLocation();
  const session = useSession();
  const menus = useNavMenus();
  const match = matchRoute(location.pathname);
  const descriptor = useDescriptorState(match.kind === 'remote' ? match.remote : null).descriptor;
  const remoteRoute =
    match.kind === 'remote' ? descriptor?.routes?.find((route) => route.path.toLowerCase() === match.path.toLowerCase()) : undefined;
  // The table's chrome frames the page until the descriptor's own arrives.
  const chrome = remoteRoute?.chrome ?? match.chrome;
  const full = chrome === 'full';
  const requireLogin = info?.requireLogin === true || getMerchantConfig().requireLogin;
  const redirect = loginRedirectFor(location.pathname, requireLogin, session !== null);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <ScrollManager />
      <div className={styles.app} data-chrome={chrome}>
        {chrome !== 'none' && (
          <div className={styles.top}>
            <SiteHeader brandName={info?.brandName} languages={info?.languages} flagsKnown={flagsKnown} />
            {!isNavHidden(location.pathname) && <MainNav menus={menus} />}
          </div>
        )}
        {full && remoteRoute?.banner !== false && <BannerStrip key={location.pathname} pathname={location.pathname} />}
        {full && normalisePath(location.pathname) === '/rng' && <Jackpot />}
        {full && <NoticeBar />}
        <div className={styles.content}>
          <Routes>
            {Object.entries(SHELL_ROUTES).map(([path, route]) => (
              <Route key={path} path={path} element={SHELL_PAGES[route.page]} />
            ))}
            {Object.entries(REMOTE_ROUTES).map(([path, route]) => (
              <Route key={path} path={path} element={<RemoteArea key={path} remoteId={route.remote} target={{ kind: 'route', path }} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </div>
        {full && <SiteFooter brandName={info?.brandName} menus={menus} />}
        {full && <RightBar customerService={info?.customerService} />}
        {full && <LeftBar />}
      </div>
      <NoticePopupHost />
      <WidgetHosts />
    </>
  );
}
