import { FIRST_USE_BUDGET_MS, firstUseFigures, firstUseRows, inputAt } from './first-uses';

describe('firstUseFigures', () => {
  it('is the median of the pages measured, each kept', () => {
    expect(firstUseFigures('Register dialog (visitor)', '/', [{ ms: 1900 }, { ms: 700 }, { ms: 1100 }])).toEqual({
      name: 'Register dialog (visitor)',
      route: '/',
      visibleMs: 1100,
      eachMs: [1900, 700, 1100],
      errors: [],
    });
  });

  it('keeps the failures apart from the figures', () => {
    const figures = firstUseFigures('game launch (member)', '/rng', [{ ms: 800 }, { error: 'Timeout 60000ms exceeded.' }]);
    expect(figures.visibleMs).toBe(800);
    expect(figures.errors).toEqual(['Timeout 60000ms exceeded.']);
  });

  it('has no figure when no page was measured', () => {
    expect(firstUseFigures('agent sign-in', '/agentHome', [{ error: 'no frame' }]).visibleMs).toBeNull();
  });
});

describe('inputAt', () => {
  it('is the start of the first timed interaction on the epoch clock', () => {
    const entries = [
      { name: 'click', interactionId: 9, duration: 120, startTime: 5040 },
      { name: 'pointerdown', interactionId: 9, duration: 24, startTime: 5000 },
      { name: 'pointerover', interactionId: 0, duration: 40, startTime: 4000 },
    ];
    expect(inputAt(entries, 1_700_000_000_000, 1_700_000_004_990)).toBe(1_700_000_005_000);
  });

  it('is the moment before the tap when no event of it was slow enough to be timed', () => {
    expect(inputAt([], 1_700_000_000_000, 1_700_000_004_990)).toBe(1_700_000_004_990);
  });
});

describe('firstUseRows', () => {
  it('budgets the tap-to-screen time at 1.5 s, naming the pages it is the median of', () => {
    const rows = firstUseRows({ name: 'Register dialog (visitor)', route: '/', visibleMs: 1100, eachMs: [1900.4, 700, 1100], errors: [] });
    expect(rows).toEqual([
      { scope: 'first use: Register dialog (visitor)', metric: 'tap to on screen (median of 1900, 700, 1100)', value: 1100, unit: 'ms', budget: 1500, kind: 'max' },
    ]);
    expect(FIRST_USE_BUDGET_MS).toBe(1500);
  });

  it('reports a use with a failed page as one row without a figure, so it cannot pass', () => {
    const rows = firstUseRows({ name: 'game launch (member)', route: '/rng', visibleMs: 800, eachMs: [800, 900], errors: ['Timeout 60000ms exceeded.'] });
    expect(rows).toEqual([
      { scope: 'first use: game launch (member)', metric: '1 of 3 runs failed: Timeout 60000ms exceeded.', value: null, unit: 'ms', budget: 1500, kind: 'max' },
    ]);
  });
});
