import { z } from 'zod';
import type { EncryptedBody } from '@site/shared/contract';

/** Strict base64 (the decoder itself skips what it does not know, so it cannot be the check). */
const base64 = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/)
    .min(4);

/** The envelope fields; a 12-byte IV is exactly 16 base64 characters. */
export const SealedEnvelopeShape = z.object({
  kid: z.string().min(1).max(64),
  key: base64(2048),
  iv: z.string().regex(/^[A-Za-z0-9+/]{16}$/),
  data: base64(16_384),
});

/**
 * The body of a sealed call, as documented. Validation never refuses it here: a misshapen body
 * goes on unchanged to the opener, which answers it like every other body it cannot open (one
 * SEALED_BODY_INVALID), so the shape check tells a prober nothing the decryption would not.
 */
export const EncryptedBodySchema = SealedEnvelopeShape.catch((ctx) => ctx?.input as EncryptedBody)
  .describe('The payload sealed with AES-256-GCM, its key RSA-OAEP wrapped (sealPayload in @site/shared/contract)')
  .meta({ id: 'EncryptedBody' });
