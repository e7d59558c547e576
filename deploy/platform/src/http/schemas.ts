/** zod schemas every area uses: the answer envelopes and the common request parts. */
import { z } from 'zod';

// The answer envelopes are part of the contract: one declaration for both sides.
export { ErrorEnvelopeSchema, okEnvelope, SessionEndedSchema } from '@site/shared/contract/endpoint';

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
