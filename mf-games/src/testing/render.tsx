import { resetRemoteState, signInForTest } from '@site/shared/testing';
import { resources } from '../i18n/all-texts';
import { GAMES_NAMESPACE } from '../i18n/resources';

export { renderWithProviders } from '@site/shared/testing';

export const VENDORS_URL = '/wps/relay/GCSGAME_newGameVendor';

/** Fresh shared state for a test: English, the games namespace, no session, empty cache, no retries. */
export function resetSharedState(): Promise<void> {
  return resetRemoteState(GAMES_NAMESPACE, resources);
}

export function signIn(isAgent: number): void {
  signInForTest({ isAgent });
}
