import { remoteLoader } from './remote-loader';

describe('remoteLoader (the monolith stand-in for the federation runtime)', () => {
  const containerOf = (id: string) => id.replace(/-/g, '_');

  it("imports a remote's descriptor module for `<container>/remote`, only when asked", async () => {
    const imported: string[] = [];
    const games = { default: { id: 'games' } };
    const loadRemote = remoteLoader(
      {
        games: async () => (imported.push('games'), games),
        'member-centre': async () => (imported.push('member-centre'), { default: { id: 'member-centre' } }),
      },
      containerOf,
    );
    expect(imported).toEqual([]);
    await expect(loadRemote('games/remote')).resolves.toBe(games);
    await expect(loadRemote<{ default: { id: string } }>('member_centre/remote')).resolves.toEqual({ default: { id: 'member-centre' } });
    expect(imported).toEqual(['games', 'member-centre']);
  });

  it('rejects what the build does not contain, as the runtime rejects an unknown remote', async () => {
    const loadRemote = remoteLoader({ games: async () => ({}) }, containerOf);
    await expect(loadRemote('lottery/remote')).rejects.toThrow('lottery/remote is not part of this build');
    // The container name, not the remote id, names a remote; and only its ./remote module is exposed.
    await expect(loadRemote('games/other')).rejects.toThrow();
    await expect(loadRemote('member-centre/remote')).rejects.toThrow();
  });

  it('passes on a failed import, so the area shows its fallback', async () => {
    const loadRemote = remoteLoader({ games: () => Promise.reject(new Error('chunk failed')) }, containerOf);
    await expect(loadRemote('games/remote')).rejects.toThrow('chunk failed');
  });
});
