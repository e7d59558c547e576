/**
 * The lobby's view of every lottery, kept in memory: the menu is the busiest lottery call (every
 * open lobby polls it), so it never queries per request. The cache holds each game's current
 * issue and its last draw and is reloaded in the background when something it shows changes: a
 * current issue's lock or draw time passes, the scheduler reports a change, or a few seconds went
 * by (another platform process may have drawn). Requests meanwhile get the last view, with
 * `remainTime` computed from the clock at each request, so it is never stale.
 */
import { LOTTERY_ACCOUNT_TYPE, LOTTERY_MENU_TAGS, type LotteryItem, type LotteryMenu, type LotteryResult, type OpenedNumero } from '@site/shared/contract/lottery';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';
import type { LotteryClock } from './clock';
import { specialPrize } from './draw';
import { loadGames, type LotteryGame } from './lottery-rows';
import { drawDayOfWeekText } from './schedule';

/** The longest a view is kept without a reason to reload. */
export const MENU_MAX_AGE_MS = 3_000;

/** A lottery item without its `remainTime`, which depends on the moment of the request. */
type ItemBase = Omit<LotteryItem, 'remainTime'> & { lockAtMs: number };

interface MenuView {
  games: LotteryGame[];
  /** Games with a current issue, in menu order. */
  items: ItemBase[];
  opened: OpenedNumero[];
  loadedAt: number;
  /** The first moment a current issue locks or draws: the view changes then. */
  changesAt: number;
}

export interface MenuCache {
  /** Every lottery with a current issue, in menu order, as of the clock's now. */
  items(): Promise<LotteryItem[]>;
  menu(): Promise<LotteryMenu>;
  /** The latest drawn issue of every lottery. */
  opened(): Promise<OpenedNumero[]>;
  /** Reload on the next call (the scheduler changed an issue). */
  invalidate(): void;
}

interface CurrentRow {
  game_id: string;
  numero: string;
  lock_at: Date;
  draw_at: Date;
}

interface LastRow {
  game_id: string;
  numero: string;
  result: LotteryResult;
  drawn_at: Date;
}

async function loadView(db: Db, at: Date): Promise<MenuView> {
  const games = await loadGames(db);
  // One index probe per game: the first issue still to draw, and the latest drawn one.
  const current = await db.query<CurrentRow>(
    `SELECT g.id AS game_id, c.numero, c.lock_at, c.draw_at FROM lottery_games g
     CROSS JOIN LATERAL (SELECT i.numero, i.lock_at, i.draw_at FROM lottery_issues i
                          WHERE i.game_id = g.id AND i.draw_at > $1 AND i.status <> 'CANCELLED' ORDER BY i.draw_at LIMIT 1) c
     WHERE g.enabled`,
    [at.toISOString()],
  );
  const last = await db.query<LastRow>(
    `SELECT g.id AS game_id, d.numero, d.result, d.drawn_at FROM lottery_games g
     CROSS JOIN LATERAL (SELECT i.numero, i.result, i.drawn_at FROM lottery_issues i
                          WHERE i.game_id = g.id AND i.drawn_at IS NOT NULL ORDER BY i.draw_at DESC LIMIT 1) d
     WHERE g.enabled`,
  );
  const currentByGame = new Map(current.map((row) => [row.game_id, row]));
  const lastByGame = new Map(last.map((row) => [row.game_id, row]));
  const items: ItemBase[] = [];
  let changesAt = Number.POSITIVE_INFINITY;
  for (const game of games) {
    const issue = currentByGame.get(game.id);
    if (!issue) continue;
    const lastDraw = lastByGame.get(game.id);
    const lockAtMs = new Date(isoTime(issue.lock_at)).getTime();
    const drawAtMs = new Date(isoTime(issue.draw_at)).getTime();
    changesAt = Math.min(changesAt, lockAtMs > at.getTime() ? lockAtMs : drawAtMs);
    items.push({
      gameId: game.id,
      gameMenuTag: game.menuTag,
      remark: game.name,
      numero: issue.numero,
      lockTime: game.lockSeconds,
      drawDayOfWeek: drawDayOfWeekText(game.drawDays),
      winningTime: new Date(drawAtMs).toISOString(),
      lockAt: new Date(lockAtMs).toISOString(),
      openNumber: specialPrize(lastDraw?.result ?? null),
      lastNumero: lastDraw?.numero ?? null,
      intervalSeconds: game.intervalSeconds,
      accountType: LOTTERY_ACCOUNT_TYPE,
      lockAtMs,
    });
  }
  const opened = games.flatMap((game) => {
    const row = lastByGame.get(game.id);
    return row ? [{ gameId: game.id, numero: row.numero, openNumber: specialPrize(row.result), drawnAt: isoTime(row.drawn_at) }] : [];
  });
  return { games, items, opened, loadedAt: at.getTime(), changesAt };
}

function withRemainTime(base: ItemBase, nowMs: number): LotteryItem {
  const { lockAtMs, ...item } = base;
  // Rounded up: 0 means sales are closed, not that less than a second is left.
  return { ...item, remainTime: Math.max(0, Math.ceil((lockAtMs - nowMs) / 1000)) };
}

export function createMenuCache(db: Db, now: LotteryClock, maxAgeMs = MENU_MAX_AGE_MS): MenuCache {
  let view: MenuView | null = null;
  let loading: Promise<MenuView> | null = null;
  // Bumped by every change the scheduler or an operator reports; a view knows which one it saw.
  let generation = 0;
  let viewGeneration = -1;

  function reload(): Promise<MenuView> {
    const started = generation;
    loading ??= loadView(db, now())
      .then((loaded) => {
        view = loaded;
        viewGeneration = started;
        return loaded;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function current(): Promise<MenuView> {
    if (!view) return reload();
    const at = now().getTime();
    // A lock or draw time passed or an issue changed: what the view shows is wrong now, so wait
    // for the new one (a few milliseconds, once per change). A load already under way may have
    // read the database before the change: then one more.
    if (viewGeneration !== generation || at >= view.changesAt) {
      const loaded = await reload();
      return viewGeneration === generation ? loaded : reload();
    }
    // Only age: another process may have drawn; the last view answers meanwhile, and a failed
    // reload is tried again by a later request.
    if (at - view.loadedAt >= maxAgeMs) reload().catch((error: unknown) => console.error('lottery: menu reload failed:', error));
    return view;
  }

  async function items(): Promise<LotteryItem[]> {
    const loaded = await current();
    const at = now().getTime();
    return loaded.items.map((base) => withRemainTime(base, at));
  }

  return {
    items,
    async menu() {
      const list = await items();
      const menus = LOTTERY_MENU_TAGS.map((tag) => ({ tag, gameMenus: list.filter((item) => item.gameMenuTag === tag) })).filter((menu) => menu.gameMenus.length > 0);
      return { serverTime: now().getTime(), menus };
    },
    async opened() {
      return (await current()).opened;
    },
    invalidate() {
      generation += 1;
    },
  };
}
