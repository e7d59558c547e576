import { bus } from '@site/shared';
import { watchRoundMessages } from './round-messages';

const GAME_ORIGIN = 'https://games.example';
const settled = { type: 'game:round-settled', roundId: 'r1', balance: 12.5 };

function post(data: unknown, origin: string, source: MessageEventSource | null = null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('round messages of a launched game', () => {
  let changed: jest.Mock;
  let off: () => void;
  beforeEach(() => {
    changed = jest.fn();
    off = bus.on('wallet:changed', changed);
  });
  afterEach(() => off());

  it("refresh the balance for a settled round from the game's exact origin only", () => {
    const stop = watchRoundMessages(GAME_ORIGIN);
    post(settled, 'https://games.example.evil');
    post(settled, 'http://games.example');
    post(settled, 'https://other.example');
    expect(changed).not.toHaveBeenCalled();
    post(settled, GAME_ORIGIN);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    post(settled, GAME_ORIGIN);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('ignore other messages of that origin', () => {
    const stop = watchRoundMessages(GAME_ORIGIN);
    post({ type: 'something-else' }, GAME_ORIGIN);
    post('game:round-settled', GAME_ORIGIN);
    post(null, GAME_ORIGIN);
    expect(changed).not.toHaveBeenCalled();
    stop();
  });

  it("ignore messages of the right origin from another window than the game's", () => {
    const game = { postMessage: jest.fn() } as unknown as Window;
    const stranger = { postMessage: jest.fn() } as unknown as Window;
    const stop = watchRoundMessages(GAME_ORIGIN, () => game);
    post(settled, GAME_ORIGIN, stranger);
    expect(changed).not.toHaveBeenCalled();
    post(settled, GAME_ORIGIN, game);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });
});
