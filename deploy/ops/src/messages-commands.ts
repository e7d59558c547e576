/**
 * Operator command for messages (`npm run ops -- message <account|--all> <reference> <title> <content…>`):
 * POST /ops/messages with the operator token and `X-Operator` (who sends, for the audit): `--as NAME`,
 * else env OPS_OPERATOR, else the OS user. The reference makes the send safe to repeat: the same
 * command again sends nothing.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirFromEnv } from './paths';

export const MESSAGES_USAGE = `  npm run ops -- message <account|--all> <reference> <title> <content…> [--as <operator>]
                                                write to one member's inbox or to every member (trial accounts
                                                excluded); plain text; once per reference`;

export class MessagesUsageError extends Error {
  override name = 'MessagesUsageError';
}

export interface MessageCall {
  body: { account?: string; all?: true; reference: string; title: string; content: string };
  operator: string;
}

/** The call `message …` stands for (no network); the server judges the recipient and the text. */
export function planMessageCommand(argv: string[], env: NodeJS.ProcessEnv): MessageCall {
  const args = [...argv];
  const asIndex = args.indexOf('--as');
  let operator = env.OPS_OPERATOR ?? os.userInfo().username;
  if (asIndex >= 0) {
    const name = args[asIndex + 1];
    if (!name || name.startsWith('--')) throw new MessagesUsageError('--as needs a value');
    operator = name;
    args.splice(asIndex, 2);
  }
  const [to, reference, title, ...contentWords] = args;
  const content = contentWords.join(' ').trim();
  if (!to || !reference || !title || !content) throw new MessagesUsageError('message <account|--all> <reference> <title> <content>');
  const recipient = to === '--all' ? { all: true as const } : { account: to };
  return { body: { ...recipient, reference, title, content }, operator };
}

async function operatorToken(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = path.join(dataDirFromEnv(env), 'operator-token');
  const token = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (!token) throw new Error(`no operator token: set OPERATOR_TOKEN or start the server once (it writes ${file})`);
  return token;
}

export async function runMessageCommand(argv: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void; fetch: typeof fetch }): Promise<number> {
  const call = planMessageCommand(argv, io.env);
  const site = (io.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const response = await io.fetch(`${site}/ops/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await operatorToken(io.env)}`, 'x-operator': call.operator, 'content-type': 'application/json' },
    body: JSON.stringify(call.body),
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: { recipients: number; replayed: boolean }; message?: string } | null;
  if (!response.ok || !envelope?.success || !envelope.value) throw new Error(`POST /ops/messages failed: HTTP ${response.status} ${envelope?.message ?? ''}`);
  const { recipients, replayed } = envelope.value;
  io.out(replayed ? `reference ${call.body.reference} was sent before (to ${recipients}); nothing sent now` : `sent to ${recipients} member(s) (reference ${call.body.reference})`);
  return 0;
}
