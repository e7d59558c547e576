// eslint-disable-next-line @typescript-eslint/no-require-imports
const { hostApiProblem } = require('./route-declarations-plugin.cjs') as { hostApiProblem: (hostApi: unknown) => string | null };

describe("a remote build's host-API range", () => {
  it('is accepted when it is a semver range', () => {
    expect(hostApiProblem('^1.0.0')).toBeNull();
    expect(hostApiProblem('>=1.2 <3')).toBeNull();
  });

  it('fails the build when it is missing or not a range', () => {
    for (const bad of [undefined, '', 'one point oh', 1]) expect(hostApiProblem(bad)).toMatch(/hostApi must be exported as a semver range/);
  });
});
