/**
 * Operator commands for the chat room (`npm run ops -- chat …`): mute (no posting) or ban (no
 * posting, no reading) a member for a time with a reason, and the latest reports of messages. Each
 * calls the running server's /ops endpoint with the operator token and `X-Operator`; the server
 * judges the input and audits (CHAT_MUTE, CHAT_BAN).
 */
import { chatEndpoints as calls, type ChatReportItemSchema, type ChatSanctionSchema } from '@site/shared/contract/chat';
import type { z } from 'zod';
import { sendOperatorCall, table, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const CHAT_USAGE = `  npm run ops -- chat mute|ban <account> --minutes <n> --reference <ref> <reason…>
                                                mute (no posting) or ban (no posting, no reading) for n minutes
  npm run ops -- chat reports                   the latest 100 reports of chat messages, newest first`;

export class ChatUsageError extends Error {
  override name = 'ChatUsageError';
}

const fail = (message: string) => new ChatUsageError(message);

/** The call a `chat …` command stands for (no network). */
export function planChatCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const what = args.shift();
  if (what === 'reports') {
    if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
    return { method: 'GET', path: calls.opsReports.path, operator };
  }
  if (what !== 'mute' && what !== 'ban') throw fail(`unknown chat command "${what ?? ''}"`);
  const minutes = takeOption(args, '--minutes', fail);
  const reference = takeOption(args, '--reference', fail);
  const account = args.shift();
  const reason = args.join(' ').trim();
  if (!minutes || !/^[1-9][0-9]{0,6}$/.test(minutes) || !reference || !account || !reason) {
    throw fail(`chat ${what} <account> --minutes <n> --reference <ref> <reason>`);
  }
  return { method: 'POST', path: calls.opsSanction.path, body: { reference, account, kind: what === 'mute' ? 'MUTE' : 'BAN', reason, minutes: Number(minutes) }, operator };
}

export async function runChatCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = planChatCommand(argv, io.env);
  const value = await sendOperatorCall(io, call);
  if (call.method === 'GET') {
    const { list } = value as { list: z.infer<typeof ChatReportItemSchema>[] };
    const rows = list.map((item) => [String(item.messageId), item.room, item.account, item.reporter, item.createdAt, (item.content ?? '(bet card)').replace(/\s+/g, ' ').slice(0, 40), item.reason ?? '']);
    for (const line of table([['message', 'room', 'account', 'reporter', 'reported', 'content', 'reason'], ...rows])) io.out(line);
    return 0;
  }
  const done = value as z.infer<typeof ChatSanctionSchema>;
  io.out(`${done.account}: ${done.kind === 'MUTE' ? 'muted' : 'banned'} until ${done.endsAt}${done.replayed ? ' (already done under this reference)' : ''}`);
  return 0;
}
