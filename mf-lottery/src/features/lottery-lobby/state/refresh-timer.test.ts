import { estimatedOpenTime, nextRefreshDelay, REFRESH_MAX_MS, REFRESH_WHEN_NONE_OPEN_MS } from './refresh-timer';

const remaining = (...seconds: number[]) => seconds.map((remainTime) => ({ remainTime }));

describe('nextRefreshDelay', () => {
  it('waits the smallest remaining time among the issues', () => {
    expect(nextRefreshDelay(remaining(25, 12, 18))).toBe(12_000);
    expect(nextRefreshDelay(remaining(1))).toBe(1_000);
  });

  it('waits 7 s when the smallest remaining time is 0 or less', () => {
    expect(nextRefreshDelay(remaining(120, 0, 40))).toBe(REFRESH_WHEN_NONE_OPEN_MS);
    expect(nextRefreshDelay(remaining(-3))).toBe(7_000);
  });

  it('waits 7 s when no issue is listed', () => {
    expect(nextRefreshDelay([])).toBe(7_000);
  });

  it('never waits more than 30 s', () => {
    expect(nextRefreshDelay(remaining(31, 3_600))).toBe(REFRESH_MAX_MS);
    expect(nextRefreshDelay(remaining(30))).toBe(30_000);
    expect(nextRefreshDelay(remaining(86_400 * 6))).toBe(30_000);
  });
});

describe('estimatedOpenTime', () => {
  it('is request start + half the round trip + remaining and lock time', () => {
    // Sent at 10 000, answered at 10 400: the server counted at about 10 200.
    expect(estimatedOpenTime({ remainTime: 50, lockTime: 10 }, { sentAt: 10_000, receivedAt: 10_400 })).toBe(10_200 + 60_000);
  });

  it('is the draw time once sales closed (remainTime 0): the lock time alone', () => {
    expect(estimatedOpenTime({ remainTime: 0, lockTime: 900 }, { sentAt: 0, receivedAt: 0 })).toBe(900_000);
  });

  it('does not move backwards when the device clock stepped back during the call', () => {
    expect(estimatedOpenTime({ remainTime: 5, lockTime: 10 }, { sentAt: 2_000, receivedAt: 1_000 })).toBe(2_000 + 15_000);
  });
});
