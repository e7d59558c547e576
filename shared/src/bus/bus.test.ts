import { act, renderHook } from '@testing-library/react';
import { EventBus, bus, useBusEvent } from './bus';

describe('EventBus', () => {
  it('delivers the typed payload synchronously to every listener of that event only', () => {
    const events = new EventBus();
    const launches: unknown[] = [];
    const sessions: boolean[] = [];
    events.on('game:launch', (payload) => launches.push(payload.game.vassalage));
    events.on('session:changed', (payload) => sessions.push(payload.loggedIn));
    events.on('session:changed', (payload) => sessions.push(!payload.loggedIn));

    events.emit('session:changed', { loggedIn: true });
    // Synchronous: seen before emit returns.
    expect(sessions).toEqual([true, false]);
    expect(launches).toEqual([]);

    events.emit('game:launch', { game: { vassalage: 'PG', gameType: 'RNG' } });
    expect(launches).toEqual(['PG']);
  });

  it('allows events without a payload', () => {
    const events = new EventBus();
    const handler = jest.fn();
    events.on('auth:open-register', handler);
    events.emit('auth:open-register');
    expect(handler).toHaveBeenCalledWith(undefined);
  });

  it('unsubscribes with the function on() returns', () => {
    const events = new EventBus();
    const handler = jest.fn();
    const off = events.on('wallet:changed', handler);
    expect(events.listenerCount('wallet:changed')).toBe(1);
    off();
    off();
    events.emit('wallet:changed');
    expect(handler).not.toHaveBeenCalled();
    expect(events.listenerCount('wallet:changed')).toBe(0);
  });

  it('keeps delivering to the other listeners when one throws', () => {
    const events = new EventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const before = jest.fn();
    const after = jest.fn();
    events.on('notice:open', before);
    events.on('notice:open', () => {
      throw new Error('broken listener');
    });
    events.on('notice:open', after);
    expect(() => events.emit('notice:open', { index: 2 })).not.toThrow();
    expect(before).toHaveBeenCalledWith({ index: 2 });
    expect(after).toHaveBeenCalledWith({ index: 2 });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('a listener that unsubscribes while handling does not skip the next one', () => {
    const events = new EventBus();
    const second = jest.fn();
    const off = events.on('help:open', () => off());
    events.on('help:open', second);
    events.emit('help:open', { section: 'terms' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('useBusEvent', () => {
  it('listens while mounted, always calls the latest handler, and unsubscribes on unmount', () => {
    const calls: string[] = [];
    const { rerender, unmount } = renderHook(({ tag }) => useBusEvent('member-centre:open', (payload) => calls.push(`${tag}:${payload?.page ?? ''}`)), {
      initialProps: { tag: 'first' },
    });
    const listeners = bus.listenerCount('member-centre:open');
    act(() => bus.emit('member-centre:open', { page: 'depositv2' }));
    rerender({ tag: 'second' });
    // Re-rendering with a new handler does not resubscribe.
    expect(bus.listenerCount('member-centre:open')).toBe(listeners);
    act(() => bus.emit('member-centre:open'));
    unmount();
    act(() => bus.emit('member-centre:open'));
    expect(calls).toEqual(['first:depositv2', 'second:']);
    expect(bus.listenerCount('member-centre:open')).toBe(listeners - 1);
  });
});
