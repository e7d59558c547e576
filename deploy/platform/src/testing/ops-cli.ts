/**
 * The operator CLI (`npm run ops`) run against a test platform in this process: its calls go through
 * Fastify's inject instead of a listening server, so a test reads the command's lines and exit code
 * and the platform's writes together.
 */
import type { FastifyInstance } from 'fastify';
import { runCli, type CliIo } from '../../../ops/src/cli';
import { TEST_OPERATOR_TOKEN } from './platform-fixture';

const SITE = 'http://platform.test';

/** A fetch answered by `app` through inject, for the CLI's calls to SITE. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (url: string, init: RequestInit = {}) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.slice(SITE.length),
      headers: init.headers as Record<string, string>,
      ...(init.body ? { payload: init.body as string } : {}),
    });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  }) as typeof fetch;
}

export interface OpsCli {
  io: CliIo;
  /** What the command printed, and what it reported as errors. */
  lines: string[];
  errors: string[];
  /** Runs `npm run ops -- <args>`; answers the exit code. */
  run: (...args: string[]) => Promise<number>;
}

/** The CLI as the operator `operator`, with the test operator token unless another `token` is given. */
export function opsCli(app: FastifyInstance, options: { operator?: string; token?: string } = {}): OpsCli {
  const lines: string[] = [];
  const errors: string[] = [];
  const io: CliIo = {
    env: { SITE_URL: SITE, OPERATOR_TOKEN: options.token ?? TEST_OPERATOR_TOKEN, OPS_OPERATOR: options.operator ?? 'cli.test' },
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    fetch: injectFetch(app),
  };
  return { io, lines, errors, run: (...args) => runCli(args, io) };
}
