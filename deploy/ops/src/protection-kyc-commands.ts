/**
 * Operator commands for identity checks and monitoring (`npm run ops -- protection kyc …` and
 * `npm run ops -- protection signals …`): the review queue, a file, approve and reject, a member's
 * status, and the monitoring signals. Each calls the running server's /ops endpoint with the
 * operator token and `X-Operator` (`--as`, OPS_OPERATOR or the OS user); the server judges the input.
 */
import { promises as fs } from 'node:fs';
import type { Paged } from '@site/shared/contract/member';
import { kycEndpoints as calls, type SourceOfFundsDueItem } from '@site/shared/contract/protection/kyc';
import { sendOperatorCall, table, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const PROTECTION_KYC_USAGE = `  npm run ops -- protection kyc queue [--state PENDING|APPROVED|REJECTED]
                                                identity documents waiting for review (oldest first)
  npm run ops -- protection kyc file <fileId> --out <path>
                                                save one document file to look at it
  npm run ops -- protection kyc approve <submissionId> --reference <ref> [--name <as printed>] [--expires YYYY-MM-DD]
                                                approve: the name the document prints (default: the real name),
                                                and its last valid day; withdrawals then go only to that name
  npm run ops -- protection kyc reject <submissionId> --reference <ref> <reason…>
                                                refuse it; the member reads the reason
  npm run ops -- protection kyc member <account>
                                                a member's level, deposits towards the threshold, due day, documents
  npm run ops -- protection kyc due [--state OWING|DUE|IN_REVIEW|MET|ALL] [--page <n>] [--page-size <1-100>]
                                                members owing a source-of-funds declaration (level 3), newest first:
                                                deposits when the threshold was reached, since when, declaration waiting
  npm run ops -- protection signals [--closed] [--account <account>]
                                                monitoring signals for the operator (open by default)
  npm run ops -- protection signals scan        look at recently active members now
  npm run ops -- protection signals close <id> --reference <ref> <note…>
                                                close a signal once looked into`;

export class ProtectionKycUsageError extends Error {
  override name = 'ProtectionKycUsageError';
}

const fail = (message: string) => new ProtectionKycUsageError(message);
const path = (template: string, name: string, value: string) => template.replace(`:${name}`, encodeURIComponent(value));
const id = (text: string | undefined, what: string) => {
  if (!text || !/^[1-9][0-9]{0,15}$/.test(text)) throw fail(`${what} must be a number`);
  return text;
};
const required = (value: string | undefined, name: string) => {
  if (value === undefined) throw fail(`${name} is required`);
  return value;
};

/** The call a `protection kyc …` or `protection signals …` command stands for (no network); `out` for a file. */
export function planProtectionKycCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall & { out?: string } {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const area = args.shift();
  const what = args.shift();
  if (area === 'signals') {
    if (what === undefined || what.startsWith('--')) {
      if (what !== undefined) args.unshift(what);
      const closed = args.indexOf('--closed');
      if (closed >= 0) args.splice(closed, 1);
      const account = takeOption(args, '--account', fail);
      if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
      const query = new URLSearchParams({ state: closed >= 0 ? 'CLOSED' : 'OPEN', ...(account ? { account } : {}) });
      return { method: 'GET', path: `${calls.opsSignals.path}?${query.toString()}`, operator };
    }
    if (what === 'scan') {
      if (args.length > 0) throw fail('protection signals scan takes no arguments');
      return { method: 'POST', path: calls.opsSignalScan.path, body: {}, operator };
    }
    if (what === 'close') {
      const reference = required(takeOption(args, '--reference', fail), '--reference');
      const [signal, ...words] = args;
      const note = words.join(' ').trim();
      if (!note) throw fail('protection signals close <id> --reference <ref> <note>');
      return { method: 'POST', path: path(calls.opsSignalClose.path, 'signalId', id(signal, 'the signal id')), body: { reference, note }, operator };
    }
    throw fail(`unknown protection signals command "${what}"`);
  }
  if (area !== 'kyc') throw fail(`unknown protection command "${area ?? ''}"`);
  switch (what) {
    case 'queue': {
      const state = takeOption(args, '--state', fail) ?? 'PENDING';
      if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
      return { method: 'GET', path: `${calls.opsQueue.path}?state=${encodeURIComponent(state)}`, operator };
    }
    case 'file': {
      const out = required(takeOption(args, '--out', fail), '--out');
      const [file, ...rest] = args;
      if (rest.length > 0) throw fail(`unexpected arguments: ${rest.join(' ')}`);
      return { method: 'GET', path: path(calls.opsFile.path, 'fileId', id(file, 'the file id')), operator, out };
    }
    case 'approve': {
      const reference = required(takeOption(args, '--reference', fail), '--reference');
      const verifiedName = takeOption(args, '--name', fail);
      const expiresOn = takeOption(args, '--expires', fail);
      const [submission, ...rest] = args;
      if (rest.length > 0) throw fail(`unexpected arguments: ${rest.join(' ')}`);
      const body = { reference, ...(verifiedName ? { verifiedName } : {}), ...(expiresOn ? { expiresOn } : {}) };
      return { method: 'POST', path: path(calls.opsApprove.path, 'submissionId', id(submission, 'the submission id')), body, operator };
    }
    case 'reject': {
      const reference = required(takeOption(args, '--reference', fail), '--reference');
      const [submission, ...words] = args;
      const reason = words.join(' ').trim();
      if (!reason) throw fail('protection kyc reject <submissionId> --reference <ref> <reason>');
      return { method: 'POST', path: path(calls.opsReject.path, 'submissionId', id(submission, 'the submission id')), body: { reference, reason }, operator };
    }
    case 'due': {
      const query = new URLSearchParams({ state: takeOption(args, '--state', fail) ?? 'OWING' });
      const page = takeOption(args, '--page', fail);
      const size = takeOption(args, '--page-size', fail);
      if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
      if (page !== undefined) query.set('pageNo', id(page, '--page'));
      if (size !== undefined) query.set('pageSize', id(size, '--page-size'));
      return { method: 'GET', path: `${calls.opsSourceOfFundsDue.path}?${query.toString()}`, operator };
    }
    case 'member': {
      const [account, ...rest] = args;
      if (!account || rest.length > 0) throw fail('protection kyc member <account>');
      return { method: 'GET', path: path(calls.opsMember.path, 'account', account), operator };
    }
    default:
      throw fail(`unknown protection kyc command "${what ?? ''}"`);
  }
}

interface Submission {
  id: number;
  account?: string;
  kind: string;
  state: string;
  rejectReason: string | null;
  expiresOn: string | null;
  uploadedAt: string;
  level?: number;
  files: { id: number; name: string; contentType: string; size: number }[];
}
const submissionLine = (item: Submission) =>
  `#${item.id} ${item.account ? `${item.account} (level ${item.level ?? '?'}) ` : ''}${item.kind} ${item.state} ${item.uploadedAt}` +
  `${item.expiresOn ? ` valid to ${item.expiresOn}` : ''}${item.rejectReason ? ` (${item.rejectReason})` : ''} files: ` +
  item.files.map((file) => `${file.id} ${file.name} ${file.contentType} ${file.size} B`).join('; ');

/** The source-of-funds duties as a table, then which page it was. */
function printDue(io: OperatorIo, page: Paged<SourceOfFundsDueItem>) {
  if (page.list.length === 0) io.out('no members');
  else {
    const rows = [['account', 'real name', 'level', 'state', 'deposits at pass', 'threshold', 'since', 'declaration waiting']];
    for (const item of page.list) {
      rows.push([item.account, item.realName ?? '-', String(item.level), item.state, item.depositsAtPass, item.threshold, item.passedAt, item.pendingSubmissionId === null ? '-' : `#${item.pendingSubmissionId}`]);
    }
    for (const line of table(rows)) io.out(line);
  }
  io.out(`page ${page.pageNo} of ${page.totalPages} (${page.totalCount} member${page.totalCount === 1 ? '' : 's'})`);
}

export async function runProtectionKycCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = planProtectionKycCommand(argv, io.env);
  const value = (await sendOperatorCall(io, call)) as Record<string, unknown>;
  if (call.out) {
    await fs.writeFile(call.out, Buffer.from(String(value.data), 'base64'));
    io.out(`saved ${String(value.name)} (${String(value.contentType)}) to ${call.out}`);
  } else if (call.path.startsWith(calls.opsQueue.path)) {
    const list = value.list as Submission[];
    if (list.length === 0) io.out('no submissions');
    for (const item of list) io.out(submissionLine(item));
  } else if (call.path.startsWith(calls.opsSourceOfFundsDue.path)) {
    printDue(io, value as unknown as Paged<SourceOfFundsDueItem>);
  } else if (call.path.startsWith(calls.opsSignals.path) && call.method === 'GET') {
    const list = value.list as { id: number; account: string; kind: string; detectedAt: string; details: Record<string, unknown>; note: string | null }[];
    if (list.length === 0) io.out('no signals');
    for (const item of list) io.out(`#${item.id} ${item.account} ${item.kind} ${item.detectedAt} ${JSON.stringify(item.details)}${item.note ? ` (${item.note})` : ''}`);
  } else if ('submission' in value) {
    io.out(`${value.replayed ? 'decided before, nothing changed: ' : ''}${submissionLine(value.submission as Submission)}`);
  } else {
    io.out(JSON.stringify(value, null, 2));
  }
  return 0;
}
