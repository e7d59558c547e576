/**
 * Operator command for messages (`npm run ops -- message <account|--all> <reference> <title> <content…>`):
 * POST /ops/messages with the operator token and `X-Operator` (who sends, for the audit): `--as NAME`,
 * else env OPS_OPERATOR, else the OS user. The reference makes the send safe to repeat: the same
 * command again sends nothing.
 */
import { sendOperatorCall, takeOperator } from './operator-call';

export const MESSAGES_USAGE = `  npm run ops -- message <account|--all> <reference> <title> <content…> [--promotional|--transactional] [--as <operator>]
                                                write to one member's inbox or to every member (trial accounts
                                                excluded); plain text; once per reference. Promotional (the default
                                                with --all) skips members under time-out or self-exclusion and
                                                members who turned promotions off`;

export class MessagesUsageError extends Error {
  override name = 'MessagesUsageError';
}

export interface MessageCall {
  body: { account?: string; all?: true; reference: string; title: string; content: string; class?: 'PROMOTIONAL' | 'TRANSACTIONAL' };
  operator: string;
}

/** The call `message …` stands for (no network); the server judges the recipient and the text. */
export function planMessageCommand(argv: string[], env: NodeJS.ProcessEnv): MessageCall {
  const args = [...argv];
  const operator = takeOperator(args, env, (message) => new MessagesUsageError(message));
  // The class, when given; the platform's default otherwise (promotional for everyone, transactional for one member).
  const classes = (['--promotional', '--transactional'] as const).filter((flag) => args.includes(flag));
  if (classes.length > 1) throw new MessagesUsageError('give --promotional or --transactional, not both');
  for (const flag of classes) args.splice(args.indexOf(flag), 1);
  const messageClass = classes[0] === '--promotional' ? 'PROMOTIONAL' : classes[0] === '--transactional' ? 'TRANSACTIONAL' : undefined;
  const [to, reference, title, ...contentWords] = args;
  const content = contentWords.join(' ').trim();
  if (!to || !reference || !title || !content) throw new MessagesUsageError('message <account|--all> <reference> <title> <content>');
  const recipient = to === '--all' ? { all: true as const } : { account: to };
  return { body: { ...recipient, reference, title, content, ...(messageClass ? { class: messageClass } : {}) }, operator };
}


export async function runMessageCommand(argv: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void; fetch: typeof fetch }): Promise<number> {
  const call = planMessageCommand(argv, io.env);
  const { recipients, replayed } = (await sendOperatorCall(io, { method: 'POST', path: '/ops/messages', body: call.body, operator: call.operator })) as { recipients: number; replayed: boolean };
  io.out(replayed ? `reference ${call.body.reference} was sent before (to ${recipients}); nothing sent now` : `sent to ${recipients} member(s) (reference ${call.body.reference})`);
  return 0;
}
