/** zod schemas every area uses: the answer envelopes and the common request parts. */
import { z } from 'zod';

/** The envelope of a successful answer. */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value, errorCode: z.null(), message: z.null() });
}

/**
 * Why a session ended, on a 401 SESSION_INVALID for a session ended by a password change or reset
 * elsewhere, so the page can tell the member why they were signed out.
 */
export const SessionEndedSchema = z.object({ reason: z.enum(['PASSWORD_CHANGED', 'PASSWORD_RESET']) }).meta({ id: 'SessionEnded' });

/**
 * The envelope of a refused or failed request; `field` names the bad input for VALIDATION; `value`
 * is null, except on a SESSION_INVALID that says why the session ended.
 */
export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    value: SessionEndedSchema.nullable(),
    errorCode: z.string(),
    message: z.string(),
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

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

/**
 * Compile-time agreement of an answer schema with its type in `@site/shared/contract`, both
 * directions: `Expect<Same<z.output<typeof S>, T>>` fails the typecheck when either side changes.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;
