import { type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addRemoteResources, clearSession, i18n, queryClient, updatePublicState, type Country } from '@site/shared';
import { AUTH_NAMESPACE, resources } from '../i18n/resources';

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
