/**
 * While the site is closed (maintenance, or a blocked visitor) its screens offer the help centre;
 * the help centre page must then answer with help, not with the closed screen again.
 */
import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { publicStateAtom, store } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import { startupRoutes, systemStatus, URLS } from '../testing/fixtures';
import { screenRoute, TEST_ROUTES, workingRemotes } from '../testing/remote-mock';
import { renderApp, resetSharedState } from '../testing/render-app';

jest.setTimeout(60_000);
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.Mock;

beforeEach(() => {
  resetSharedState();
  mockedLoadRemote.mockReset();
  workingRemotes(mockedLoadRemote, { 'member-centre': [...TEST_ROUTES['member-centre'], screenRoute('/helpmc', { chrome: 'none' })] });
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe.each([
  ['maintenance', 1, 'maintenance-page'],
  ['a region block', 2, 'region-blocked-page'],
] as const)('during %s', (_name, status, closedScreen) => {
  it('the help centre the closed screen links to answers with the help centre', async () => {
    fakePlatform(startupRoutes({ [URLS.status]: () => ok(systemStatus(status)) }));
    renderApp('/helpmc');
    // Until the status answers, every page renders normally: wait until the site knows it is closed.
    await waitFor(() => expect(store.get(publicStateAtom).systemStatus).toBe(status));
    expect(await screen.findByTestId('screen-/helpmc')).toBeInTheDocument();
    expect(screen.queryByTestId(closedScreen)).not.toBeInTheDocument();
  });

  it('every other page still shows the closed screen, with the help centre link', async () => {
    fakePlatform(startupRoutes({ [URLS.status]: () => ok(systemStatus(status)) }));
    renderApp('/help');
    const page = await screen.findByTestId(closedScreen);
    expect(page).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/helpmc');
    expect(screen.queryByTestId('screen-/help')).not.toBeInTheDocument();
  });
});
