/**
 * zod schemas of the games calls: their answers (checked at the bottom against
 * `@site/shared/contract`, both directions) and what callers send.
 */
import { z } from 'zod';
import type { GameMenu, GameType, VendorCard, VendorLane } from '@site/shared/contract';
import type { Expect, Same } from '../http/schemas';

export const GAME_TYPES = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH'] as const;

export const GameTypeSchema = z.enum(GAME_TYPES);

export const GameMenuSchema = z.object({ gameType: GameTypeSchema, name: z.string(), page: z.string() });
export const GameMenusSchema = z.array(GameMenuSchema);

export const VendorCardSchema = z.object({
  accountTypeId: z.number().int(),
  vassalage: z.string(),
  gameType: GameTypeSchema,
  displayName: z.string(),
  isHot: z.literal([0, 1]),
  logoUrl: z.string(),
  listGames: z.boolean().optional(),
});

export const VendorLaneSchema = z.object({
  id: z.number().int(),
  title: GameTypeSchema,
  cards: z.array(VendorCardSchema),
  gameClassify: z.array(z.object({ name: z.string(), vendors: z.array(z.string()) })),
});
export const VendorLanesSchema = z.array(VendorLaneSchema);

export const VendorQuerySchema = z.object({
  platform: z.literal('html5-desktop').optional(),
});

export const VendorCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{1,32}$/, { error: 'must be 1 to 32 of A-Z, 0-9, _' }),
});

// Compile-time agreement with the shared contract (both directions).
export type _ContractChecks = [
  Expect<Same<z.output<typeof GameMenuSchema>, GameMenu>>,
  Expect<Same<z.output<typeof GameTypeSchema>, GameType>>,
  Expect<Same<z.output<typeof VendorCardSchema>, VendorCard>>,
  Expect<Same<z.output<typeof VendorLaneSchema>, VendorLane>>,
];
