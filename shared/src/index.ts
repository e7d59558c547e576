/**
 * The public API of the shared singleton package: the contract between the shell and every remote.
 * Import it only as '@site/shared'; a deep or relative import would create a second store.
 *
 * Names are listed one by one: what a package does not use stays private to shared, so it can
 * change without a release of every remote. Add a name here when a package needs it.
 */
export * from './contract/remote';
export { bus, useBusEvent, type BusEventName, type BusEvents } from './bus/bus';
export { useLatest } from './hooks/use-latest';
export {
  store,
  sessionAtom,
  setSession,
  clearSession,
  useSession,
  publicStateAtom,
  usePublicState,
  updatePublicState,
  isTrialAccount,
  isAgentAccount,
  usePendingPasswordChange,
  getPendingPasswordChange,
  setPendingPasswordChange,
  type PendingPasswordChange,
  type Session,
} from './session/store';
export { startSession } from './session/start-session';
export { signOut } from './session/sign-out';
export { requireRealAccount } from './session/gate';
export { ApiError, apiGet, apiPost, apiPut, apiDelete } from './api/client';
export { apiEncrypted, encryptPayload, prefetchPlatformKey } from './api/encrypted';
export { callApi, callSealedApi } from './api/call-api';
export { loadMemberInfo, refreshBalance, startAccountSync } from './account/account-queries';
export { getMerchantConfig } from './config/merchant';
export { sitePermissionQuery, useSiteTimeZone } from './config/site-time-zone';
export { i18n, addRemoteResources, setLanguage, getLanguage, languageName, documentLanguage, COMPLETE_LANGUAGES, type LanguageTexts } from './i18n/i18n';
/**
 * The hook that reads the page's one i18n instance. Remotes take it from here, not from
 * react-i18next: that package is not a federation singleton (a singleton ships whole), so this
 * re-export is the one copy on the page and webpack keeps only the hook.
 */
export { useTranslation } from 'react-i18next';
export { setTheme, applyTheme, useTheme, getStoredTheme } from './theme/theme';
export { formatAmount, formatBalance, fromMinorUnits } from './format/balance';
export {
  Dialog,
  ConfirmDialog,
  FramedModal,
  SidePanel,
  TabList,
  Loader,
  Spinner,
  Carousel,
  LazyImage,
  useNearViewport,
  useMediaQuery,
  SafeHtml,
  NotAvailableYet,
  VisuallyHidden,
  type SidePanelGate,
} from './ui';
export { queryClient, queryKeys } from './query/query-client';
/**
 * The react-query API remotes use, re-exported: remotes take it only from here, so the page has one
 * copy (the shell's, which owns the one query client) and webpack keeps only what is used.
 */
export { useQuery, useInfiniteQuery, useMutation, useQueryClient, queryOptions, keepPreviousData, QueryClientProvider } from '@tanstack/react-query';
export {
  Link,
  NavLink,
  Navigate,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
  type LinkProps,
  type Location,
  type NavigateFunction,
  type NavLinkProps,
  type To,
} from './router';
export {
  REMOTE_LOAD_TIMEOUT_MS,
  withTimeout,
  retryUrl,
  renewWaitingChunks,
  dropWaitingChunks,
  containersOfChunksStartedBy,
} from './remotes/remote-load';
export { useVendorLanes, useGameMenus, fetchVendorLanes, fetchGameMenus, siteVendorLanes } from './games/vendor-lanes-query';
// What the platform and the front end agree on (payload types, field rules, banner groups, lanes).
export * from '../contract';
