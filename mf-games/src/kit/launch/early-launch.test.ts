import { fakePlatform, ok } from '@site/shared/testing';
import { resetSharedState, signIn } from '../../testing/render';
import { launchEarly, takeEarlyLaunch } from './early-launch';

const LAUNCH = 'GET /wps/game/launchGame';
const answer = { content: '/provider/launch?token=abc&lang=en', gameOrigin: 'https://games.example', playMoney: false };
const game = { kind: 'game', nodeId: '7' } as const;

beforeEach(async () => {
  await resetSharedState();
  // Nothing left over from the test before.
  takeEarlyLaunch(game);
});
afterEach(() => jest.useRealTimers());

describe('early launch', () => {
  it('hands the launch the tap started to the page that opens next, once', async () => {
    signIn(0);
    const platform = fakePlatform({ [LAUNCH]: () => ok(answer) });
    launchEarly(game);
    await expect(takeEarlyLaunch(game)).resolves.toEqual(answer);
    expect(platform.callsTo(LAUNCH)).toHaveLength(1);
    // The token is single use: a second page launches anew.
    expect(takeEarlyLaunch(game)).toBeNull();
  });

  it('is not handed to a page showing another game', () => {
    signIn(0);
    fakePlatform({ [LAUNCH]: () => ok(answer) });
    launchEarly(game);
    expect(takeEarlyLaunch({ kind: 'game', nodeId: '8' })).toBeNull();
  });

  it('is dropped when the page comes too late', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    signIn(0);
    fakePlatform({ [LAUNCH]: () => ok(answer) });
    launchEarly(game);
    jest.setSystemTime(new Date('2026-11-28T12:00:11Z'));
    expect(takeEarlyLaunch(game)).toBeNull();
  });

  it('starts nothing for a visitor', async () => {
    const platform = fakePlatform({ [LAUNCH]: () => ok(answer) });
    launchEarly(game);
    expect(takeEarlyLaunch(game)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.callsTo(LAUNCH)).toHaveLength(0);
  });
});
