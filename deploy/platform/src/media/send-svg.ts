import type { FastifyReply } from 'fastify';
import { ErrorEnvelopeSchema } from '../http/schemas';

/** A day: the pictures change only when their data does, which is rare. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Answers a generated picture, cached by browsers for a day. */
export function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(svg);
}

/** The refusals of a picture route: a bad id or code, an unknown one, or a failure. */
export const MEDIA_ERRORS = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };
