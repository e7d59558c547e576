import { z } from 'zod';
import { ListCache, okJson } from './list-cache';

describe('ListCache', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reads once within the TTL and again after it', async () => {
    const cache = new ListCache<number>(10, 1_000);
    let reads = 0;
    const load = async (): Promise<number> => (reads += 1);
    // The clock is held still, so a slow machine cannot move the first read past its start.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    expect(await cache.read('k', load)).toBe(1);
    clock.mockReturnValue(now + 999);
    expect(await cache.read('k', load)).toBe(1);
    clock.mockReturnValue(now + 1_000);
    expect(await cache.read('k', load)).toBe(2);
  });

  it('holds at most its size, dropping the least recently used, and never keeps a failed read', async () => {
    const cache = new ListCache<string>(2, 60_000);
    await cache.read('a', async () => 'a');
    await cache.read('b', async () => 'b');
    await cache.read('a', async () => 'a again');
    await cache.read('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'a reloaded')).toBe('a');
    expect(await cache.read('b', async () => 'b reloaded')).toBe('b reloaded');
    await expect(cache.read('d', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('d', async () => 'd')).toBe('d');
  });
});

describe('okJson', () => {
  const Value = z.object({ games: z.array(z.object({ nodeId: z.string() })), totalPages: z.number().int() });

  it('is the ok envelope as JSON text, holding only what the schema names', () => {
    const text = okJson(Value, { games: [{ nodeId: '1', extra: 'dropped' } as { nodeId: string }], totalPages: 1 });
    expect(JSON.parse(text)).toEqual({ success: true, value: { games: [{ nodeId: '1' }], totalPages: 1 }, errorCode: null, message: null });
  });

  it('refuses an answer its schema does not allow, so nothing unchecked is kept', () => {
    expect(() => okJson(Value, { games: [], totalPages: 1.5 })).toThrow();
  });
});
