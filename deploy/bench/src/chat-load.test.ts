import { chatRows, fanOut, type ChatFigures } from './chat-load';

describe('chat fan-out figures', () => {
  test('latency runs from each post to each receipt; a reader that never got a message counts as missing', () => {
    const sent = new Map([
      [1, 1_000],
      [2, 2_000],
    ]);
    // Three readers: message 1 reached all three, message 2 only two of them.
    const figures = fanOut(sent, { 1: [1_010, 1_020, 1_030], 2: [2_040, 2_250] }, 3);
    expect(figures.missing).toBe(1);
    expect(figures.p50Ms).toBe(30);
    expect(figures.maxMs).toBe(250);
    expect(figures.p99Ms).toBe(250);
  });

  test('the p99 row holds the 200 ms budget, and a run that could not measure says why', () => {
    const figures: ChatFigures = {
      readers: 1000,
      posts: 30,
      postsFailed: 0,
      p50Ms: 20,
      p99Ms: 210,
      maxMs: 230,
      missing: 0,
      duplicates: 0,
      rssBeforeMb: 500,
      rssWithReadersMb: 520,
      serverCpuMsPerPost: 20,
      load: null,
    };
    expect(chatRows(figures).find((row) => row.metric === 'fan-out p99')).toMatchObject({ value: 210, budget: 200, kind: 'max' });
    expect(chatRows({ ...figures, error: 'not measured: no server' })).toEqual([expect.objectContaining({ metric: 'not measured: no server', value: null })]);
  });
});
