/**
 * Operator commands for feedback and complaints (`npm run ops -- feedback …`): the list, one
 * feedback with its replies, a reply (which reaches the member's inbox), a status move, and the
 * escalation pass by hand. Each calls the running server's /ops endpoint with the operator token
 * and `X-Operator` (`--as`, OPS_OPERATOR or the OS user); the server judges the input and audits.
 */
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  feedbackEndpoints as calls,
  type FeedbackOpsItem,
} from '@site/shared/contract/feedback';
import type { Paged } from '@site/shared/contract/member';
import { sendOperatorCall, table, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const FEEDBACK_USAGE = `  npm run ops -- feedback list [--status OPEN|IN_PROGRESS|RESOLVED|CLOSED] [--category <category>] [--escalated]
                               [--page <n>] [--page-size <1-100>]
                                                feedback and complaints, escalated first, then oldest first
                                                (categories: ${FEEDBACK_CATEGORIES.join(', ')})
  npm run ops -- feedback show <id>             one feedback with its pictures and replies
  npm run ops -- feedback reply <id> --reference <ref> <message…>
                                                reply; the member gets one inbox message (an Open one moves
                                                to In progress)
  npm run ops -- feedback status <id> IN_PROGRESS|RESOLVED|CLOSED --reference <ref>
                                                move it to its next status (no other move is allowed)
  npm run ops -- feedback escalate              escalate now the complaints unanswered past the configured time`;

export class FeedbackUsageError extends Error {
  override name = 'FeedbackUsageError';
}

const fail = (message: string) => new FeedbackUsageError(message);
const withId = (template: string, text: string | undefined) => {
  if (!text || !/^[1-9][0-9]{0,15}$/.test(text)) throw fail('the feedback id must be a number');
  return template.replace(':feedbackId', text);
};
const noMore = (args: string[]) => {
  if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
};

/** The call a `feedback …` command stands for (no network). */
export function planFeedbackCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const what = args.shift();
  switch (what) {
    case 'list': {
      const query = new URLSearchParams();
      const status = takeOption(args, '--status', fail);
      const category = takeOption(args, '--category', fail);
      if (status !== undefined && !(FEEDBACK_STATUSES as readonly string[]).includes(status)) throw fail(`--status must be one of ${FEEDBACK_STATUSES.join(', ')}`);
      if (category !== undefined && !(FEEDBACK_CATEGORIES as readonly string[]).includes(category)) throw fail(`--category must be one of ${FEEDBACK_CATEGORIES.join(', ')}`);
      const escalated = args.indexOf('--escalated');
      if (escalated >= 0) args.splice(escalated, 1);
      const page = takeOption(args, '--page', fail);
      const pageSize = takeOption(args, '--page-size', fail);
      noMore(args);
      if (status) query.set('status', status);
      if (category) query.set('category', category);
      if (escalated >= 0) query.set('escalated', 'true');
      if (page) query.set('pageNo', page);
      if (pageSize) query.set('pageSize', pageSize);
      const text = query.toString();
      return { method: 'GET', path: text ? `${calls.opsList.path}?${text}` : calls.opsList.path, operator };
    }
    case 'show': {
      const path = withId(calls.opsDetail.path, args.shift());
      noMore(args);
      return { method: 'GET', path, operator };
    }
    case 'reply': {
      const reference = takeOption(args, '--reference', fail);
      if (!reference) throw fail('feedback reply <id> --reference <ref> <message>');
      const path = withId(calls.opsReply.path, args.shift());
      const message = args.join(' ').trim();
      if (!message) throw fail('feedback reply <id> --reference <ref> <message>');
      return { method: 'POST', path, body: { reference, message }, operator };
    }
    case 'status': {
      const reference = takeOption(args, '--reference', fail);
      if (!reference) throw fail('feedback status <id> IN_PROGRESS|RESOLVED|CLOSED --reference <ref>');
      const path = withId(calls.opsStatus.path, args.shift());
      const status = args.shift();
      if (status !== 'IN_PROGRESS' && status !== 'RESOLVED' && status !== 'CLOSED') throw fail('the status must be IN_PROGRESS, RESOLVED or CLOSED');
      noMore(args);
      return { method: 'POST', path, body: { reference, status }, operator };
    }
    case 'escalate':
      noMore(args);
      return { method: 'POST', path: calls.opsEscalate.path, body: {}, operator };
    default:
      throw fail(`unknown feedback command "${what ?? ''}"`);
  }
}

const oneLine = (text: string, width = 40) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

function describe(item: FeedbackOpsItem): string[] {
  return [
    `${item.referenceNo} (id ${item.id})`,
    `status: ${item.status}`,
    `category: ${item.category}`,
    `from: ${item.account ?? 'visitor'}`,
    `sent: ${item.createdAt}`,
    ...(item.related ? [`related: ${item.related}`] : []),
    ...(item.escalatedAt ? [`escalated: ${item.escalatedAt}`] : []),
    `content: ${item.content}`,
    ...item.images.map((image) => `image ${image.id}: ${image.contentType} ${image.width}x${image.height} ${image.size} bytes`),
    ...item.replies.map((reply) => `reply ${reply.createdAt} ${reply.operator}: ${reply.message}`),
    ...(item.disputeBody ? [`dispute body named: ${item.disputeBody.name} (${item.disputeBody.url})`] : []),
  ];
}

export async function runFeedbackCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = planFeedbackCommand(argv, io.env);
  const value = await sendOperatorCall(io, call);
  const rest = [...argv];
  takeOperator(rest, io.env, fail);
  const what = rest[0];
  if (what === 'list') {
    const page = value as Paged<FeedbackOpsItem>;
    const rows = page.list.map((item) => [
      String(item.id),
      item.referenceNo,
      item.status,
      item.category,
      item.account ?? '(visitor)',
      item.createdAt,
      String(item.replies.length),
      item.escalatedAt ?? '-',
      oneLine(item.content),
    ]);
    for (const line of table([['id', 'reference', 'status', 'category', 'account', 'sent', 'replies', 'escalated', 'content'], ...rows])) io.out(line);
    io.out(`page ${page.pageNo} of ${page.totalPages} (${page.totalCount} feedback)`);
  } else if (what === 'show') {
    for (const line of describe(value as FeedbackOpsItem)) io.out(line);
  } else if (what === 'escalate') {
    const { escalated } = value as { escalated: string[] };
    io.out(escalated.length === 0 ? 'nothing to escalate' : `escalated: ${escalated.join(', ')}`);
  } else {
    const { feedback, replayed } = value as { feedback: FeedbackOpsItem; replayed: boolean };
    const done = what === 'reply' ? 'replied' : 'moved';
    io.out(`${feedback.referenceNo}: ${replayed ? `already ${done} under this reference` : done}, now ${feedback.status}`);
  }
  return 0;
}
