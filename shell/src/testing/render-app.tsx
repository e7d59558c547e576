import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { addRemoteResources, clearSession, i18n, queryClient, setSession, store, publicStateAtom, setTheme, type Session } from '@site/shared';
import { App } from '../app/app';
import { resetRemotesForTests } from '../app/remotes';
import { resetIntentsForTests } from '../kit/host-intent';
import { resources } from '../i18n/all-texts';
import { SHELL_NAMESPACE } from '../i18n/resources';

/** Fresh shared state for a test: English, light theme, no session, empty cache, no query retries, no intents. */
export function resetSharedState(): void {
  // Every language at once, so a test may switch with i18n.changeLanguage and find its texts.
  void addRemoteResources(SHELL_NAMESPACE, resources);
  void i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  store.set(publicStateAtom, { ...store.get(publicStateAtom), balance: null, bonusBalance: null, whiteLabel: {}, systemStatus: 0, currencySymbol: 'P' });
  setTheme('light');
  localStorage.clear();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  resetRemotesForTests();
  resetIntentsForTests();
}

export const SESSION: Session = {
  token: 'token-1',
  account: 'player01',
  customerId: '42',
  isAgent: 0,
  memberLabel: '',
  merchant: 'demo',
  merchantCode: 'demo',
};

export function signIn(session: Partial<Session> = {}): void {
  setSession({ ...SESSION, ...session });
}

/** Shows where the router is, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export function withProviders(ui: ReactElement, path = '/'): ReactElement {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** Render the whole shell at `path`. */
export function renderApp(path = '/'): RenderResult {
  return render(withProviders(<App />, path));
}
