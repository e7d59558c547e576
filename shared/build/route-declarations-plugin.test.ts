// eslint-disable-next-line @typescript-eslint/no-require-imports
const { hostApiProblem, routeDeclarationProblems } = require('./route-declarations-plugin.cjs') as {
  hostApiProblem: (hostApi: unknown) => string | null;
  routeDeclarationProblems: (routes: unknown) => string[];
};

const everyLanguage = (text: string) => ({ en: text, es: text, vi: text, zh: text });

describe("a remote build's host-API range", () => {
  it('is accepted when it is a semver range', () => {
    expect(hostApiProblem('^1.0.0')).toBeNull();
    expect(hostApiProblem('>=1.2 <3')).toBeNull();
  });

  it('fails the build when it is missing or not a range', () => {
    for (const bad of [undefined, '', 'one point oh', 1]) expect(hostApiProblem(bad)).toMatch(/hostApi must be exported as a semver range/);
  });
});

describe("a route's still heading", () => {
  const route = (heading: unknown) => [{ path: '/x', screenId: 'x', chrome: 'header-only', heading }];

  it('is accepted with a title, and a link to a path of the site, in every language', () => {
    expect(routeDeclarationProblems(route({ title: everyLanguage('Lottery') }))).toEqual([]);
    expect(routeDeclarationProblems(route({ title: everyLanguage('Lottery'), link: { to: '/vnlottery', label: everyLanguage('Results') } }))).toEqual([]);
  });

  it('fails the build when a language is missing or empty, the link leaves the site, or a field is unknown', () => {
    const { zh: _zh, ...withoutChinese } = everyLanguage('Lottery');
    for (const bad of [
      'Lottery',
      { title: withoutChinese },
      { title: { ...everyLanguage('Lottery'), vi: ' ' } },
      { title: everyLanguage('Lottery'), link: { to: 'https://elsewhere.example/', label: everyLanguage('Results') } },
      { title: everyLanguage('Lottery'), link: { to: '/vnlottery' } },
      { title: everyLanguage('Lottery'), subtitle: everyLanguage('More') },
    ]) {
      expect(routeDeclarationProblems(route(bad))).toEqual([expect.stringMatching(/route 0 \(\/x\): heading must be/)]);
    }
  });
});
