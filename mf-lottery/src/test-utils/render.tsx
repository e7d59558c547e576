import { type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addRemoteResources, clearSession, i18n, queryClient, setSession } from '@site/shared';
import { LOTTERY_NAMESPACE, resources } from '../i18n/resources';
import { clockStore } from '../components/server-clock';

/** Fresh shared state for a test: English, the lottery namespace, no session, empty cache, no retries, unmeasured clock. */
export function resetSharedState(): void {
  addRemoteResources(LOTTERY_NAMESPACE, resources);
  void i18n.changeLanguage('en');
  clearSession();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  clockStore.reset();
  localStorage.clear();
}

/** Sign in as `account`; isAgent 4 is a trial account, 0 a member. */
export function signIn(account = 'player1', isAgent = 0): void {
  setSession({ token: `token-${account}`, account, customerId: '42', isAgent, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Render inside the providers the shell gives a remote: the shared query client and a router. */
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
