/**
 * The operator's calls of the accounts: the outbox of the embedded delivery (SMS codes, mails),
 * creating accounts, and the shapes of the captcha test hook (registered only with test hooks on).
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { CaptchaQuerySchema, DialingCodeSchema, LOGIN_NAME, MobileNumberSchema } from './login';

/** The account types an operator may create: a member or an agent (1, 2, 41, 42); never a trial account. */
export const OPERATOR_ACCOUNT_TYPES: readonly number[] = [0, 1, 2, 41, 42];

export const OutboxQuerySchema = z.object({
  to: z.string().trim().min(1).max(254).optional().describe("Recipient: '+84912345678' or an email address"),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, { error: 'must be a number from 1 to 200' })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: 'must be a number from 1 to 200' }).max(200, { error: 'must be a number from 1 to 200' }))
    .optional(),
});

export const OutboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  carriesSecret: z.boolean().describe('A code or reset link is in it: deleted after 15 minutes'),
  createdAt: z.string(),
});

export const OpsMemberCreateSchema = z
  .strictObject({
    account: z.string().trim().min(3).max(32).regex(LOGIN_NAME, { error: 'must be letters, digits or _' }),
    password: z.string().min(1).max(128).describe('Not checked against the register rule (a forced-change journey needs 123456)'),
    type: z
      .number()
      .int()
      .refine((type) => OPERATOR_ACCOUNT_TYPES.includes(type), { error: 'must be one of 0, 1, 2, 41, 42' })
      .optional(),
    upline: z.string().trim().min(1).max(64).regex(LOGIN_NAME, { error: 'must be letters, digits or _' }).optional(),
    mobileNum: MobileNumberSchema.optional(),
    countryDialingCode: DialingCodeSchema.optional(),
    email: z.string().trim().max(100).regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { error: 'must be an email address' }).optional(),
    nickname: z.string().trim().min(1).max(64).regex(/^[^<>]+$/, { error: 'must not contain < or >' }).optional(),
    mustChangePassword: z.boolean().optional(),
    affiliateCode: z.string().regex(/^[A-Za-z0-9]{4,20}$/, { error: 'must be 4 to 20 letters and digits' }).optional(),
  })
  .meta({ id: 'OpsMemberCreate' });
export type OpsMemberCreate = z.output<typeof OpsMemberCreateSchema>;

export const OpsMemberCreatedSchema = z.object({ id: z.number().int(), account: z.string(), type: z.number().int() });

/** The test hook's path parameter and answer (GET /ops/captcha/:key, PLATFORM_TEST_HOOKS=1 only). */
export const CaptchaKeyParamsSchema = z.object({ key: CaptchaQuerySchema.shape.key });
export const CaptchaAnswerSchema = z.object({ answer: z.string() });

export const accountOpsEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/ops/outbox',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Messages the embedded delivery kept (SMS codes, mails), newest first',
    query: OutboxQuerySchema,
    response: OutboxEntrySchema.array(),
  }),
  createMember: endpoint({
    method: 'POST',
    path: '/ops/members',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Create an account: agents, demo players, accounts that must change their password',
    description: 'The password is not checked against the register rule (so 123456 works for the forced-change journey). An upline must be an agent.',
    body: OpsMemberCreateSchema,
    response: OpsMemberCreatedSchema,
  }),
};
