/**
 * Operator command for bonuses (`npm run ops -- bonus <account> <amount> <reference> [memo]`):
 * POST /ops/member/bonus with the operator token and `X-Operator` (who grants, for the audit):
 * `--as NAME`, else env OPS_OPERATOR, else the OS user. The reference is the grant's idempotency
 * key: the same command again pays nothing.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirFromEnv } from './paths';

export const RECORDS_USAGE = `  npm run ops -- bonus <account> <amount> <reference> [memo…] [--as <operator>]
                                                grant a bonus from marketing to the member's main wallet (once per
                                                reference); the memo is shown to the member in bonus details`;

export class RecordsUsageError extends Error {
  override name = 'RecordsUsageError';
}

export interface BonusCall {
  body: { account: string; amount: string; reference: string; memo?: string };
  operator: string;
}

/** The call `bonus …` stands for (no network); the server judges account, amount and reference. */
export function planBonusCommand(argv: string[], env: NodeJS.ProcessEnv): BonusCall {
  const args = [...argv];
  const asIndex = args.indexOf('--as');
  let operator = env.OPS_OPERATOR ?? os.userInfo().username;
  if (asIndex >= 0) {
    const name = args[asIndex + 1];
    if (!name || name.startsWith('--')) throw new RecordsUsageError('--as needs a value');
    operator = name;
    args.splice(asIndex, 2);
  }
  const [account, amount, reference, ...memoWords] = args;
  if (!account || !amount || !reference) throw new RecordsUsageError('bonus <account> <amount> <reference> [memo]');
  const memo = memoWords.join(' ').trim();
  return { body: { account, amount, reference, ...(memo ? { memo } : {}) }, operator };
}

async function operatorToken(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = path.join(dataDirFromEnv(env), 'operator-token');
  const token = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (!token) throw new Error(`no operator token: set OPERATOR_TOKEN or start the server once (it writes ${file})`);
  return token;
}

export async function runBonusCommand(argv: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void; fetch: typeof fetch }): Promise<number> {
  const call = planBonusCommand(argv, io.env);
  const site = (io.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const response = await io.fetch(`${site}/ops/member/bonus`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await operatorToken(io.env)}`, 'x-operator': call.operator, 'content-type': 'application/json' },
    body: JSON.stringify(call.body),
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: { bonusId: string; amount: string; replayed: boolean }; message?: string } | null;
  if (!response.ok || !envelope?.success || !envelope.value) throw new Error(`POST /ops/member/bonus failed: HTTP ${response.status} ${envelope?.message ?? ''}`);
  const { bonusId, amount, replayed } = envelope.value;
  io.out(replayed ? `reference ${call.body.reference} was granted before (bonus ${bonusId}); nothing paid now` : `granted ${amount} to ${call.body.account} (bonus ${bonusId}, reference ${call.body.reference})`);
  return 0;
}
