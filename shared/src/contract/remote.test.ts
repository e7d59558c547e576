import { REMOTE_IDS, containerName, defineRemote } from './remote';

describe('remote contract', () => {
  it('container names are valid identifiers for every remote id', () => {
    expect(REMOTE_IDS.map(containerName)).toEqual(['auth', 'games', 'lottery', 'member_centre', 'agent_centre']);
    for (const id of REMOTE_IDS) expect(containerName(id)).toMatch(/^[a-z_]+$/);
  });

  it('defineRemote returns the descriptor unchanged', () => {
    const descriptor = { id: 'lottery' as const, hostApi: '^1.0.0', i18n: { namespace: 'lottery', resources: {} } };
    expect(defineRemote(descriptor)).toBe(descriptor);
  });
});
