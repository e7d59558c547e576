/**
 * The lottery lobby's calls: the menu of lotteries by tag, the member's recent ones, the popular
 * ones and the latest open numbers. The platform answers with these shapes and validates the
 * queries with these schemas; the lobby reads the same types. Every answer carries `serverTime`
 * (epoch ms) so a client can measure how far its own clock is off and count down to absolute
 * server times.
 */
import { z } from 'zod';
import { LOTTERY_MENU_TAGS, LOTTERY_PRIZE_MODES, LOTTERY_ACCOUNT_TYPE, LOTTERY_RECENT_MAX, LOTTERY_POPULAR_MAX } from './constants';

const IsoTime = z.string().describe('ISO 8601 time, UTC');
const ServerTime = z.number().int().describe('The server clock, epoch milliseconds');

/** A lottery's id: capital letters, digits and _ (e.g. 'VN_HCM', 'FAST_1M'). */
export const LotteryGameIdSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'must be a lottery id (A-Z, 0-9, _)');

/** An issue number: the local draw date and the issue of that day, e.g. '20261123-0481'. */
export const LotteryNumeroSchema = z.string().regex(/^[0-9]{8}-[0-9]{4}$/, 'must be an issue number such as 20261123-0481');

/** One lottery as the lobby lists it, with its current issue. */
export const LotteryItemSchema = z.object({
  gameId: z.string(),
  gameMenuTag: z.enum(LOTTERY_MENU_TAGS),
  /** The display name (Vietnamese). */
  remark: z.string(),
  /** The current issue: the one on sale, or the next one to draw once sales closed. */
  numero: z.string(),
  /** Whole seconds until the current issue's sales close; 0 once closed. */
  remainTime: z.number().int().min(0),
  /** Seconds between the close of sales and the draw: 10 for fast lotteries, 900 for regional ones. */
  lockTime: z.number().int().min(0),
  /** The weekdays it draws, comma separated, 1 = Sunday … 7 = Saturday ('1,2,3,4,5,6,7' every day). */
  drawDayOfWeek: z.string(),
  /** When the current issue draws. */
  winningTime: IsoTime,
  /** When the current issue's sales close. */
  lockAt: IsoTime,
  /** The special prize of the last drawn issue; '' when none was drawn yet. */
  openNumber: z.string(),
  lastNumero: z.string().nullable(),
  /** Seconds between draws of a fast lottery; null for regional ones. */
  intervalSeconds: z.number().int().positive().nullable(),
  accountType: z.literal(LOTTERY_ACCOUNT_TYPE),
});
export type LotteryItem = z.infer<typeof LotteryItemSchema>;

/** GET /lgw/vn/games/game_menu: every lottery, grouped by menu tag. */
export const LotteryMenuSchema = z.object({
  serverTime: ServerTime,
  menus: z.array(z.object({ tag: z.enum(LOTTERY_MENU_TAGS), gameMenus: z.array(LotteryItemSchema) })),
});
export type LotteryMenu = z.infer<typeof LotteryMenuSchema>;

const PrizeModeQuery = z.enum(LOTTERY_PRIZE_MODES).optional();
const DeviceQuery = z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'must be a device name').optional();
const LanguageQuery = z.string().regex(/^[A-Za-z_-]{2,10}$/, 'must be a language code').optional();

/** Query of GET /lgw/vn/games/game_menu; unknown fields are refused. */
export const LotteryMenuQuerySchema = z.object({ prizeMode: PrizeModeQuery, device: DeviceQuery, language: LanguageQuery }).strict();
export type LotteryMenuQuery = z.input<typeof LotteryMenuQuerySchema>;

/** Query of GET /lgw/vn/games/game_menu/recent (session). */
export const LotteryRecentQuerySchema = z
  .object({
    prizeMode: PrizeModeQuery,
    device: DeviceQuery,
    recentCount: z.coerce.number().int().min(1).max(LOTTERY_RECENT_MAX).default(LOTTERY_RECENT_MAX),
  })
  .strict();
export type LotteryRecentQuery = z.input<typeof LotteryRecentQuerySchema>;

/** Query of GET /lgw/games/popular. */
export const LotteryPopularQuerySchema = z
  .object({
    count: z.coerce.number().int().min(1).max(LOTTERY_POPULAR_MAX).default(LOTTERY_POPULAR_MAX),
    prizeMode: PrizeModeQuery,
    device: DeviceQuery,
    language: LanguageQuery,
  })
  .strict();
export type LotteryPopularQuery = z.input<typeof LotteryPopularQuerySchema>;

/** GET /lgw/vn/games/game_menu/recent and GET /lgw/games/popular: lotteries in order. */
export const LotteryItemListSchema = z.object({ serverTime: ServerTime, list: z.array(LotteryItemSchema) });
export type LotteryItemList = z.infer<typeof LotteryItemListSchema>;

/** One lottery's latest drawn issue. */
export const OpenedNumeroSchema = z.object({
  gameId: z.string(),
  numero: z.string(),
  /** The special prize. */
  openNumber: z.string(),
  drawnAt: IsoTime,
});
export type OpenedNumero = z.infer<typeof OpenedNumeroSchema>;

/** GET /lotto/lgw/games/opened/numero (session): the latest drawn issue of every lottery. */
export const OpenedNumeroListSchema = z.object({ serverTime: ServerTime, list: z.array(OpenedNumeroSchema) });
export type OpenedNumeroList = z.infer<typeof OpenedNumeroListSchema>;
