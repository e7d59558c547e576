/**
 * Operator command for bonuses (`npm run ops -- bonus <account> <amount> <reference> [memo]`):
 * POST /ops/member/bonus with the operator token and `X-Operator` (who grants, for the audit):
 * `--as NAME`, else env OPS_OPERATOR, else the OS user. The reference is the grant's idempotency
 * key: the same command again pays nothing.
 */
import { sendOperatorCall, takeOperator } from './operator-call';

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
  const operator = takeOperator(args, env, (message) => new RecordsUsageError(message));
  const [account, amount, reference, ...memoWords] = args;
  if (!account || !amount || !reference) throw new RecordsUsageError('bonus <account> <amount> <reference> [memo]');
  const memo = memoWords.join(' ').trim();
  return { body: { account, amount, reference, ...(memo ? { memo } : {}) }, operator };
}


export async function runBonusCommand(argv: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void; fetch: typeof fetch }): Promise<number> {
  const call = planBonusCommand(argv, io.env);
  const { bonusId, amount, replayed } = (await sendOperatorCall(io, { method: 'POST', path: '/ops/member/bonus', body: call.body, operator: call.operator })) as { bonusId: string; amount: string; replayed: boolean };
  io.out(replayed ? `reference ${call.body.reference} was granted before (bonus ${bonusId}); nothing paid now` : `granted ${amount} to ${call.body.account} (bonus ${bonusId}, reference ${call.body.reference})`);
  return 0;
}
