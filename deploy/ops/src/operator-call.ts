/**
 * What every audited operator command shares: reading `--as` and the other options, finding the
 * operator token, and calling an /ops endpoint with the token and `X-Operator` (who acts, for the
 * audit: `--as NAME`, else env OPS_OPERATOR, else the OS user).
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirFromEnv } from '../../releases/src/paths';

export interface OperatorIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  fetch: typeof fetch;
}

export interface OperatorCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  operator: string;
}

/** Takes `name <value>` out of `args`; undefined when absent, `fail` when the value is missing. */
export function takeOption(args: string[], name: string, fail: (message: string) => Error): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw fail(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

/** The operator who acts: `--as` (taken out of `args`), else OPS_OPERATOR, else the OS user. */
export function takeOperator(args: string[], env: NodeJS.ProcessEnv, fail: (message: string) => Error): string {
  return takeOption(args, '--as', fail) ?? env.OPS_OPERATOR ?? os.userInfo().username;
}

/** OPERATOR_TOKEN, else the token the server wrote into its data directory. */
export async function operatorToken(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = path.join(dataDirFromEnv(env), 'operator-token');
  const token = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (!token) throw new Error(`no operator token: set OPERATOR_TOKEN or start the server once (it writes ${file})`);
  return token;
}

/** Calls the running server's endpoint; the answer's value, or an Error saying what failed. */
export async function sendOperatorCall(io: Pick<OperatorIo, 'env' | 'fetch'>, call: OperatorCall): Promise<unknown> {
  const site = (io.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const response = await io.fetch(`${site}${call.path}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${await operatorToken(io.env)}`,
      'x-operator': call.operator,
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: unknown; message?: string } | null;
  if (!response.ok || !envelope?.success) throw new Error(`${call.method} ${call.path} failed: HTTP ${response.status} ${envelope?.message ?? ''}`);
  return envelope.value;
}

/** Rows as aligned columns (two spaces between them), the first row the heading. */
export function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
}
