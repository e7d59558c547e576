import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared';
import { fakePlatform, ok, refusal } from '@site/shared/testing';
import { limitsEndpoints } from '@site/shared/contract/protection/limits';
import { bonusEndpoints, type ActiveBonus } from '@site/shared/contract/rewards/bonus';
import { renderWithProviders, resetSharedState, signIn } from '../../../testing/render';
import { LAUNCH_SCREENS } from './launch-screen';

const LAUNCH_URL = '/wps/game/launchGame';
const GAME_ORIGIN = 'https://games.example';
const launched = (playMoney = false) => ok({ content: `${GAME_ORIGIN}/provider/launch?token=t1&lang=en`, gameOrigin: GAME_ORIGIN, playMoney });

let changed: jest.Mock;
let off: () => void;
beforeEach(async () => {
  await resetSharedState();
  changed = jest.fn();
  off = bus.on('wallet:changed', changed);
});
afterEach(() => off());

function postFromGame(data: unknown, origin = GAME_ORIGIN) {
  const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow })));
}

describe('/game', () => {
  it('launches the game the URL names and shows it in a frame under its name', async () => {
    signIn(0);
    const platform = fakePlatform({ [LAUNCH_URL]: () => launched() });
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42&name=Lucky+Koi' });

    const frame = await screen.findByTitle('Game: Lucky Koi');
    expect(frame).toHaveAttribute('src', `${GAME_ORIGIN}/provider/launch?token=t1&lang=en`);
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Koi' })).toBeInTheDocument();
    expect(platform.callsTo(LAUNCH_URL)[0]?.params).toMatchObject({ nodeId: '42', language: 'en', device: 'WEB' });
    expect(screen.queryByTestId('play-money')).not.toBeInTheDocument();
  });

  it("refreshes the header balance for each settled round from the game's origin and frame only", async () => {
    signIn(0);
    fakePlatform({ [LAUNCH_URL]: () => launched() });
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    await screen.findByTestId('game-frame');

    const settled = { type: 'game:round-settled', roundId: 'r1', balance: 99.5 };
    postFromGame(settled, window.location.origin);
    postFromGame({ type: 'other' });
    expect(changed).not.toHaveBeenCalled();
    postFromGame(settled);
    expect(changed).toHaveBeenCalledTimes(1);
    act(() => window.dispatchEvent(new MessageEvent('message', { data: settled, origin: GAME_ORIGIN, source: window })));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('refreshes the balance when the window gets the focus back and when the player leaves', async () => {
    signIn(0);
    fakePlatform({ [LAUNCH_URL]: () => launched() });
    const { unmount } = renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    await screen.findByTestId('game-frame');

    act(() => window.dispatchEvent(new Event('focus')));
    expect(changed).toHaveBeenCalledTimes(1);
    unmount();
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('launches again on every visit (a launch token works once)', async () => {
    signIn(0);
    const platform = fakePlatform({ [LAUNCH_URL]: () => launched() });
    const first = renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    await screen.findByTestId('game-frame');
    first.unmount();
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    await screen.findByTestId('game-frame');
    expect(platform.callsTo(LAUNCH_URL)).toHaveLength(2);
  });

  it('says when bets use bonus money and how much wagering is left, and nothing without a bonus', async () => {
    signIn(0);
    let bonus: ActiveBonus = {
      cashBalance: '0.00',
      bonusBalance: '80.00',
      activeGrants: 1,
      wagering: { required: '1000.00', progressed: '400.00', left: '600.00', maxBet: '20.00', expiresAt: null },
    };
    fakePlatform({ [LAUNCH_URL]: () => launched(), [bonusEndpoints.activeBonus.path]: () => ok(bonus) });
    const view = renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42&name=Lucky+Koi' });
    expect(await screen.findByTestId('bonus-notice')).toHaveTextContent(
      'You are playing with bonus money (P 80.00). Wagering left before the bonus becomes cash: P 600.00 of P 1,000.00. Rounds above P 20.00 do not count.',
    );
    view.unmount();

    bonus = { cashBalance: '15.00', bonusBalance: '0.00', activeGrants: 0, wagering: null };
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42&name=Lucky+Koi' });
    await screen.findByTitle('Game: Lucky Koi');
    // Read again on every visit: the bonus may have been released or forfeited since.
    await waitFor(() => expect(screen.queryByTestId('bonus-notice')).not.toBeInTheDocument());
  });

  it('marks play money for a trial account', async () => {
    signIn(4);
    fakePlatform({ [LAUNCH_URL]: () => launched(true) });
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    expect(await screen.findByTestId('play-money')).toHaveTextContent('Play money');
  });

  it('asks a visitor to log in and launches nothing until then', async () => {
    const platform = fakePlatform({ [LAUNCH_URL]: () => launched() });
    const login = jest.fn();
    const offLogin = bus.on('auth:open-login', login);
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    expect(login).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Log in to play.')).toBeInTheDocument();
    expect(platform.calls).toHaveLength(0);

    act(() => signIn(0));
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
    offLogin();
  });

  it('says what went wrong when the launch is refused, and tries again on request', async () => {
    signIn(0);
    let refuse = true;
    fakePlatform({ [LAUNCH_URL]: () => (refuse ? refusal('GAME_MAINTENANCE', 'Game maintenance', 503) : launched()) });
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Game maintenance');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
  });

  it('says so for an incomplete address', () => {
    signIn(0);
    fakePlatform({});
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('This game address is incomplete.');
  });
});

describe('/seamless and /fbsports', () => {
  it("fill the page with a provider's lobby", async () => {
    signIn(0);
    const platform = fakePlatform({ [LAUNCH_URL]: () => launched() });
    renderWithProviders(<LAUNCH_SCREENS.seamless />, { route: '/seamless?vassalage=SABA&gameType=SPORTS&name=SABA+Sports' });
    expect(await screen.findByTitle('Game: SABA Sports')).toBeInTheDocument();
    expect(platform.callsTo(LAUNCH_URL)[0]?.params).toMatchObject({ vassalage: 'SABA', gameType: 'SPORTS' });
  });

  it('answers /seamless without a provider with a page that says so and leads home, launching nothing', () => {
    const platform = fakePlatform({ [LAUNCH_URL]: () => launched() });
    renderWithProviders(<LAUNCH_SCREENS.seamless />, { route: '/seamless' });
    expect(screen.getByRole('alert')).toHaveTextContent('This game address is incomplete.');
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(platform.callsTo(LAUNCH_URL)).toHaveLength(0);
  });

  it('open the FB sports page from its own call', async () => {
    signIn(0);
    const platform = fakePlatform({ '/wps/relay/GCS_gameLaunchFB': () => launched() });
    renderWithProviders(<LAUNCH_SCREENS.fbsports />, { route: '/fbsports' });
    expect(await screen.findByTitle('Game: Sports provider')).toBeInTheDocument();
    expect(platform.callsTo('/wps/relay/GCS_gameLaunchFB')).toHaveLength(1);
  });
});

describe('the reality check', () => {
  const PLAY_URL = limitsEndpoints.play.path;
  const CONTINUE_URL = limitsEndpoints.continuePlay.path;
  const state = (due: boolean) =>
    ok({ startedAt: '2026-11-28T10:00:00.000Z', minutesPlayed: 31, net: '-12.50', intervalMinutes: 30, nextCheckAt: '2026-11-28T10:30:00.000Z', due, playEnded: false, playEndsUntil: null });

  it('shows the time played and the net result when the server says it is due, and Continue asks the server', async () => {
    signIn(0);
    const platform = fakePlatform({ [LAUNCH_URL]: () => launched(), [PLAY_URL]: () => state(true), [CONTINUE_URL]: () => state(false) });
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have played for 31 minutes. Result this session: -');
    expect(dialog).toHaveTextContent('12.50');
    expect(screen.getByRole('button', { name: 'See my betting record' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument());
    expect(platform.callsTo(CONTINUE_URL)).toHaveLength(1);
  });

  it('asks nothing for a game of play money', async () => {
    signIn(0);
    const platform = fakePlatform({ [LAUNCH_URL]: () => launched(true), [PLAY_URL]: () => state(true) });
    renderWithProviders(<LAUNCH_SCREENS.game />, { route: '/game?nodeId=42' });
    await screen.findByTestId('game-frame');
    expect(platform.callsTo(PLAY_URL)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
