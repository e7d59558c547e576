/** @jest-environment jsdom */
import { exactOrigin, postRoundSettled } from './round-message';

function fakeWindow({ framed, opener }: { framed: boolean; opener: boolean }) {
  const parent = { postMessage: jest.fn() };
  const openerWindow = { postMessage: jest.fn() };
  const win = { parent: undefined as unknown, opener: opener ? openerWindow : null };
  win.parent = framed ? parent : win;
  return { win: win as unknown as Window, parent, opener: openerWindow };
}

describe('the round message to the host page', () => {
  it('goes to the framing page at the lobby origin exactly, with the balance as a decimal', () => {
    const { win, parent, opener } = fakeWindow({ framed: true, opener: true });
    expect(postRoundSettled(win, 'https://site.example', 'r-1', 123456)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'game:round-settled', roundId: 'r-1', balance: 1234.56 }, 'https://site.example');
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  it('goes to the opener when the game is a popup', () => {
    const { win, opener } = fakeWindow({ framed: false, opener: true });
    expect(postRoundSettled(win, 'http://127.0.0.1:3000', 'r-2', 5)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'game:round-settled', roundId: 'r-2', balance: 0.05 }, 'http://127.0.0.1:3000');
  });

  it('is not sent when nothing hosts the game', () => {
    const { win, parent, opener } = fakeWindow({ framed: false, opener: false });
    expect(postRoundSettled(win, 'https://site.example', 'r-3', 100)).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  it.each(['*', '', 'null', 'https://site.example/', 'https://site.example/lobby', 'javascript:alert(1)', 'site.example'])(
    'is never sent to the loose target %j',
    (origin) => {
      const { win, parent } = fakeWindow({ framed: true, opener: false });
      expect(postRoundSettled(win, origin, 'r-4', 100)).toBe(false);
      expect(parent.postMessage).not.toHaveBeenCalled();
    },
  );

  it('accepts only origins written exactly as browsers write them', () => {
    expect(exactOrigin('https://site.example:8443')).toBe('https://site.example:8443');
    expect(exactOrigin('HTTPS://SITE.EXAMPLE')).toBeNull();
    expect(exactOrigin('https://site.example:443')).toBeNull();
  });
});
