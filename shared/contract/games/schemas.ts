/**
 * zod schemas of the game calls: the navigation's game types and provider lanes, the catalogue
 * and its lists (favourites, recent, hot, winner board, card-game rooms) and launch; what callers
 * send (query strings arrive as text) and what comes back. The types the pages use are in
 * '../games' (type-only, so the shell's first page carries no zod).
 */
import { z } from 'zod';
import { GAME_PAGE_SIZE, WINNER_BOARD_SIZE } from '../games';

/** Game types of the navigation, in display order. */
export const GAME_TYPES = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH'] as const;

export const GameTypeSchema = z.enum(GAME_TYPES);

/** One navigation item per game type. */
export const GameMenuSchema = z.object({
  gameType: GameTypeSchema,
  name: z.string().describe('Display name (English; the client translates by gameType)'),
  page: z.string().describe("The lobby path, e.g. '/live'"),
});
export const GameMenusSchema = z.array(GameMenuSchema);

/** A provider (vendor) card. */
export const VendorCardSchema = z.object({
  accountTypeId: z.number().int(),
  vassalage: z.string().describe("Provider code, e.g. 'PG', 'DS88'"),
  gameType: GameTypeSchema,
  displayName: z.string(),
  isHot: z.literal([0, 1]).describe('1 when the provider is marked hot'),
  logoUrl: z.string(),
  listGames: z.boolean().optional().describe('True for providers that list their games in a popup instead of launching directly'),
});

/** One lane per category. */
export const VendorLaneSchema = z.object({
  id: z.number().int(),
  title: GameTypeSchema.describe('The category'),
  cards: z.array(VendorCardSchema),
  gameClassify: z.array(z.object({ name: z.string(), vendors: z.array(z.string()) })),
});
export const VendorLanesSchema = z.array(VendorLaneSchema);

export const VendorQuerySchema = z.object({
  platform: z.literal('html5-desktop').optional(),
});

/** The largest page any list serves; the site asks for 15. */
export const MAX_PAGE_SIZE = 50;

export const LIST_GAME_TYPES = ['RNG', 'PVP', 'FISH'] as const;
export const ListGameTypeSchema = z.enum(LIST_GAME_TYPES);
/** Types with catalogue games: the list pages' types and the live providers' tables. */
export const CatalogueGameTypeSchema = z.enum([...LIST_GAME_TYPES, 'LIVE']);

/** A whole number in a query string, within bounds; a page may hand it over as a number. */
function queryInt(min: number, max: number) {
  return z
    .coerce.string<string | number>()
    .regex(/^[0-9]{1,9}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

export const VendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, { error: 'must be 1 to 32 of A-Z, 0-9, _' });
export const NodeIdSchema = z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'must be a game id (a positive whole number)' });

/** Any language tag; the ones without game names (anything but en, es, vi, zh) get English names. */
const LanguageSchema = z
  .string()
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, { error: 'must be a language tag such as en or zh-CN' })
  .max(35)
  .describe('Names in this language: en, es, vi, zh; anything else gets English names');

const PageNoSchema = queryInt(1, 100_000).describe('Page, from 1; a page after the last answers the last page');
const PageSizeSchema = queryInt(1, MAX_PAGE_SIZE).describe(`Games per page; the site asks for ${GAME_PAGE_SIZE}`);

export const PageQuerySchema = z.object({
  pageNo: PageNoSchema.default(1),
  pageSize: PageSizeSchema.default(GAME_PAGE_SIZE),
});

/** What the site sends along with its game calls and the platform does not need. */
const ClientFields = {
  clientType: z.literal('3').optional().describe('Always 3 (the web client)'),
  platform: z
    .string()
    .regex(/^[a-z0-9_-]{1,20}(,[a-z0-9_-]{1,20}){0,4}$/, { error: 'must be a list such as flash,html5-desktop' })
    .optional(),
  channel: z.string().regex(/^[A-Za-z0-9_-]{0,32}$/, { error: 'must be up to 32 letters, digits, _ or -' }).optional(),
  merchant: z.string().regex(/^[A-Za-z0-9_-]{0,32}$/, { error: 'must be up to 32 letters, digits, _ or -' }).optional(),
  merchantCode: z.string().regex(/^[A-Za-z0-9_-]{0,32}$/, { error: 'must be up to 32 letters, digits, _ or -' }).optional(),
};

/** The game query: gameName is a case-insensitive part of the name in any language; pageNo starts at 1. */
export const GameListQuerySchema = z.object({
  gameType: CatalogueGameTypeSchema,
  vassalage: VendorCodeSchema.optional().describe('Only this provider'),
  gameClassify: z
    .string()
    .regex(/^[a-z ]{1,20}$/, { error: 'must be a classification such as slot or video poker' })
    .optional()
    .describe('Only this classification (slot, table, arcade, video poker, scratch, card, …)'),
  gameName: z
    .string()
    .max(50)
    .regex(/^[^\p{Cc}]*$/u, { error: 'must not contain control characters' })
    .optional()
    .describe('Case-insensitive part of the name in any language; blank means every name'),
  minBet: z
    .string()
    .regex(/^([0-9]{1,6}(\.[0-9]{1,2})?)?$/, { error: 'must be an amount such as 0.5, or empty for all' })
    .optional()
    .describe('Only games that can be played with this stake (minimum bet at most this); empty means all'),
  minLineNum: queryInt(0, 10_000).optional().describe('Only games with at least this many lines'),
  language: LanguageSchema.optional(),
  ...PageQuerySchema.shape,
  ...ClientFields,
});

export const VassGameTypeQuerySchema = z.object({ gameType: ListGameTypeSchema, language: LanguageSchema.optional(), ...ClientFields });

