import { backoffTicks, createTicker } from './ticker';

it('runs one pass at a time: a tick during a pass shares it, and the next tick runs a new one', async () => {
  let passes = 0;
  let finish: () => void = () => undefined;
  const ticker = createTicker(
    () =>
      new Promise<number>((resolve) => {
        passes += 1;
        finish = () => resolve(passes);
      }),
    () => undefined,
  );
  const first = ticker.tick();
  const joined = ticker.tick();
  expect(passes).toBe(1);
  finish();
  expect(await Promise.all([first, joined])).toEqual([1, 1]);
  const second = ticker.tick();
  finish();
  expect(await second).toBe(2);
});

it('reports a failed pass from the timer and ticks again; stop waits for the pass in flight', async () => {
  jest.useFakeTimers();
  try {
    const errors: unknown[] = [];
    let calls = 0;
    const ticker = createTicker(async () => {
      calls += 1;
      if (calls === 1) throw new Error('first pass fails');
      return calls;
    }, (error) => errors.push(error));
    ticker.start(1_000);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('first pass fails')]);
    await ticker.stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

it('backs off while passes keep failing, up to a limit, and keeps the pace again once one succeeds', async () => {
  jest.useFakeTimers();
  try {
    let failing = true;
    const passesAt: number[] = [];
    const ticker = createTicker(async () => {
      passesAt.push(Date.now());
      if (failing) throw new Error('database down');
    }, () => undefined);
    const start = Date.now();
    ticker.start(1_000);
    await jest.advanceTimersByTimeAsync(30_000);
    // Tries at 0, then after 1, 2, 4 and then every MAX_BACKOFF_MS (5 s).
    expect(passesAt.map((at) => (at - start) / 1_000)).toEqual([0, 1, 3, 7, 12, 17, 22, 27]);
    failing = false;
    await jest.advanceTimersByTimeAsync(5_000);
    const recoveredAt = passesAt.length;
    await jest.advanceTimersByTimeAsync(3_000);
    expect(passesAt.length - recoveredAt).toBe(3);
    await ticker.stop();
  } finally {
    jest.useRealTimers();
  }
});

it('counts the backoff in ticks of its own timer', () => {
  expect([1, 2, 3, 4, 5, 9].map((failures) => backoffTicks(1_000, failures))).toEqual([1, 2, 4, 5, 5, 5]);
  expect([1, 5].map((failures) => backoffTicks(250, failures))).toEqual([1, 16]);
  // A timer slower than the limit never waits more than one tick.
  expect(backoffTicks(30_000, 6)).toBe(1);
});

it('with firstAfterOneTick starts its first pass one tick after the start, not at once', async () => {
  jest.useFakeTimers();
  try {
    let calls = 0;
    const ticker = createTicker(async () => {
      calls += 1;
    }, () => undefined);
    ticker.start(1_000, { firstAfterOneTick: true });
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    await ticker.stop();
  } finally {
    jest.useRealTimers();
  }
});
