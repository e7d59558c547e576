import { createTicker } from './ticker';

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
