/**
 * Lottery issues and their results. A result is the prize tiers with their numbers; an issue also
 * carries the SHA-256 of its secret seed (the commitment), published before sales open, and once
 * drawn the seed, the digest of the bets taken before the lock and the final seed mixed from both,
 * so anyone can check the commitment and recompute the numbers.
 */
import { z } from 'zod';
import type { LOTTERY_REGIONS } from './constants';
import { LotteryGameIdSchema, LotteryNumeroSchema } from './menu';

/** Prize tiers; DB is the special prize. */
export const LOTTERY_TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type LotteryTier = (typeof LOTTERY_TIERS)[number];

/** An issue's life: on sale, sales closed, numbers drawn, bets paid; or cancelled (bets refunded). */
export const LOTTERY_ISSUE_STATUSES = ['UPCOMING', 'OPEN', 'LOCKED', 'DRAWN', 'SETTLED', 'CANCELLED'] as const;
export type LotteryIssueStatus = (typeof LOTTERY_ISSUE_STATUSES)[number];

/** The two result shapes: the north's 27 numbers and the south's (and centre's, and fast draws') 18. */
export const LOTTERY_RESULT_SHAPES = ['NORTH27', 'SOUTH18'] as const;
export type LotteryResultShape = (typeof LOTTERY_RESULT_SHAPES)[number];

/**
 * Each shape's tiers in drawing order, with how many numbers and how many digits each. The north
 * draws its special prize first, the south its eighth prize first, as the real draws do.
 */
export const LOTTERY_SHAPE_TIERS: Record<LotteryResultShape, readonly { tier: LotteryTier; count: number; digits: number }[]> = {
  NORTH27: [
    { tier: 'DB', count: 1, digits: 5 },
    { tier: 'G1', count: 1, digits: 5 },
    { tier: 'G2', count: 2, digits: 5 },
    { tier: 'G3', count: 6, digits: 5 },
    { tier: 'G4', count: 4, digits: 4 },
    { tier: 'G5', count: 6, digits: 4 },
    { tier: 'G6', count: 3, digits: 3 },
    { tier: 'G7', count: 4, digits: 2 },
  ],
  SOUTH18: [
    { tier: 'G8', count: 1, digits: 2 },
    { tier: 'G7', count: 1, digits: 3 },
    { tier: 'G6', count: 3, digits: 4 },
    { tier: 'G5', count: 1, digits: 4 },
    { tier: 'G4', count: 7, digits: 5 },
    { tier: 'G3', count: 2, digits: 5 },
    { tier: 'G2', count: 1, digits: 5 },
    { tier: 'G1', count: 1, digits: 5 },
    { tier: 'DB', count: 1, digits: 6 },
  ],
};

export const LotteryResultSchema = z.object({
  tiers: z.array(z.object({ tier: z.enum(LOTTERY_TIERS), numbers: z.array(z.string()) })),
});
export type LotteryResult = z.infer<typeof LotteryResultSchema>;

const IsoTime = z.string().describe('ISO 8601 time, UTC');
const ServerTime = z.number().int().describe('The server clock, epoch milliseconds');

export const LotteryIssueSchema = z.object({
  gameId: z.string(),
  numero: z.string(),
  status: z.enum(LOTTERY_ISSUE_STATUSES),
  saleStartAt: IsoTime,
  lockAt: IsoTime,
  drawAt: IsoTime,
  /** SHA-256 of the seed, hex: published before sales open. */
  seedHash: z.string(),
  /** The seed, hex: only once drawn, else null. */
  seed: z.string().nullable(),
  /** SHA-256 of the issue's bets at the draw, hex: only once drawn (null for draws made before bets were mixed in). */
  betsDigest: z.string().nullable(),
  /** SHA-256 of the seed followed by the bets digest, the seed the numbers come from: with betsDigest. */
  finalSeed: z.string().nullable(),
  /** The numbers: only once drawn, else null. */
  result: LotteryResultSchema.nullable(),
  drawnAt: IsoTime.nullable(),
});
export type LotteryIssue = z.infer<typeof LotteryIssueSchema>;

