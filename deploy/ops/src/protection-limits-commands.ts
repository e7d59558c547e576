/**
 * Operator commands for a member's limits (`npm run ops -- protection limits …` and
 * `npm run ops -- protection limit …`): what a member's limits are, what remains and their history;
 * setting or removing one as the operator (at once; the member cannot raise or remove it). Each calls
 * the running server's /ops endpoint with the operator token and `X-Operator` (`--as`, OPS_OPERATOR or
 * the OS user); the server judges the input.
 */
import { limitsEndpoints as calls, type MemberLimit } from '@site/shared/contract/protection/limits';
import { sendOperatorCall, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const PROTECTION_LIMITS_USAGE = `  npm run ops -- protection limits <account>     a member's limits, what remains now and their history
  npm run ops -- protection limit <account> <DEPOSIT|LOSS|WAGER|PLAY_MINUTES> <DAY|WEEK|MONTH|SESSION> <amount|minutes|none> --reference <ref>
                                                set (or with none remove) a limit as the operator, at once`;

export class ProtectionLimitsUsageError extends Error {
  override name = 'ProtectionLimitsUsageError';
}

const fail = (message: string) => new ProtectionLimitsUsageError(message);

/** The call a `protection limits|limit …` command stands for (no network). */
export function planProtectionLimitsCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const what = args.shift();
  if (what === 'limits') {
    const [account, ...rest] = args;
    if (!account || rest.length > 0) throw fail('protection limits <account>');
    return { method: 'GET', path: `${calls.opsMemberLimits.path}?${new URLSearchParams({ account }).toString()}`, operator };
  }
  if (what === 'limit') {
    const reference = takeOption(args, '--reference', fail);
    if (reference === undefined) throw fail('--reference is required');
    const [account, kind, period, value, ...rest] = args;
    if (!account || !kind || !period || !value || rest.length > 0) throw fail('protection limit <account> <kind> <period> <amount|minutes|none> --reference <ref>');
    const figure = value === 'none' ? null : value;
    const body =
      kind === 'PLAY_MINUTES'
        ? { account, reference, kind, period, minutes: figure === null ? null : Number(figure) }
        : { account, reference, kind, period, amount: figure };
    return { method: 'PUT', path: calls.opsSetLimit.path, body, operator };
  }
  throw fail(`unknown protection command "${what ?? ''}"`);
}

const limitLine = (limit: MemberLimit) =>
  `${limit.kind} ${limit.period} ${limit.value} (${limit.setBy.toLowerCase()}): used ${limit.used}, remaining ${limit.remaining}` +
  `${limit.resetsAt ? `, frees up from ${limit.resetsAt}` : ''}` +
  `${limit.pending ? `; waiting: ${limit.pending.value ?? 'removal'} from ${limit.pending.confirmableFrom}` : ''}`;

export async function runProtectionLimitsCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = planProtectionLimitsCommand(argv, io.env);
  const value = (await sendOperatorCall(io, call)) as {
    account: string;
    replayed?: boolean;
    state: { limits: MemberLimit[] };
    history: { kind: string; period: string; action: string; value: string | null; operator: string | null; createdAt: string }[];
  };
  if (value.replayed) io.out('done before, nothing changed');
  if (value.state.limits.length === 0) io.out(`${value.account}: no limits`);
  for (const limit of value.state.limits) io.out(limitLine(limit));
  if (call.method === 'GET') {
    for (const row of value.history) io.out(`  ${row.createdAt} ${row.action} ${row.kind} ${row.period} ${row.value ?? '-'}${row.operator ? ` by ${row.operator}` : ''}`);
  }
  return 0;
}
