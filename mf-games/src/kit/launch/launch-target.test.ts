import { launchTargetFromUrl, launchUrlOf, type LaunchTarget } from './launch-target';

describe('launch targets in the URL', () => {
  it('puts catalogue games on /game, provider lobbies on /seamless, FB sports on /fbsports, and reads them back', () => {
    const cases: [LaunchTarget, string][] = [
      [{ kind: 'game', nodeId: '123', name: 'Golden Fortune' }, '/game?nodeId=123&name=Golden+Fortune'],
      [{ kind: 'lobby', vassalage: 'SABA', gameType: 'SPORTS' }, '/seamless?vassalage=SABA&gameType=SPORTS'],
      [{ kind: 'fb' }, '/fbsports'],
    ];
    for (const [target, url] of cases) {
      expect(launchUrlOf(target)).toBe(url);
      const [path, query = ''] = url.split('?');
      expect(launchTargetFromUrl(path as '/game', new URLSearchParams(query))).toEqual({ name: undefined, ...target });
    }
  });

  it('names no target for an incomplete or malformed address', () => {
    expect(launchTargetFromUrl('/game', new URLSearchParams(''))).toBeNull();
    expect(launchTargetFromUrl('/game', new URLSearchParams('nodeId=abc'))).toBeNull();
    expect(launchTargetFromUrl('/game', new URLSearchParams('nodeId=0'))).toBeNull();
    expect(launchTargetFromUrl('/seamless', new URLSearchParams('vassalage=SABA'))).toBeNull();
    expect(launchTargetFromUrl('/seamless', new URLSearchParams('vassalage=SABA&gameType=LOTT'))).toBeNull();
    expect(launchTargetFromUrl('/seamless', new URLSearchParams('vassalage=<x>&gameType=SPORTS'))).toBeNull();
  });
});