/** Most drawn issues GET /lgw/vn/numeros/opened/game answers (and its default). */
export const LOTTERY_OPENED_MAX = 100;

/** Query of GET /lgw/vn/numeros/opened/game. */
export const OpenedIssuesQuerySchema = z
  .object({
    gameId: LotteryGameIdSchema,
    count: z.coerce.number().int().min(1).max(LOTTERY_OPENED_MAX).default(LOTTERY_OPENED_MAX),
  })
  .strict();
export type OpenedIssuesQuery = z.input<typeof OpenedIssuesQuerySchema>;

/** GET /lgw/vn/numeros/opened/game: drawn issues, newest first. */
export const LotteryIssueListSchema = z.object({ serverTime: ServerTime, list: z.array(LotteryIssueSchema) });
export type LotteryIssueList = z.infer<typeof LotteryIssueListSchema>;

/** Path of GET /lgw/vn/numeros/:gameId/:numero and …/verify. */
export const LotteryIssueParamsSchema = z.object({ gameId: LotteryGameIdSchema, numero: LotteryNumeroSchema }).strict();
export type LotteryIssueParams = z.infer<typeof LotteryIssueParamsSchema>;

/** GET /lgw/vn/numeros/:gameId/:numero: one issue. */
export const LotteryIssueAnswerSchema = z.object({ serverTime: ServerTime, issue: LotteryIssueSchema });
export type LotteryIssueAnswer = z.infer<typeof LotteryIssueAnswerSchema>;

/**
 * GET /lgw/vn/numeros/:gameId/:numero/verify: the seed checked against its published hash, the
 * bets digest against the issue's bets, the final seed against the seed and the digest, and the
 * numbers recomputed from the final seed. `verified` is true only when all match what was published.
 * Refused (409 LOTTERY_ISSUE_NOT_DRAWN) before the draw, when the seed is still secret.
 */
export const LotteryVerifyAnswerSchema = z.object({
  serverTime: ServerTime,
  verified: z.boolean(),
  seedHash: z.string(),
  seed: z.string(),
  betsDigest: z.string().nullable(),
  finalSeed: z.string().nullable(),
  recomputed: LotteryResultSchema,
});
export type LotteryVerifyAnswer = z.infer<typeof LotteryVerifyAnswerSchema>;

const RESULT_DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** Regions with a results page: the regional draws (a fast lottery's draws are read per game). */
export const LOTTERY_RESULT_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const satisfies readonly (typeof LOTTERY_REGIONS)[number][];

/** Query of GET /lgw/vn/results: a region and a local (Vietnam) draw date. */
export const LotteryResultsQuerySchema = z
  .object({
    region: z.enum(LOTTERY_RESULT_REGIONS),
    date: z
      .string()
      .regex(RESULT_DAY, 'must be a date YYYY-MM-DD')
      .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'must be a real date'),
  })
  .strict();
export type LotteryResultsQuery = z.input<typeof LotteryResultsQuerySchema>;

export const LotteryRegionResultSchema = LotteryIssueSchema.extend({ remark: z.string() });
export type LotteryRegionResult = z.infer<typeof LotteryRegionResultSchema>;

/** GET /lgw/vn/results: every drawn issue of that region on that date, by game. */
export const LotteryResultListSchema = z.object({ serverTime: ServerTime, list: z.array(LotteryRegionResultSchema) });
export type LotteryResultList = z.infer<typeof LotteryResultListSchema>;

/** Refusal codes of the lottery calls (besides VALIDATION and the session's). */
export const LOTTERY_ERROR_CODES = {
  unknownGame: 'LOTTERY_UNKNOWN_GAME',
  unknownIssue: 'LOTTERY_UNKNOWN_ISSUE',
  issueLocked: 'LOTTERY_ISSUE_LOCKED',
  issueNotOpen: 'LOTTERY_ISSUE_NOT_OPEN',
  issueNotDrawn: 'LOTTERY_ISSUE_NOT_DRAWN',
} as const;
