/**
 * Operator command for bonuses (`npm run ops -- bonus <account> <amount> <reference> [memo]`):
 * POST /ops/member/bonus with the operator token and `X-Operator` (who grants, for the audit):
 * `--as NAME`, else env OPS_OPERATOR, else the OS user. The reference is the grant's idempotency
 * key: the same command again pays nothing.
 */
import { sendOperatorCall, takeOperator, takeOption } from './operator-call';

export const RECORDS_USAGE = `  npm run ops -- bonus <account> <amount> <reference> [memo…] [--as <operator>]
        [--multiplier <0-10>] [--max-bet <amount>] [--max-release <amount>] [--expires <ISO time>]
                                                grant a bonus from marketing (once per reference): to the main wallet,
                                                or with a multiplier to the bonus wallet, wagered amount x multiplier
                                                before it is released; the memo is shown to the member in bonus details`;

export class RecordsUsageError extends Error {
  override name = 'RecordsUsageError';
}

export interface BonusCall {
  body: { account: string; amount: string; reference: string; memo?: string; multiplier?: number; maxBet?: string; maxRelease?: string; expiresAt?: string };
  operator: string;
}

/** The call `bonus …` stands for (no network); the server judges account, amount and reference. */
export function planBonusCommand(argv: string[], env: NodeJS.ProcessEnv): BonusCall {
  const args = [...argv];
  const fail = (message: string) => new RecordsUsageError(message);
  const operator = takeOperator(args, env, fail);
  const multiplier = takeOption(args, '--multiplier', fail);
  const terms = {
    ...(multiplier === undefined ? {} : { multiplier: Number(multiplier) }),
    ...optional('maxBet', takeOption(args, '--max-bet', fail)),
    ...optional('maxRelease', takeOption(args, '--max-release', fail)),
    ...optional('expiresAt', takeOption(args, '--expires', fail)),
  };
  if (multiplier !== undefined && !Number.isFinite(terms.multiplier)) throw fail('--multiplier must be a number 0 to 10');
  const [account, amount, reference, ...memoWords] = args;
  if (!account || !amount || !reference) throw new RecordsUsageError('bonus <account> <amount> <reference> [memo]');
  const memo = memoWords.join(' ').trim();
  return { body: { account, amount, reference, ...(memo ? { memo } : {}), ...terms }, operator };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}


export async function runBonusCommand(argv: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void; fetch: typeof fetch }): Promise<number> {
  const call = planBonusCommand(argv, io.env);
  const { bonusId, amount, replayed } = (await sendOperatorCall(io, { method: 'POST', path: '/ops/member/bonus', body: call.body, operator: call.operator })) as { bonusId: string; amount: string; replayed: boolean };
  io.out(replayed ? `reference ${call.body.reference} was granted before (bonus ${bonusId}); nothing paid now` : `granted ${amount} to ${call.body.account} (bonus ${bonusId}, reference ${call.body.reference})`);
  return 0;
}
