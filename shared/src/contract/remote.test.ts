import { HOST_API_VERSION, REMOTE_IDS, containerName, defineRemote, hostApiSatisfies } from './remote';

describe('remote contract', () => {
  it('hostApiSatisfies checks the host version against a remote semver range', () => {
    expect(hostApiSatisfies('^1.0.0', '1.0.0')).toBe(true);
    expect(hostApiSatisfies('^1.0.0', '1.7.3')).toBe(true);
    expect(hostApiSatisfies('^1.2.0', '1.1.9')).toBe(false);
    expect(hostApiSatisfies('^1.0.0', '2.0.0')).toBe(false);
    expect(hostApiSatisfies('>=1 <3', '2.4.0')).toBe(true);
    expect(hostApiSatisfies('^1.0.0')).toBe(hostApiSatisfies('^1.0.0', HOST_API_VERSION));
  });

  it('refuses a malformed range instead of throwing', () => {
    expect(hostApiSatisfies('not a range', '1.0.0')).toBe(false);
    expect(hostApiSatisfies('^1.0.0', 'garbage')).toBe(false);
  });

  it('container names are valid identifiers for every remote id', () => {
    expect(REMOTE_IDS.map(containerName)).toEqual(['auth', 'games', 'lottery', 'member_centre', 'agent_centre']);
    for (const id of REMOTE_IDS) expect(containerName(id)).toMatch(/^[a-z_]+$/);
  });

  it('defineRemote returns the descriptor unchanged', () => {
    const descriptor = { id: 'lottery' as const, hostApi: '^1.0.0', i18n: { namespace: 'lottery', resources: {} } };
    expect(defineRemote(descriptor)).toBe(descriptor);
  });
});
