import { act } from '@testing-library/react';
import { setLanguage } from '@site/shared';
import { resetRemoteState, signInForTest, type FakePlatform } from '@site/shared/testing';
import { AGENT_NAMESPACE, resources } from '../i18n/resources';

/**
 * The set-up every agent-centre page test shares: the agent namespace registered, an agent signed
 * in (agent1, of the agent type given; 1 unless told), a fresh query cache without retries (a
 * refused call shows its error at once), English back after each test, and the fake platform of
 * the test restored.
 */
export function setUpPageTests({ isAgent = 1 }: { isAgent?: number } = {}): { track: (api: FakePlatform) => FakePlatform } {
  let current: FakePlatform | null = null;
  beforeEach(async () => {
    await resetRemoteState(AGENT_NAMESPACE, resources);
    signInForTest({ account: 'agent1', isAgent });
  });
  afterEach(async () => {
    current?.restore();
    current = null;
    await act(() => setLanguage('en'));
  });
  return {
    track: (api) => {
      current = api;
      return api;
    },
  };
}
