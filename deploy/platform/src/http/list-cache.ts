import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ok } from './errors';
import { okEnvelope } from './schemas';

/**
 * Answers of reads whose key the caller chooses (a catalogue search, a provider's hot list, the row
 * count of a member's record filter), kept a while. Unlike ReadCache it is bounded: the least
 * recently used answer goes first, so made-up queries cannot grow memory. A failed read is not kept.
 */
export class ListCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  read(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (now - hit.at < this.ttlMs) {
        // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
        this.entries.set(key, hit);
        return hit.value;
      }
    }
    const value = load();
    const entry = { at: now, value };
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** An answer kept as the JSON text of its `ok` envelope (see `okJson`). */
export type OkJson = string & { readonly okJson: unique symbol };

/**
 * The `ok` envelope of `value` as JSON text, checked against the route's value schema here, once.
 * Cached answers are kept this way, so a request served from the cache neither checks nor
 * serialises the same 15 games again: `sendOkJson` sends the text as it is.
 */
export function okJson<S extends z.ZodType>(valueSchema: S, value: z.input<S>): OkJson {
  return JSON.stringify(envelopeOf(valueSchema).parse(ok(value))) as OkJson;
}

/** zod compiles a schema when it first parses, so each value schema gets its envelope once, not per answer. */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();

function envelopeOf(valueSchema: z.ZodType): z.ZodType {
  let envelope = envelopes.get(valueSchema);
  if (!envelope) {
    envelope = okEnvelope(valueSchema);
    envelopes.set(valueSchema, envelope);
  }
  return envelope;
}

/**
 * Sends text made by `okJson`. Fastify sends a string whose content type is JSON as it is, without
 * the route's serializer; the check against the schema happened in `okJson`.
 */
export function sendOkJson(reply: FastifyReply, json: OkJson): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