export const HotGamesQuerySchema = z.object({
  isPlatform: z.literal('2').optional(),
  vassalage: VendorCodeSchema.optional().describe("Only this provider's hot games"),
  gameType: CatalogueGameTypeSchema.optional().describe('Only this type (a provider may serve several: JILI slots and fishing)'),
  language: LanguageSchema.optional(),
  ...ClientFields,
});

export const FavoriteIdsQuerySchema = z.object({ gameType: CatalogueGameTypeSchema.optional(), ...ClientFields });
export const MemberListQuerySchema = z.object({
  gameType: CatalogueGameTypeSchema.optional(),
  language: LanguageSchema.optional(),
  ...PageQuerySchema.shape,
  ...ClientFields,
});

/** Adding or removing a favourite; strict: unknown keys are refused. */
export const FavoriteChangeSchema = z.strictObject({
  nodeId: z.union([NodeIdSchema, z.number().int().min(1).max(999_999_999).transform(String)]).describe('The game id'),
  vendor: VendorCodeSchema.describe("The game's provider code"),
  gameType: GameTypeSchema.describe("The game's type"),
});

export const RankListQuerySchema = z.object({
  gameCategory: z.literal('ALL').default('ALL'),
  language: LanguageSchema.optional(),
  limitNum: queryInt(1, WINNER_BOARD_SIZE).default(WINNER_BOARD_SIZE),
  ...ClientFields,
});

export const RoomListQuerySchema = z.object({ vassalage: VendorCodeSchema, language: LanguageSchema.optional(), ...ClientFields });

const DeviceSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, { error: 'must be up to 20 letters, digits, _ or -' })
  .optional()
  .describe('The device the game opens on (e.g. desktop, mobile)');

/** The site's theme, carried to the game so it opens in the same light or dark look. */
const LaunchThemeSchema = z.enum(['light', 'dark']).optional().describe("The site's theme; the game address carries it (default: the device's preference)");

export const LaunchQuerySchema = z.object({
  nodeId: NodeIdSchema.optional().describe('A catalogue game'),
  vassalage: VendorCodeSchema.optional().describe("A provider: with gameType and no nodeId, the provider's lobby"),
  gameType: GameTypeSchema.optional(),
  gameCode: z.string().regex(/^[A-Z0-9_]{1,32}$/, { error: 'must be a lottery id (A-Z, 0-9, _)' }).optional().describe('A lottery game (LOTT, ELOTT): its betting view'),
  view: z.enum(['betting', 'lobby']).optional().describe('A lottery launch: the betting view of gameCode or the lobby'),
  language: LanguageSchema.optional(),
  theme: LaunchThemeSchema,
  device: DeviceSchema,
  ...ClientFields,
});

export const LaunchFbQuerySchema = z.object({ language: LanguageSchema.optional(), theme: LaunchThemeSchema, device: DeviceSchema, ...ClientFields });

// Answers.

/** A catalogue game as every list returns it; amounts in the wallet's currency. */
export const GameItemSchema = z
  .object({
    nodeId: z.string().describe('The catalogue id (decimal text), used by favourites and launch'),
    vassalage: z.string().describe("Provider code, e.g. 'PG'"),
    gameType: GameTypeSchema,
    gameName: z.string(),
    gameClassify: z.string(),
    minBet: z.number().describe("Smallest stake, in the wallet's currency"),
    minLineNum: z.number().int(),
    gameCode: z.string().describe("The provider's code of the game: <gameType>-<id>"),
    isHot: z.literal([0, 1]).describe('1 when the operator marks it hot'),
    imageUrl: z.string(),
  })
  .meta({ id: 'GameItem' });

export const GameListValueSchema = z.object({ games: z.array(GameItemSchema), totalPages: z.number().int() });

export const VassGameTypeValueSchema = z.object({
  gameType: ListGameTypeSchema,
  vendors: z.array(z.object({ vassalage: z.string(), displayName: z.string(), gameCount: z.number().int(), isHot: z.literal([0, 1]) })),
});

export const HotGamesValueSchema = z.array(GameItemSchema);
export const FavoriteIdsValueSchema = z.array(z.string());
export const FavoriteListValueSchema = z.object({ content: z.array(GameItemSchema), totalPages: z.number().int() });
export const FavoriteChangeValueSchema = z.object({ nodeId: z.string(), favourite: z.boolean() });
export const RecentGamesValueSchema = z.object({
  list: z.array(GameItemSchema.extend({ lastPlayedAt: z.string() })),
  totalPages: z.number().int(),
});

/** One of the largest recent wins. */
export const RankEntrySchema = z.object({
  account: z.string().describe("Masked account name, e.g. 'de***01'"),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string().describe("The provider's name as players know it ('PG Soft', 'JILI Fishing'); the board shows this, never the code"),
  gameType: GameTypeSchema,
  winAmount: z.number().describe("The round's win, in the wallet's currency"),
  winTime: z.string().describe('ISO time of the round'),
});
export const RankListValueSchema = z.array(RankEntrySchema);

/** The game provider's progressive jackpot as the site shows it. */
export const JackpotValueSchema = z.object({
  amount: z.number().describe("The pool now, in the wallet's currency; it only grows, and starts again from seed when a spin wins it"),
  seed: z.number().describe('What the pool starts again from after a win'),
});

/** A card-game room of a provider. */
export const PvpRoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  minBet: z.number(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
});
export const PvpRoomsValueSchema = z.array(PvpRoomSchema);

export const LaunchValueSchema = z.object({
  content: z.string().describe('The game address with a single-use launch token (valid 10 minutes)'),
  gameOrigin: z.string().describe('The origin that address belongs to: the page accepts game messages from it only'),
  playMoney: z.boolean().describe('True when the member plays with play money (trial account)'),
});
