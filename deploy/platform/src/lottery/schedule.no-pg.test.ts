import { drawDayOfWeekText, type GameSchedule, localDateKey, type PlannedIssue, plannedIssues } from './schedule';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

// Monday 23 November 2026, 00:00 in Vietnam.
const MONDAY_LOCAL_MIDNIGHT = new Date('2026-11-22T17:00:00Z');

const hcm: GameSchedule = { id: 'VN_HCM', drawDays: [2, 7], drawTime: '16:15', intervalSeconds: null, lockSeconds: 900 };
const north: GameSchedule = { id: 'VN_MB', drawDays: null, drawTime: '18:15', intervalSeconds: null, lockSeconds: 900 };
const fast = (seconds: number): GameSchedule => ({ id: `FAST_${seconds}`, drawDays: null, drawTime: null, intervalSeconds: seconds, lockSeconds: 10 });

describe('lottery schedule', () => {
  it('draws a regional game on its weekdays at the local time, sales from the previous draw to 15 minutes before', () => {
    const week = plannedIssues(hcm, MONDAY_LOCAL_MIDNIGHT, new Date(MONDAY_LOCAL_MIDNIGHT.getTime() + 7 * DAY));
    expect(week.map((issue) => issue.numero)).toEqual(['20261123-0001', '20261128-0001']);
    const [monday, saturday] = week as [PlannedIssue, PlannedIssue];
    expect(monday.drawAt.toISOString()).toBe('2026-11-23T09:15:00.000Z');
    expect(monday.lockAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    // The previous draw was Saturday 21 November.
    expect(monday.saleStartAt.toISOString()).toBe('2026-11-21T09:15:00.000Z');
    expect(saturday.saleStartAt).toEqual(monday.drawAt);
  });

  it('draws the north every day at 18:15 local time', () => {
    const week = plannedIssues(north, MONDAY_LOCAL_MIDNIGHT, new Date(MONDAY_LOCAL_MIDNIGHT.getTime() + 7 * DAY));
    expect(week).toHaveLength(7);
    expect(week.map((issue) => issue.drawAt.toISOString().slice(11, 16))).toEqual(new Array(7).fill('11:15'));
    expect(week.map((issue) => issue.numero.slice(0, 8))).toEqual(['20261123', '20261124', '20261125', '20261126', '20261127', '20261128', '20261129']);
  });

  it('numbers fast issues by their interval in the local day, from 1', () => {
    const morning = new Date(MONDAY_LOCAL_MIDNIGHT.getTime() + 8 * HOUR);
    const first = plannedIssues(fast(60), morning, new Date(morning.getTime() + 2 * MINUTE))[0]!;
    expect(first.numero).toBe('20261123-0481');
    expect(first.drawAt.toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(first.lockAt.toISOString()).toBe('2026-11-23T00:59:50.000Z');
    expect(first.saleStartAt.toISOString()).toBe('2026-11-23T00:59:00.000Z');
    const day = plannedIssues(fast(300), MONDAY_LOCAL_MIDNIGHT, new Date(MONDAY_LOCAL_MIDNIGHT.getTime() + DAY));
    expect(day).toHaveLength(288);
    expect(day[0]!.numero).toBe('20261123-0001');
    expect(day.at(-1)?.numero).toBe('20261123-0288');
  });

  it('over a simulated week: every province on its weekdays, fast games every interval, no gaps and no doubles across a restart', () => {
    const games: GameSchedule[] = [hcm, north, { id: 'VN_KT', drawDays: [1], drawTime: '17:15', intervalSeconds: null, lockSeconds: 900 }, fast(60), fast(180), fast(300)];
    const start = new Date('2026-11-20T03:27:41Z');
    const end = new Date(start.getTime() + 7 * DAY);
    // The scheduler plans in pieces (a restart in the middle picks up where the last piece ended).
    const restartAt = new Date(start.getTime() + 3 * DAY + 5 * HOUR + 17_123);
    for (const game of games) {
      const inPieces = [...plannedIssues(game, start, restartAt), ...plannedIssues(game, restartAt, end)];
      const whole = plannedIssues(game, start, end);
      expect(inPieces).toEqual(whole);
      expect(new Set(whole.map((issue) => issue.numero)).size).toBe(whole.length);
      for (const [i, issue] of whole.entries()) {
        expect(issue.lockAt.getTime()).toBe(issue.drawAt.getTime() - game.lockSeconds * 1000);
        if (i > 0) expect(issue.saleStartAt).toEqual(whole[i - 1]!.drawAt);
        expect(localDateKey(issue.drawAt)).toBe(issue.numero.slice(0, 8));
      }
      if (game.intervalSeconds !== null) {
        expect(whole).toHaveLength((7 * DAY) / (game.intervalSeconds * 1000));
        for (const [i, issue] of whole.entries()) if (i > 0) expect(issue.drawAt.getTime() - whole[i - 1]!.drawAt.getTime()).toBe(game.intervalSeconds * 1000);
      } else {
        // Exactly one draw on each local date whose weekday is listed, none on the others.
        const weekdays = whole.map((issue) => new Date(`${issue.numero.slice(0, 4)}-${issue.numero.slice(4, 6)}-${issue.numero.slice(6, 8)}T00:00:00Z`).getUTCDay() + 1);
        expect(weekdays.every((weekday) => (game.drawDays ?? [1, 2, 3, 4, 5, 6, 7]).includes(weekday))).toBe(true);
        expect(whole).toHaveLength(game.drawDays === null ? 7 : game.drawDays.length);
      }
    }
  });

  it('writes the weekdays in the spec numbering', () => {
    expect(drawDayOfWeekText([7, 2])).toBe('2,7');
    expect(drawDayOfWeekText(null)).toBe('1,2,3,4,5,6,7');
  });
});
