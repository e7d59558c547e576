/**
 * When a game's issues are: a pure function of the game's schedule (its data row) and two instants.
 *
 * Regional games draw once on each of their weekdays at a local time; fast games every interval
 * around the clock, aligned to midnight UTC. Local means Vietnam time, UTC+7 all year (no daylight
 * saving), so a fixed offset is exact. An issue's number is its local draw date and its place in
 * that day: regional '20261123-0001'; fast the interval's index from local midnight, starting at
 * 1 ('20261123-0481' is the 1-minute draw at 08:00). Sales open at the game's previous draw (so one
 * issue is always on sale) and close `lockSeconds` before the draw.
 */

/** Vietnam's offset from UTC. */
export const LOCAL_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface GameSchedule {
  id: string;
  /** Weekdays, 1 = Sunday … 7 = Saturday; null = every day. Regional games only. */
  drawDays: readonly number[] | null;
  /** Local time of day 'HH:MM' or 'HH:MM:SS'; regional games only. */
  drawTime: string | null;
  /** Seconds between draws; fast games only. */
  intervalSeconds: number | null;
  lockSeconds: number;
}

export interface PlannedIssue {
  gameId: string;
  numero: string;
  saleStartAt: Date;
  lockAt: Date;
  drawAt: Date;
}

/** The local (Vietnam) calendar date of an instant, as 'YYYYMMDD'. */
export function localDateKey(at: Date): string {
  return new Date(at.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The local date of an instant as 'YYYY-MM-DD'. */
export function localDay(at: Date): string {
  return new Date(at.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The lottery's weekday (1 = Sunday … 7 = Saturday) of a local day number (days since 1970-01-01 local). */
function weekdayOfLocalDay(localDayNumber: number): number {
  return new Date(localDayNumber * DAY_MS).getUTCDay() + 1;
}

function timeOfDayMs(text: string): number {
  const [hours, minutes, seconds = '0'] = text.split(':');
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** The UTC instant of the local draw time on a local day. */
function regionalDrawAt(localDayNumber: number, drawTimeMs: number): Date {
  return new Date(localDayNumber * DAY_MS + drawTimeMs - LOCAL_OFFSET_MS);
}

function drawsOn(game: GameSchedule, localDayNumber: number): boolean {
  return game.drawDays === null || game.drawDays.includes(weekdayOfLocalDay(localDayNumber));
}

function localDayNumberOf(at: Date): number {
  return Math.floor((at.getTime() + LOCAL_OFFSET_MS) / DAY_MS);
}

function issueOf(game: GameSchedule, drawAt: Date, previousDrawAt: Date, sequence: number): PlannedIssue {
  return {
    gameId: game.id,
    numero: `${localDateKey(drawAt)}-${String(sequence).padStart(4, '0')}`,
    saleStartAt: previousDrawAt,
    lockAt: new Date(drawAt.getTime() - game.lockSeconds * 1000),
    drawAt,
  };
}

function regionalIssues(game: GameSchedule, from: Date, to: Date): PlannedIssue[] {
  const drawTimeMs = timeOfDayMs(game.drawTime ?? '00:00');
  const issues: PlannedIssue[] = [];
  // A week back finds the draw before the first one, whatever the weekdays.
  let previous: Date | null = null;
  for (let day = localDayNumberOf(from) - 8; day <= localDayNumberOf(to) + 1; day += 1) {
    if (!drawsOn(game, day)) continue;
    const drawAt = regionalDrawAt(day, drawTimeMs);
    if (drawAt.getTime() >= from.getTime() && drawAt.getTime() < to.getTime()) {
      issues.push(issueOf(game, drawAt, previous ?? new Date(drawAt.getTime() - DAY_MS), 1));
    }
    previous = drawAt;
  }
  return issues;
}

function fastIssues(game: GameSchedule, intervalSeconds: number, from: Date, to: Date): PlannedIssue[] {
  const intervalMs = intervalSeconds * 1000;
  const issues: PlannedIssue[] = [];
  for (let draw = Math.ceil(from.getTime() / intervalMs) * intervalMs; draw < to.getTime(); draw += intervalMs) {
    const drawAt = new Date(draw);
    const sinceLocalMidnight = (draw + LOCAL_OFFSET_MS) % DAY_MS;
    issues.push(issueOf(game, drawAt, new Date(draw - intervalMs), Math.floor(sinceLocalMidnight / intervalMs) + 1));
  }
  return issues;
}

/** Every issue of the game whose draw falls in [from, to), in draw order. */
export function plannedIssues(game: GameSchedule, from: Date, to: Date): PlannedIssue[] {
  if (to.getTime() <= from.getTime()) return [];
  if (game.intervalSeconds !== null) return fastIssues(game, game.intervalSeconds, from, to);
  return regionalIssues(game, from, to);
}

/** The draw weekdays as the menu writes them: '2,7'; every day '1,2,3,4,5,6,7'. */
export function drawDayOfWeekText(drawDays: readonly number[] | null): string {
  return (drawDays ?? [1, 2, 3, 4, 5, 6, 7]).slice().sort((a, b) => a - b).join(',');
}
