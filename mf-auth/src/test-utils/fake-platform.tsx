import { type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { addRemoteResources, clearSession, http, i18n, queryClient, updatePublicState, type Country } from '@site/shared';
import { AUTH_NAMESPACE, resources } from '../i18n/resources';

type Reply = { data: unknown; status?: number };
export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** The platform envelope of a successful call. */
export function ok<T>(value: T): Reply {
  return { data: { success: true, value, errorCode: null, message: null } };
}

/** The envelope of a refused call (`value` is what ApiError.details carries). */
export function refusal(errorCode: string, message: string, status = 400, value: unknown = null): Reply {
  return { data: { success: false, value, errorCode, message }, status };
}

/** Route key of a request: 'METHOD /path' (query string excluded; read `config.params`). */
function routeOf(config: InternalAxiosRequestConfig): string {
  return `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
}

/**
 * Answer requests of the shared `http` client at the adapter level, keyed 'GET /wps/…'. Unknown
 * routes fail as a 404 envelope. Returns every request made, for assertions on what was sent.
 */
export function fakePlatform(routes: Record<string, Handler>): { calls: InternalAxiosRequestConfig[]; callsTo: (route: string) => InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const handler = routes[routeOf(config)];
    const reply = handler ? await handler(config) : refusal('NOT_FOUND', `no route ${routeOf(config)}`, 404);
    const response: AxiosResponse = { data: reply.data, status: reply.status ?? 200, statusText: 'OK', headers: {}, config };
    if (response.status >= 400) {
      // As axios does for a real error status: reject with the response attached.
      throw new AxiosError(`Request failed with status code ${response.status}`, 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { calls, callsTo: (route) => calls.filter((config) => routeOf(config) === route) };
}

/** The body a request sent, parsed. */
export function bodyOf(config: InternalAxiosRequestConfig | undefined): unknown {
  if (!config) return undefined;
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}

export const COUNTRIES: Country[] = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'US', countryDialingCode: '+1' },
  { countryCode: 'CA', countryDialingCode: '+1' },
];

/** A 1x1 PNG, as the platform's captcha answers (bare base64). */
export const CAPTCHA_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Fresh shared state: English, the auth namespace, no session, no white-label flags, empty cache, no retries. */
export async function resetSharedState(): Promise<void> {
  addRemoteResources(AUTH_NAMESPACE, resources);
  await i18n.changeLanguage('en');
  clearSession();
  sessionStorage.clear();
  updatePublicState({ whiteLabel: {} });
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
}

/** Shows where the router is, so tests assert navigation as a user sees the URL. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Render inside what the shell gives a remote: the shared query client and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
