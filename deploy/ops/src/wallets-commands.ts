/**
 * Operator command for the limits of transfers to the upline (`npm run ops -- upline-limits`),
 * calling the running server's /ops/wallets/upline-limits with the operator token and `X-Operator`
 * (who acts, for the audit): `--as NAME`, else env OPS_OPERATOR, else the OS user.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirFromEnv } from './paths';

export const WALLETS_COMMANDS = ['upline-limits'] as const;
export type WalletsCommand = (typeof WALLETS_COMMANDS)[number];

export const WALLETS_USAGE = `  npm run ops -- upline-limits [--reference <ref> [--min <amount>] [--max <amount>] [--daily <amount>]]
                                                show, or change (with a reference), the limits of transfers
                                                to the upline: per transfer and per member per UTC day; a
                                                limit not given keeps its value; the same reference again
                                                changes nothing
  (accepts --as <operator>; default env OPS_OPERATOR, else the OS user)`;

export class WalletsUsageError extends Error {
  override name = 'WalletsUsageError';
}

export interface WalletsOpsIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  fetch: typeof fetch;
}

export interface UplineLimitsText {
  min: string;
  max: string;
  dailyMax: string;
}

/** What `upline-limits …` asks for: a read, or a change of some limits under a reference. */
export type UplineLimitsPlan =
  | { kind: 'show'; operator: string }
  | { kind: 'change'; operator: string; reference: string; change: Partial<UplineLimitsText> };

const LIMITS_PATH = '/ops/wallets/upline-limits';

function take(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new WalletsUsageError(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

/** Reads the command line (no network); the server judges the amounts and their order. */
export function planWalletsCommand(command: WalletsCommand, argv: string[], env: NodeJS.ProcessEnv): UplineLimitsPlan {
  const args = [...argv];
  const operator = take(args, '--as') ?? env.OPS_OPERATOR ?? os.userInfo().username;
  switch (command) {
    case 'upline-limits': {
      const reference = take(args, '--reference');
      const given = { min: take(args, '--min'), max: take(args, '--max'), dailyMax: take(args, '--daily') };
      if (args.length) throw new WalletsUsageError(`unexpected arguments: ${args.join(' ')}`);
      const change = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<UplineLimitsText>;
      if (!reference && Object.keys(change).length === 0) return { kind: 'show', operator };
      if (!reference) throw new WalletsUsageError('upline-limits: a change needs --reference <ref> (repeating it changes nothing)');
      if (Object.keys(change).length === 0) throw new WalletsUsageError('upline-limits: give at least one of --min, --max, --daily');
      return { kind: 'change', operator, reference, change };
    }
  }
}

async function operatorToken(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = path.join(dataDirFromEnv(env), 'operator-token');
  const token = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (!token) throw new Error(`no operator token: set OPERATOR_TOKEN or start the server once (it writes ${file})`);
  return token;
}

async function call(io: WalletsOpsIo, operator: string, method: 'GET' | 'PUT', body?: Record<string, unknown>): Promise<unknown> {
  const site = (io.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const response = await io.fetch(`${site}${LIMITS_PATH}`, {
    method,
    headers: {
      authorization: `Bearer ${await operatorToken(io.env)}`,
      'x-operator': operator,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: unknown; message?: string } | null;
  if (!response.ok || !envelope?.success) throw new Error(`${method} ${LIMITS_PATH} failed: HTTP ${response.status} ${envelope?.message ?? ''}`);
  return envelope.value;
}

/**
 * Runs the command against the server and prints the limits as JSON. The endpoint takes all three
 * limits at once, so a change of only some reads the others first and sends them unchanged.
 */
export async function runWalletsCommand(command: WalletsCommand, argv: string[], io: WalletsOpsIo): Promise<number> {
  const plan = planWalletsCommand(command, argv, io.env);
  if (plan.kind === 'show') {
    io.out(JSON.stringify(await call(io, plan.operator, 'GET'), null, 2));
    return 0;
  }
  const complete = plan.change.min !== undefined && plan.change.max !== undefined && plan.change.dailyMax !== undefined;
  const current = complete ? {} : ((await call(io, plan.operator, 'GET')) as UplineLimitsText);
  const limits = { ...current, ...plan.change };
  const body = { min: limits.min, max: limits.max, dailyMax: limits.dailyMax, reference: plan.reference };
  io.out(JSON.stringify(await call(io, plan.operator, 'PUT', body), null, 2));
  return 0;
}
