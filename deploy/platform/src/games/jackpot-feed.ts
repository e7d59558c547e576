/**
 * The game provider's jackpot, as the site shows it: read from the provider's public jackpot feed
 * over HTTP like any vendor's, never from its tables. The provider keeps the one pool in its own
 * database, so every platform server answers the same figure; nothing is remembered here.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type JackpotValue, PROVIDER_JACKPOT_FEED_PATH } from '@site/shared/contract';
import { PlatformError } from '../http/errors';

/** How long the provider may take to answer before the call is refused with 503. */
export const JACKPOT_FEED_TIMEOUT_MS = 3000;

/** The provider's answer: its envelope with the pool in minor units. */
const FeedSchema = z.object({
  success: z.literal(true),
  value: z.object({ amount: z.number().int().nonnegative(), seed: z.number().int().positive() }),
});

function unavailable(): PlatformError {
  return new PlatformError(503, 'PROVIDER_UNAVAILABLE', 'The game provider did not answer; try again shortly');
}

/**
 * Reads the feed at `<providerUrl>` + PROVIDER_JACKPOT_FEED_PATH. A path means the provider is mounted on this very
 * server (demo mode), so the request goes through the server's own routing; an address of its own
 * is fetched.
 */
export function jackpotFeed(app: FastifyInstance, providerUrl: string, timeoutMs = JACKPOT_FEED_TIMEOUT_MS): () => Promise<JackpotValue> {
  const url = `${providerUrl}${PROVIDER_JACKPOT_FEED_PATH}`;
  const read = async (): Promise<{ status: number; body: string }> => {
    if (url.startsWith('/')) {
      const response = await app.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.body };
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text() };
  };
  return async () => {
    let answer: { status: number; body: string };
    try {
      answer = await read();
    } catch {
      throw unavailable();
    }
    let parsed: z.infer<typeof FeedSchema>;
    try {
      parsed = FeedSchema.parse(JSON.parse(answer.body));
    } catch {
      throw unavailable();
    }
    if (answer.status !== 200) throw unavailable();
    // Minor units to currency units, as the winner board shows amounts.
    return { amount: parsed.value.amount / 100, seed: parsed.value.seed / 100 };
  };
}
