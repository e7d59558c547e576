/**
 * zod schemas of the game lists, favourites, recent games, winner board, rooms and launch: what
 * callers send (query strings arrive as text) and the answers, checked at the bottom against
 * `@site/shared/contract` in both directions.
 */
import { z } from 'zod';
import type {
  FavoriteListValue,
  GameItem,
  GameListValue,
  LaunchValue,
  PvpRoom,
  RankEntry,
  RecentGamesValue,
  VassGameTypeValue,
} from '@site/shared/contract';
import { GAME_PAGE_SIZE, WINNER_BOARD_SIZE } from '@site/shared/contract';
import type { Expect, Same } from '../http/schemas';
import { GameTypeSchema } from './games-schemas';

/** The largest page any list serves; the site asks for 15. */
export const MAX_PAGE_SIZE = 50;

export const LIST_GAME_TYPES = ['RNG', 'PVP', 'FISH'] as const;
export const ListGameTypeSchema = z.enum(LIST_GAME_TYPES);
/** Types with catalogue games: the list pages' types and the live providers' tables. */
export const CatalogueGameTypeSchema = z.enum([...LIST_GAME_TYPES, 'LIVE']);

/** A whole number in a query string, within bounds. */
function queryInt(min: number, max: number) {
  return z
    .string()
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

/** POST MCSFE_addFavoriteGame / MCSFE_removeFavoriteGame. Strict: unknown keys are refused. */
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

export const LaunchQuerySchema = z.object({
  nodeId: NodeIdSchema.optional().describe('A catalogue game'),
  vassalage: VendorCodeSchema.optional().describe("A provider: with gameType and no nodeId, the provider's lobby"),
  gameType: GameTypeSchema.optional(),
  gameCode: z.string().regex(/^[A-Z0-9_]{1,32}$/, { error: 'must be a lottery id (A-Z, 0-9, _)' }).optional().describe('A lottery game (LOTT, ELOTT): its betting view'),
  view: z.enum(['betting', 'lobby']).optional().describe('A lottery launch: the betting view of gameCode or the lobby'),
  language: LanguageSchema.optional(),
  device: DeviceSchema,
  ...ClientFields,
});

export const LaunchFbQuerySchema = z.object({ language: LanguageSchema.optional(), device: DeviceSchema, ...ClientFields });

// Answers.

export const GameItemSchema = z
  .object({
    nodeId: z.string(),
    vassalage: z.string(),
    gameType: GameTypeSchema,
    gameName: z.string(),
    gameClassify: z.string(),
    minBet: z.number(),
    minLineNum: z.number().int(),
    gameCode: z.string().describe('The provider\'s code of the game: <gameType>-<id>'),
    isHot: z.literal([0, 1]),
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

export const RankEntrySchema = z.object({
  account: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: GameTypeSchema,
  winAmount: z.number(),
  winTime: z.string(),
});
export const RankListValueSchema = z.array(RankEntrySchema);

export const PvpRoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  minBet: z.number(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
});
export const PvpRoomsValueSchema = z.array(PvpRoomSchema);

export const LaunchValueSchema = z.object({ content: z.string(), gameOrigin: z.string(), playMoney: z.boolean() });

// Compile-time agreement with the shared contract (both directions).
export type _ListContractChecks = [
  Expect<Same<z.output<typeof GameItemSchema>, GameItem>>,
  Expect<Same<z.output<typeof GameListValueSchema>, GameListValue>>,
  Expect<Same<z.output<typeof VassGameTypeValueSchema>, VassGameTypeValue>>,
  Expect<Same<z.output<typeof FavoriteListValueSchema>, FavoriteListValue>>,
  Expect<Same<z.output<typeof RecentGamesValueSchema>, RecentGamesValue>>,
  Expect<Same<z.output<typeof RankEntrySchema>, RankEntry>>,
  Expect<Same<z.output<typeof PvpRoomSchema>, PvpRoom>>,
  Expect<Same<z.output<typeof LaunchValueSchema>, LaunchValue>>,
];
