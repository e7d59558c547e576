import { EVENT_THRESHOLD_MS, interactionRows, interactionsOf, stepInp, type EventEntry } from './interactions';

const entry = (name: string, interactionId: number, duration: number, startTime: number): EventEntry => ({ name, interactionId, duration, startTime });

describe('interactionsOf', () => {
  it('groups the events of one input by interactionId, its latency the longest of them', () => {
    const interactions = interactionsOf([
      entry('pointerdown', 7, 24, 1000),
      entry('pointerup', 7, 104, 1040),
      entry('click', 7, 96, 1041),
      entry('keydown', 12, 40, 3000),
    ]);
    expect(interactions).toEqual([
      { interactionId: 7, durationMs: 104, startTime: 1000, events: ['pointerdown', 'pointerup', 'click'] },
      { interactionId: 12, durationMs: 40, startTime: 3000, events: ['keydown'] },
    ]);
  });

  it('leaves out events that belong to no interaction (hover, scroll)', () => {
    expect(interactionsOf([entry('pointerover', 0, 200, 10), entry('mouseover', 0, 180, 11)])).toEqual([]);
  });
});

describe('stepInp', () => {
  it('is the slowest interaction of the step', () => {
    expect(stepInp(interactionsOf([entry('click', 1, 40, 0), entry('click', 2, 232, 500)]))).toBe(232);
  });

  it('is the observer threshold when the input produced no entry (it answered faster)', () => {
    expect(stepInp([])).toBe(EVENT_THRESHOLD_MS);
  });
});

describe('interactionRows', () => {
  it('budgets INP at 200 ms and shows the time to the opened thing as information', () => {
    const rows = interactionRows({ name: 'open the login dialog (visitor)', route: '/', inpMs: 248, visibleMs: 900, interactions: [] });
    expect(rows).toEqual([
      { scope: 'INP open the login dialog (visitor)', metric: 'INP', value: 248, unit: 'ms', budget: 200, kind: 'max' },
      { scope: 'INP open the login dialog (visitor)', metric: 'until visible', value: 900, unit: 'ms' },
    ]);
  });

  it('reports a step that failed as one row with the error and no figure', () => {
    const rows = interactionRows({ name: 'switch a game-list tab', route: '/rng', inpMs: null, visibleMs: null, interactions: [], error: 'Timeout 60000ms exceeded.' });
    expect(rows).toEqual([{ scope: 'INP switch a game-list tab', metric: 'Timeout 60000ms exceeded.', value: null, unit: 'ms', budget: 200, kind: 'max' }]);
  });
});
