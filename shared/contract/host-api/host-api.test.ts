import { HOST_API_VERSION, hostApiSatisfies } from '.';

describe('host API compatibility', () => {
  it('checks the host version against a remote semver range', () => {
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
});
