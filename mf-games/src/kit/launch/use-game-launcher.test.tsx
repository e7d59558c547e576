import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, setTheme } from '@site/shared';
import { fakePlatform, ok, refusal, type Reply } from '@site/shared/testing';
import { renderWithProviders, resetSharedState, signIn } from '../../testing/render';
import { GAME_POPUP_NAME } from './game-popup';
import { useGameLauncher } from './use-game-launcher';

const LAUNCH_URL = '/wps/game/launchGame';

function Launcher() {
  const { launch, dialogs } = useGameLauncher();
  return (
    <>
      <button type="button" onClick={() => launch({ kind: 'game', nodeId: '7', name: 'Lucky Koi' }, 'window')}>
        window
      </button>
      <button type="button" onClick={() => launch({ kind: 'game', nodeId: '7', name: 'Lucky Koi' })}>
        page
      </button>
      {dialogs}
    </>
  );
}

/** A stand-in for the game window: what the launcher writes into it and where it points it. */
function fakeWindow() {
  return {
    closed: false,
    document: { title: '', body: { textContent: '' } },
    location: { replace: jest.fn() },
    close: jest.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

let open: jest.SpyInstance;
beforeEach(async () => {
  await resetSharedState();
  open = jest.spyOn(window, 'open');
});
afterEach(() => {
  open.mockRestore();
  jest.useRealTimers();
});

describe('game launcher', () => {
  it('opens the game window during the click, before the launch answers, then points it at the game', async () => {
    signIn(0);
    const popup = fakeWindow();
    open.mockReturnValue(popup as unknown as Window);
    let answer: (reply: Reply) => void = () => undefined;
    const platform = fakePlatform({ [LAUNCH_URL]: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderWithProviders(<Launcher />);

    await userEvent.click(screen.getByRole('button', { name: 'window' }));
    expect(open).toHaveBeenCalledWith('', GAME_POPUP_NAME, expect.stringContaining('popup'));
    expect(popup.document.body.textContent).toBe('Starting the game…');
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(platform.callsTo(LAUNCH_URL)[0]?.params).toMatchObject({ nodeId: '7', language: 'en', theme: 'light', device: 'WEB' });

    await act(async () => answer(ok({ content: '/provider/launch?token=abc&lang=en', gameOrigin: window.location.origin, playMoney: false })));
    expect(popup.location.replace).toHaveBeenCalledWith(`${window.location.origin}/provider/launch?token=abc&lang=en`);
  });

  it("launches in the site's theme: in dark mode the launch asks for a dark game", async () => {
    signIn(0);
    setTheme('dark');
    open.mockReturnValue(fakeWindow() as unknown as Window);
    const platform = fakePlatform({ [LAUNCH_URL]: () => ok({ content: 'https://games.example/launch?token=abc&theme=dark', gameOrigin: 'https://games.example', playMoney: false }) });
    renderWithProviders(<Launcher />);
    await userEvent.click(screen.getByRole('button', { name: 'window' }));
    expect(platform.callsTo(LAUNCH_URL)[0]?.params).toMatchObject({ nodeId: '7', theme: 'dark' });
    setTheme('light');
  });

  it('refreshes the balance after each round the game window reports, and when it closes', async () => {
    jest.useFakeTimers();
    signIn(0);
    const popup = fakeWindow();
    open.mockReturnValue(popup as unknown as Window);
    fakePlatform({ [LAUNCH_URL]: () => ok({ content: '/provider/launch?token=abc', gameOrigin: 'https://games.example', playMoney: false }) });
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    renderWithProviders(<Launcher />);

    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'window' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(popup.location.replace).toHaveBeenCalled();
    const settled = { type: 'game:round-settled', roundId: 'r1', balance: 1 };
    act(() => window.dispatchEvent(new MessageEvent('message', { data: settled, origin: 'https://games.example', source: popup as unknown as Window })));
    expect(changed).toHaveBeenCalledTimes(1);
    act(() => window.dispatchEvent(new MessageEvent('message', { data: settled, origin: window.location.origin, source: popup as unknown as Window })));
    expect(changed).toHaveBeenCalledTimes(1);

    popup.closed = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(changed).toHaveBeenCalledTimes(2);
    act(() => window.dispatchEvent(new MessageEvent('message', { data: settled, origin: 'https://games.example', source: popup as unknown as Window })));
    expect(changed).toHaveBeenCalledTimes(2);
    off();
  });

  it('says "Popup blocked" when the browser refuses the window, and offers this page instead', async () => {
    signIn(0);
    open.mockReturnValue(null);
    const platform = fakePlatform({});
    renderWithProviders(<Launcher />);

    await userEvent.click(screen.getByRole('button', { name: 'window' }));
    const dialog = screen.getByRole('dialog', { name: 'Popup blocked' });
    expect(platform.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Play on this page' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/game\?nodeId=7&name=Lucky\+Koi$/);
  });

  it('closes the window and says why when the platform refuses the launch', async () => {
    signIn(0);
    const popup = fakeWindow();
    open.mockReturnValue(popup as unknown as Window);
    fakePlatform({ [LAUNCH_URL]: () => refusal('GAME_MAINTENANCE', 'Game maintenance', 503) });
    renderWithProviders(<Launcher />);

    await userEvent.click(screen.getByRole('button', { name: 'window' }));
    expect(await screen.findByRole('dialog', { name: 'The game could not be started.' })).toHaveTextContent('Game maintenance');
    expect(popup.close).toHaveBeenCalled();
  });

  it('asks a visitor to log in and opens no window', async () => {
    const login = jest.fn();
    const off = bus.on('auth:open-login', login);
    renderWithProviders(<Launcher />);
    await userEvent.click(screen.getByRole('button', { name: 'window' }));
    await userEvent.click(screen.getByRole('button', { name: 'page' }));
    expect(login).toHaveBeenCalledTimes(2);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    off();
  });
});
