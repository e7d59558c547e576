/**
 * Operator command for the lottery (`npm run ops -- lottery-cancel <gameId> <numero> [reason…]`):
 * POST /ops/lottery/issues/<gameId>/<numero>/cancel with the operator token and `X-Operator` (who
 * acts, for the audit: `--as NAME`, else env OPS_OPERATOR, else the OS user). The issue must not be
 * drawn yet; every bet on it is refunded, and the same command again refunds nothing twice.
 */
import { sendOperatorCall, takeOperator } from './operator-call';

export const LOTTERY_USAGE = `  npm run ops -- lottery-cancel <gameId> <numero> [<reason…>] [--as <operator>]
                                                cancel a lottery issue not drawn yet (e.g. VN_HCM 20261123-0001)
                                                and refund every bet on it; safe to repeat`;

export class LotteryUsageError extends Error {
  override name = 'LotteryUsageError';
}

export interface LotteryCancelCall {
  path: string;
  body: { reason?: string };
  operator: string;
}

/** The call `lottery-cancel …` stands for (no network); ids are checked here, the rest by the server. */
export function planLotteryCancel(argv: string[], env: NodeJS.ProcessEnv): LotteryCancelCall {
  const args = [...argv];
  const operator = takeOperator(args, env, (message) => new LotteryUsageError(message));
  const [gameId, numero, ...reasonWords] = args;
  if (!gameId || !numero) throw new LotteryUsageError('lottery-cancel <gameId> <numero> [<reason…>]');
  if (!/^[A-Z0-9_]{1,32}$/.test(gameId)) throw new LotteryUsageError(`"${gameId}" is not a lottery id such as VN_HCM or FAST_1M`);
  if (!/^[0-9]{8}-[0-9]{4}$/.test(numero)) throw new LotteryUsageError(`"${numero}" is not an issue number such as 20261123-0001`);
  const reason = reasonWords.join(' ').trim();
  return { path: `/ops/lottery/issues/${gameId}/${numero}/cancel`, body: reason ? { reason } : {}, operator };
}

export async function runLotteryCommand(argv: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void; fetch: typeof fetch }): Promise<number> {
  const call = planLotteryCancel(argv, io.env);
  const { issue } = (await sendOperatorCall(io, { method: 'POST', path: call.path, body: call.body, operator: call.operator })) as {
    issue: { gameId: string; numero: string; status: string };
  };
  io.out(`${issue.gameId} ${issue.numero}: ${issue.status}; every bet on it is refunded`);
  return 0;
}
