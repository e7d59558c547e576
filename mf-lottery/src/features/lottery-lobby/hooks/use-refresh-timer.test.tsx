import { act, renderHook } from '@testing-library/react';
import { lotteryItem } from '../../../testing/lottery-items';
import { useRefreshTimer, type RefreshSource } from './use-refresh-timer';

const items = (...remain: number[]) => remain.map((remainTime, index) => lotteryItem(`G${index}`, `Lottery ${index}`, { remainTime }));

function setUp(source: Partial<RefreshSource>) {
  const refetch = jest.fn();
  const props: RefreshSource = { items: items(12, 40), answeredAt: 1, fetching: false, enabled: true, refetch, ...source };
  const hook = renderHook((current: RefreshSource) => useRefreshTimer(current), { initialProps: props });
  return { refetch, props, ...hook };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useRefreshTimer', () => {
  it('asks again after the smallest remaining time', () => {
    const { refetch } = setUp({});
    act(() => jest.advanceTimersByTime(11_999));
    expect(refetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after 7 s when an issue has closed, and after 30 s at most', () => {
    const closed = setUp({ items: items(0, 40) });
    act(() => jest.advanceTimersByTime(7_000));
    expect(closed.refetch).toHaveBeenCalledTimes(1);
    closed.unmount();
    const far = setUp({ items: items(5_000) });
    act(() => jest.advanceTimersByTime(29_999));
    expect(far.refetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(far.refetch).toHaveBeenCalledTimes(1);
  });

  it('runs no timer while a call is in flight, and one new timer per answer', () => {
    const { refetch, props, rerender } = setUp({});
    rerender({ ...props, fetching: true });
    act(() => jest.advanceTimersByTime(60_000));
    expect(refetch).not.toHaveBeenCalled();
    rerender({ ...props, items: items(3), answeredAt: 2 });
    act(() => jest.advanceTimersByTime(3_000));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('is cleared when the lobby is left', () => {
    const { refetch, unmount } = setUp({});
    unmount();
    act(() => jest.advanceTimersByTime(120_000));
    expect(refetch).not.toHaveBeenCalled();
  });

  it('waits for the first answer, and asks at once when the page becomes visible again', () => {
    const { refetch } = setUp({ answeredAt: 0, items: undefined });
    act(() => jest.advanceTimersByTime(60_000));
    expect(refetch).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
