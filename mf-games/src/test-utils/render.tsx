import { type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addRemoteResources, clearSession, i18n, queryClient, setSession, type Session } from '@site/shared';
import { GAMES_NAMESPACE, resources } from '../i18n/resources';

export const VENDORS_URL = '/wps/relay/GCSGAME_newGameVendor';

/** Fresh shared state for a test: English, the games namespace, no session, empty cache, no retries. */
export function resetSharedState(): void {
  addRemoteResources(GAMES_NAMESPACE, resources);
  void i18n.changeLanguage('en');
  clearSession();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
}

export function signIn(isAgent: number): void {
  const session: Session = {
    token: 'token-1',
    account: 'player1',
    customerId: '42',
    isAgent,
    memberLabel: '',
    merchant: 'demo',
    merchantCode: 'demo',
  };
  setSession(session);
}

/** Shows where the router currently is, so tests can assert navigation like a user sees the URL. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Render inside the providers the shell gives a remote: the shared query client and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={children} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
