/**
 * Shapes of the game calls: the catalogue and its lists (favourites, recent, hot, winner board),
 * launch, and the messages a launched game sends the page that hosts it. Amounts a player sees are
 * decimal numbers in the wallet's currency (two decimals); the seamless wallet protocol between the
 * demo provider and the platform carries integer minor units instead (see the platform README).
 */
import type { z } from 'zod';
import type * as Schemas from './games/schemas';

/** The electronic-game list pages' types. */
export type ListGameType = z.output<typeof Schemas.ListGameTypeSchema>;

/** Classification filter values of the RNG list ('bingo' only when language TY is offered). */
export const GAME_CLASSIFY_FILTERS = ['scratch', 'video poker', 'table', 'arcade', 'slot', 'bingo'] as const;
export type GameClassifyFilter = (typeof GAME_CLASSIFY_FILTERS)[number];

/** Minimum-bet filter values ('' = all). */
export const MIN_BET_FILTERS = ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** Games per page of every game list. */
export const GAME_PAGE_SIZE = 15;
/** Games kept in a member's recent list. */
export const RECENT_GAMES_KEPT = 50;
/** Entries of the winner board. */
export const WINNER_BOARD_SIZE = 50;

// The shapes of the game calls are the zod schemas in './games/schemas'; the pages take their
// types from here, type-only, so the shell's first page carries no zod.

/** A catalogue game as every list returns it. */
export type GameItem = z.output<typeof Schemas.GameItemSchema>;
/** GET /wps/relay/GCSGAME_gameList: what a page asks for (query strings are text; numbers are sent as text). */
export type GameListQuery = z.input<typeof Schemas.GameListQuerySchema>;
export type GameListValue = z.output<typeof Schemas.GameListValueSchema>;
/** GET /wps/relay/GCSGAME_getVassGameType?gameType=RNG: the providers of one electronic type. */
export type VassGameTypeValue = z.output<typeof Schemas.VassGameTypeValueSchema>;
export type HotGamesValue = z.output<typeof Schemas.HotGamesValueSchema>;
/** The member's favourite nodeIds. */
export type FavoriteIdsValue = z.output<typeof Schemas.FavoriteIdsValueSchema>;
export type FavoriteListValue = z.output<typeof Schemas.FavoriteListValueSchema>;
/** The body of adding or removing a favourite (both idempotent). */
export type FavoriteChange = z.input<typeof Schemas.FavoriteChangeSchema>;
export type FavoriteChangeValue = z.output<typeof Schemas.FavoriteChangeValueSchema>;
/** Newest launch first. */
export type RecentGamesValue = z.output<typeof Schemas.RecentGamesValueSchema>;
export type RankEntry = z.output<typeof Schemas.RankEntrySchema>;
export type RankListValue = z.output<typeof Schemas.RankListValueSchema>;
/** Where the site reads the game provider's jackpot pool (the endpoint `jackpot` in './games/endpoints'). */
export const JACKPOT_PATH = '/lgw/games/jackpot';
/** The game provider's public jackpot feed, under the provider's base address: the demo vendor serves it, the platform reads it. */
export const PROVIDER_JACKPOT_FEED_PATH = '/api/jackpot';
/**
 * The demo vendor's spin call, which its slot page makes from the player's browser: the end-to-end
 * journeys wait for its answer to know a round was played, and read its stake from it.
 */
export const DEMO_SLOT_SPIN_PATH = '/provider/api/slot/spin';
/** The provider's jackpot pool, in currency units. */
export type JackpotValue = z.output<typeof Schemas.JackpotValueSchema>;
export type PvpRoom = z.output<typeof Schemas.PvpRoomSchema>;
export type PvpRoomsValue = z.output<typeof Schemas.PvpRoomsValueSchema>;
/**
 * GET /wps/game/launchGame?nodeId (a catalogue game) or ?vassalage&gameType (a provider's lobby:
 * sports, e-sports, cockfight, live providers without a table list), plus language and device,
 * and GET /wps/relay/GCS_gameLaunchFB for the sports provider page: the game address with a
 * single-use token, the origin of its messages, play money or not.
 */
export type LaunchValue = z.output<typeof Schemas.LaunchValueSchema>;
/** Game types of the navigation, in display order. */
export type GameType = z.output<typeof Schemas.GameTypeSchema>;
/** GET /lgw/games/game_menus: one navigation item per game type. */
export type GameMenu = z.output<typeof Schemas.GameMenuSchema>;
/** A provider (vendor) card. */
export type VendorCard = z.output<typeof Schemas.VendorCardSchema>;
/** GET /wps/relay/GCSGAME_newGameVendor?platform=html5-desktop: one lane per category. */
export type VendorLane = z.output<typeof Schemas.VendorLaneSchema>;
export type VendorLanesValue = VendorLane[];

/** How a launched game is shown; the address is the same, the page around it differs. */
export type LaunchMode = 'embedded' | 'popup' | 'seamless';

/**
 * What a launched game posts to the page that hosts it (window.parent or window.opener), to the
 * exact origin of that page: after every settled round, so the page refreshes the header balance.
 */
export interface GameRoundMessage {
  type: 'game:round-settled';
  roundId: string;
  /** The wallet balance after the round, in the wallet's currency. */
  balance: number;
}
