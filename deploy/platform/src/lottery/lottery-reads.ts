/**
 * The lottery's reads beyond the menu: popular and recent lotteries (from the bets, which are game
 * rounds of provider LOTTERY), drawn issues of a game, one issue, and a region's results of a day.
 */
import type { LotteryItem, LotteryRegionResult } from '@site/shared/contract/lottery';
import type { Db } from '../db/database';
import type { LotteryClock } from './clock';
import { ISSUE_COLUMNS, type IssueRow, issueView } from './lottery-rows';
import type { MenuCache } from './menu-cache';
import { LOCAL_OFFSET_MS } from './schedule';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the popular counts are reused: they move slowly and cost a scan of a day's bets. */
const POPULAR_TTL_MS = 10_000;
/** How far back the recent list looks for the member's bets. */
const RECENT_WINDOW_DAYS = 90;

/** Lotteries by number of bets in the last 24 hours, then menu order. */
export function createPopularList(db: Db, now: LotteryClock, menu: MenuCache) {
  let counts: { at: number; byGame: Map<string, number> } | null = null;
  let loading: Promise<Map<string, number>> | null = null;

  async function betCounts(): Promise<Map<string, number>> {
    const at = now().getTime();
    if (counts && at - counts.at < POPULAR_TTL_MS) return counts.byGame;
    loading ??= db
      .query<{ game_code: string; bets: number }>(
        `SELECT game_code, count(*)::int AS bets FROM game_rounds WHERE provider = 'LOTTERY' AND started_at > $1 GROUP BY game_code`,
        [new Date(at - DAY_MS).toISOString()],
      )
      .then((rows) => {
        const byGame = new Map(rows.map((row) => [row.game_code, row.bets]));
        counts = { at, byGame };
        return byGame;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return async (count: number): Promise<LotteryItem[]> => {
    const [items, byGame] = await Promise.all([menu.items(), betCounts()]);
    // A stable sort keeps menu order among equal counts.
    return items
      .map((item, order) => ({ item, order, bets: byGame.get(item.gameId) ?? 0 }))
      .sort((a, b) => b.bets - a.bets || a.order - b.order)
      .slice(0, count)
      .map(({ item }) => item);
  };
}

/** The lotteries the member bet on, most recent first. */
export async function recentLotteries(db: Db, menu: MenuCache, memberId: number, count: number, at: Date): Promise<LotteryItem[]> {
  const rows = await db.query<{ game_code: string }>(
    `SELECT game_code FROM game_rounds WHERE provider = 'LOTTERY' AND member_id = $1 AND started_at > $2
      GROUP BY game_code ORDER BY max(started_at) DESC LIMIT $3`,
    [memberId, new Date(at.getTime() - RECENT_WINDOW_DAYS * DAY_MS).toISOString(), count],
  );
  const items = new Map((await menu.items()).map((item) => [item.gameId, item]));
  return rows.flatMap((row) => items.get(row.game_code) ?? []);
}

/** A game's drawn issues, newest first. */
export async function drawnIssues(db: Db, gameId: string, count: number): Promise<IssueRow[]> {
  return db.query<IssueRow>(
    `SELECT ${ISSUE_COLUMNS} FROM lottery_issues i WHERE i.game_id = $1 AND i.drawn_at IS NOT NULL ORDER BY i.draw_at DESC LIMIT $2`,
    [gameId, count],
  );
}

/** Every drawn issue of a region whose local (Vietnam) draw date is `day` ('YYYY-MM-DD'), in menu order. */
export async function regionResults(db: Db, region: string, day: string): Promise<LotteryRegionResult[]> {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - LOCAL_OFFSET_MS);
  const rows = await db.query<IssueRow & { remark: string }>(
    `SELECT ${ISSUE_COLUMNS}, g.name AS remark FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
      WHERE g.region = $1 AND i.draw_at >= $2 AND i.draw_at < $3 AND i.drawn_at IS NOT NULL
      ORDER BY g.sort, g.id, i.draw_at`,
    [region, start.toISOString(), new Date(start.getTime() + DAY_MS).toISOString()],
  );
  return rows.map((row) => ({ ...issueView(row), remark: row.remark }));
}
