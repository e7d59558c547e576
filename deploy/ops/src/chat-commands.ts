/**
 * Operator commands for the chat room (`npm run ops -- chat …`): mute (no posting) or ban (no
 * posting, no reading) a member for a time with a reason, and the latest reports of messages. Each
 * calls the running server's /ops endpoint with the operator token and `X-Operator`; the server
 * judges the input and audits (CHAT_MUTE, CHAT_BAN, CHAT_LIFT, CHAT_HIDE). Also the list of
 * sanctions, lifting one before its end and hiding a message, each with a reason.
 */
import { chatEndpoints as calls, type ChatReportItemSchema, type ChatSanctionItemSchema, type ChatSanctionSchema } from '@site/shared/contract/chat';
import type { z } from 'zod';
import { sendOperatorCall, table, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const CHAT_USAGE = `  npm run ops -- chat mute|ban <account> --minutes <n> --reference <ref> <reason…>
                                                mute (no posting) or ban (no posting, no reading) for n minutes
  npm run ops -- chat reports                   the latest 100 reports of chat messages, newest first
  npm run ops -- chat sanctions [account]       mutes and bans in force, then the latest others; or one member's history
  npm run ops -- chat lift <sanction id> --reference <ref> <reason…>
                                                end a mute or ban before its time
  npm run ops -- chat hide <message id> --reference <ref> <reason…>
                                                hide a message from the room's history and open streams`;

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
  if (what === 'sanctions') {
    const account = args.shift();
    if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
    return { method: 'GET', path: account ? `${calls.opsSanctions.path}?account=${encodeURIComponent(account)}` : calls.opsSanctions.path, operator };
  }
  if (what === 'lift' || what === 'hide') {
    const reference = takeOption(args, '--reference', fail);
    const id = args.shift();
    const reason = args.join(' ').trim();
    if (!id || !/^[1-9][0-9]{0,15}$/.test(id) || !reference || !reason) throw fail(`chat ${what} <${what === 'lift' ? 'sanction' : 'message'} id> --reference <ref> <reason>`);
    const path = what === 'lift' ? calls.opsLift.path.replace(':sanctionId', id) : calls.opsHide.path.replace(':messageId', id);
    return { method: 'POST', path, body: { reference, reason }, operator };
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
  if (call.path.startsWith(calls.opsSanctions.path) && call.method === 'GET') {
    const { list } = value as { list: z.infer<typeof ChatSanctionItemSchema>[] };
    const state = (item: (typeof list)[number]) => (item.liftedAt ? `lifted by ${item.liftedBy} (${item.liftReason})` : item.active ? 'in force' : 'ended');
    const rows = list.map((item) => [String(item.id), item.account, item.kind, item.endsAt, state(item), item.operator, item.reason]);
    for (const line of table([['id', 'account', 'kind', 'ends', 'state', 'by', 'reason'], ...rows])) io.out(line);
    return 0;
  }
  if (call.path.endsWith('/lift')) {
    const done = value as z.infer<typeof ChatSanctionItemSchema> & { replayed: boolean };
    io.out(`${done.account}: ${done.kind === 'MUTE' ? 'mute' : 'ban'} ${done.id} lifted${done.replayed ? ' (already done under this reference)' : ''}`);
    return 0;
  }
  if (call.path.endsWith('/hide')) {
    const done = value as { messageId: number; room: string; replayed: boolean };
    io.out(`message ${done.messageId} in ${done.room} hidden${done.replayed ? ' (already done under this reference)' : ''}`);
    return 0;
  }
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
