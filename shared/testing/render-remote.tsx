import { type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addRemoteResources, clearSession, i18n, queryClient, setSession, type Session } from '@site/shared';

/**
 * Fresh shared state for a remote's test: its namespace in English, no session, an empty query
 * cache and no retries (a refused call shows its error at once).
 */
export async function resetRemoteState(namespace: string, resources: Parameters<typeof addRemoteResources>[1]): Promise<void> {
  addRemoteResources(namespace, resources);
  await i18n.changeLanguage('en');
  clearSession();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
}

/** Signs in as `account`; isAgent 4 is a trial account, 0 a member, 1, 2, 41 and 42 agents. */
export function signInForTest({ account = 'player1', isAgent = 0 }: { account?: string; isAgent?: number } = {}): void {
  const session: Session = { token: `token-${account}`, account, customerId: '42', isAgent, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };
  setSession(session);
}

/** Shows where the router is, so tests assert navigation as a user sees the URL. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders inside what the shell gives a remote: the shared query client and a router at `route`. */
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
