import { z } from 'zod';

/** The provider client API's requests (amounts in minor units). */
export const LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A provider session id: 32 bytes, base64url. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SessionHeadersSchema = z.looseObject({
  'x-provider-session': z.string().regex(SESSION_ID_PATTERN, { error: 'must be the session id of the game address' }),
});

/** The site's theme as the launch address carries it; anything else is ignored (the device's preference). */
export const THEMES = ['light', 'dark'] as const;

export const LaunchQuerySchema = z.object({
  token: z.string().max(200).optional(),
  lang: z.string().max(10).optional(),
  theme: z.string().max(10).optional(),
});

export const PlayQuerySchema = z.object({
  session: z.string().max(100).optional(),
  lang: z.string().max(10).optional(),
  theme: z.string().max(10).optional(),
});

export const AssetParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, { error: 'is not a file of the game client' }),
});

const Stake = z.number().int({ error: 'must be a whole number of minor units' }).positive();

export const SpinBodySchema = z.strictObject({ stake: Stake });

export const BaccaratBodySchema = z.strictObject({
  bets: z
    .strictObject({ player: Stake.optional(), banker: Stake.optional(), tie: Stake.optional() })
    .refine((bets) => Object.values(bets).some((stake) => stake !== undefined), { error: 'must have at least one bet' }),
});

export const DragonTigerBodySchema = z.strictObject({
  bets: z
    .strictObject({ dragon: Stake.optional(), tiger: Stake.optional(), tie: Stake.optional() })
    .refine((bets) => Object.values(bets).some((stake) => stake !== undefined), { error: 'must have at least one bet' }),
});

export const EventBetBodySchema = z.strictObject({
  eventId: z.string().regex(/^[0-9a-f-]{36}$/, { error: 'must be an event id from the list' }),
  selection: z.enum(['HOME', 'DRAW', 'AWAY']),
  stake: Stake,
});
