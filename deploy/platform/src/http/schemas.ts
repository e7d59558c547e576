/** zod schemas of what callers send: query strings, path parameters and the operator's body. */
import { z } from 'zod';
import { NOTICE_TYPES } from './contract-schemas';

export const PermissionQuerySchema = z.object({
  url: z.string().max(255).optional().describe('The host the site is served on'),
});

export const RoutersQuerySchema = z.object({
  device: z.enum(['0', '3']).describe('0 desktop, 3 mobile'),
});

const TYPE_LIST = new RegExp(`^(${NOTICE_TYPES.join('|')})(,(${NOTICE_TYPES.join('|')}))*$`);

export const AnnouncementsQuerySchema = z.object({
  types: z
    .string()
    .max(64)
    .regex(TYPE_LIST, { error: `must be a comma list of ${NOTICE_TYPES.join(', ')}` })
    .optional()
    .describe('Notice types to return, e.g. B,PL,PU,PR,H (default: all)'),
  platform: z.literal('W').optional().describe('Always W (web)'),
  execution: z
    .enum(NOTICE_TYPES)
    .optional()
    .describe('The default notice type of the caller (B). Accepted for protocol compatibility; it does not change the answer'),
});

export const VendorQuerySchema = z.object({
  platform: z.literal('html5-desktop').optional(),
});

/** The `Language` header: optional and never rejected (unknown languages fall back to English). */
export const LanguageHeaderSchema = z.looseObject({
  language: z.string().optional().describe('Content language: en, es, vi, zh; anything else means en'),
});

export const NumericIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, { error: 'must be a positive integer' })
    .transform((value) => Number(value)),
});

export const VendorCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{1,32}$/, { error: 'must be 1 to 32 of A-Z, 0-9, _' }),
});

const IpOrAnySchema = z.union([z.ipv4(), z.ipv6(), z.literal('*')], { error: "must be an IP address or '*'" });

export const MODULE_ID = /^[A-Z0-9_]{1,32}$/;

/** PUT /ops/system. Strict: an unknown key is an error, not ignored. Omitted parts stay as they are. */
export const OperatorUpdateSchema = z
  .strictObject({
    maintenance: z
      .strictObject({
        enabled: z.boolean(),
        endTime: z.iso
          .datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2026-01-31T18:00:00Z' })
          .nullable()
          .optional()
          .describe('Expected end; null clears it, omitted keeps it'),
      })
      .optional(),
    regionRestriction: z
      .strictObject({
        enabled: z.boolean(),
        blockedIps: z.array(IpOrAnySchema).max(100).optional().describe("Visitor IPs to block, or '*' for everyone; omitted keeps the list"),
      })
      .optional(),
    whiteLabel: z
      .record(z.string().regex(MODULE_ID, { error: 'is not a module id' }), z.boolean())
      .optional()
      .describe('modId → enabled, for known modIds only'),
    requireLogin: z.boolean().optional(),
  })
  .meta({ id: 'OperatorUpdate' });

export type OperatorUpdate = z.output<typeof OperatorUpdateSchema>;

export const OperatorSettingsSchema = z
  .object({
    brandName: z.string(),
    maintenance: z.object({ enabled: z.boolean(), endTime: z.string().nullable() }),
    regionRestriction: z.object({ enabled: z.boolean(), blockedIps: z.array(z.string()) }),
    whiteLabel: z.record(z.string(), z.boolean()),
    requireLogin: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OperatorSettings' });

export type OperatorSettings = z.output<typeof OperatorSettingsSchema>;
