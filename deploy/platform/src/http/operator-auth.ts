import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * An onRequest hook that accepts only `Authorization: Bearer <operator token>`. It runs before
 * body validation, so an unauthenticated caller learns nothing about the body's shape. Comparing
 * fixed-length digests keeps the comparison constant-time whatever length was sent.
 */
export function requireOperator(operatorToken: string): (request: FastifyRequest) => Promise<void> {
  if (!operatorToken) throw new Error('The platform needs a non-empty operator token');
  const expected = digest(operatorToken);
  return async (request) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' && header.length <= 512 ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
    const given = digest(match?.[1] ?? '');
    const valid = timingSafeEqual(given, expected);
    if (!match || !valid) throw unauthorized();
  };
}
