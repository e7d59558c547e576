/**
 * Shapes of the game calls: the catalogue and its lists (favourites, recent, hot, winner board),
 * launch, and the messages a launched game sends the page that hosts it. Amounts a player sees are
 * decimal numbers in the wallet's currency (two decimals); the seamless wallet protocol between the
 * demo provider and the platform carries integer minor units instead (see the platform README).
 */
import type { GameType } from './api';

/** The electronic-game list pages' types. */
export type ListGameType = 'RNG' | 'PVP' | 'FISH';

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

/** A catalogue game as every list returns it. */
export interface GameItem {
  /** The catalogue id (decimal text), used by favourites and launch. */
  nodeId: string;
  /** Provider code, e.g. 'PG'. */
  vassalage: string;
  gameType: GameType;
  gameName: string;
  gameClassify: string;
  /** Smallest stake, in the wallet's currency. */
  minBet: number;
  minLineNum: number;
  /** The provider's code of this game (what the provider launches). */
  gameCode: string;
  /** 1 when the operator marks it hot. */
  isHot: 0 | 1;
  /** Tile image address. */
  imageUrl: string;
}

/**
 * GET /wps/relay/GCSGAME_gameList: the game query. gameName is a case-insensitive substring of the
 * name in any language; pageNo starts at 1.
 */
export interface GameListQuery {
  gameType: ListGameType | 'LIVE';
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: string;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
  language?: string;
  clientType?: number;
  platform?: string;
}
export interface GameListValue {
  games: GameItem[];
  totalPages: number;
}

/** GET /wps/relay/GCSGAME_getVassGameType?gameType=RNG: the providers of one electronic type. */
export interface VassGameTypeValue {
  gameType: ListGameType;
  vendors: { vassalage: string; displayName: string; gameCount: number; isHot: 0 | 1 }[];
}

/** GET /wps/relay/GCSGAME_hotGamesV2?merchantCode&isPlatform=2&vassalage&platform&language: one page. */
export type HotGamesValue = GameItem[];

/** GET /wps/relay/MCSFE_getFavoriteGames: the member's favourite nodeIds. */
export type FavoriteIdsValue = string[];
/** GET /wps/relay/MCSFE_getFavoriteGamesList?gameType&pageNo&pageSize */
export interface FavoriteListValue {
  content: GameItem[];
  totalPages: number;
}
/** POST /wps/relay/MCSFE_addFavoriteGame and MCSFE_removeFavoriteGame: idempotent. */
export interface FavoriteChange {
  nodeId: string;
  vendor: string;
  gameType: GameType;
}

/** GET /wps/relay/GCS_recentGame?gameType&pageNo&pageSize: newest launch first. */
export interface RecentGamesValue {
  list: (GameItem & { lastPlayedAt: string })[];
  totalPages: number;
}

/** GET /wps/relay/GCSGAME_getRankList?gameCategory=ALL&language&limitNum=50: the largest recent wins. */
export interface RankEntry {
  /** Masked account name, e.g. 'de***01'. */
  account: string;
  gameName: string;
  vassalage: string;
  /** The provider's name as players know it ('PG Soft', 'JILI Fishing'); the board shows this, never the code. */
  vendorName: string;
  gameType: GameType;
  /** The round's win, in the wallet's currency. */
  winAmount: number;
  /** ISO time of the round. */
  winTime: string;
}
export type RankListValue = RankEntry[];

/** GET /wps/relay/GLS2_roomList?vassalage: PVP rooms of a provider. */
export interface PvpRoom {
  roomId: string;
  nodeId: string;
  gameName: string;
  minBet: number;
  players: number;
  maxPlayers: number;
}
export type PvpRoomsValue = PvpRoom[];

/** How a launched game is shown; the address is the same, the page around it differs. */
export type LaunchMode = 'embedded' | 'popup' | 'seamless';

/**
 * GET /wps/game/launchGame?nodeId (a catalogue game) or ?vassalage&gameType (a provider's lobby:
 * sports, e-sports, cockfight, live providers without a table list), plus language and device.
 * Also GET /wps/relay/GCS_gameLaunchFB for the sports provider page.
 */
export interface LaunchValue {
  /** The game address with a single-use launch token (valid 10 minutes). */
  content: string;
  /** The origin that address belongs to: the page accepts game messages from it only. */
  gameOrigin: string;
  /** True when the member plays with play money (trial account). */
  playMoney: boolean;
}

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
