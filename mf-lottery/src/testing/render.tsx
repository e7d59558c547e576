import { resetRemoteState, signInForTest } from '@site/shared/testing';
import { clockStore } from '../kit/server-clock';
import { LOTTERY_NAMESPACE, resources } from '../i18n/resources';

export { renderWithProviders } from '@site/shared/testing';

/** Fresh shared state for a test: English, the lottery namespace, no session, empty cache, no retries, unmeasured clock. */
export async function resetSharedState(): Promise<void> {
  clockStore.reset();
  localStorage.clear();
  await resetRemoteState(LOTTERY_NAMESPACE, resources);
}

/** Sign in as `account`; isAgent 4 is a trial account, 0 a member. */
export function signIn(account = 'player1', isAgent = 0): void {
  signInForTest({ account, isAgent });
}
