/**
 * Operator commands for the lottery, each a POST with the operator token and `X-Operator` (who
 * acts, for the audit: `--as NAME`, else env OPS_OPERATOR, else the OS user):
 * - `lottery-cancel <gameId> <numero> [reason…]`: /ops/lottery/issues/<gameId>/<numero>/cancel. The
 *   issue's sales must not have closed; every bet on it is refunded.
 * - `lottery-void <gameId> <numero> <reason…>`: …/void. Only for a locked issue whose draw cannot
 *   run (the platform recorded why); every stake is refunded and the void audited with the reason.
 * The same command again refunds nothing twice.
 */
import { sendOperatorCall, takeOperator } from './operator-call';

export const LOTTERY_USAGE = `  npm run ops -- lottery-cancel <gameId> <numero> [<reason…>] [--as <operator>]
                                                cancel a lottery issue whose sales have not closed (e.g. VN_HCM
                                                20261123-0001) and refund every bet on it; safe to repeat
  npm run ops -- lottery-void <gameId> <numero> <reason…> [--as <operator>]
                                                void a locked issue whose draw cannot run (no seed key matches
                                                its commitment) and refund every stake; audited; safe to repeat`;

/** The lottery commands this module runs. */
export type LotteryCommand = 'lottery-cancel' | 'lottery-void';

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
  return planIssueCall('lottery-cancel', argv, env);
}

/** The call `lottery-void …` stands for (no network); a void needs a reason. */
export function planLotteryVoid(argv: string[], env: NodeJS.ProcessEnv): LotteryCancelCall {
  return planIssueCall('lottery-void', argv, env);
}

function planIssueCall(command: LotteryCommand, argv: string[], env: NodeJS.ProcessEnv): LotteryCancelCall {
  const args = [...argv];
  const operator = takeOperator(args, env, (message) => new LotteryUsageError(message));
  const [gameId, numero, ...reasonWords] = args;
  const voiding = command === 'lottery-void';
  const usage = voiding ? 'lottery-void <gameId> <numero> <reason…>' : 'lottery-cancel <gameId> <numero> [<reason…>]';
  if (!gameId || !numero) throw new LotteryUsageError(usage);
  if (!/^[A-Z0-9_]{1,32}$/.test(gameId)) throw new LotteryUsageError(`"${gameId}" is not a lottery id such as VN_HCM or FAST_1M`);
  if (!/^[0-9]{8}-[0-9]{4}$/.test(numero)) throw new LotteryUsageError(`"${numero}" is not an issue number such as 20261123-0001`);
  const reason = reasonWords.join(' ').trim();
  if (voiding && !reason) throw new LotteryUsageError(`${usage}: say why the draw cannot run (it is audited)`);
  return { path: `/ops/lottery/issues/${gameId}/${numero}/${voiding ? 'void' : 'cancel'}`, body: reason ? { reason } : {}, operator };
}

export async function runLotteryCommand(
  argv: string[],
  io: { env: NodeJS.ProcessEnv; out: (line: string) => void; fetch: typeof fetch },
  command: LotteryCommand = 'lottery-cancel',
): Promise<number> {
  const call = planIssueCall(command, argv, io.env);
  const { issue } = (await sendOperatorCall(io, { method: 'POST', path: call.path, body: call.body, operator: call.operator })) as {
    issue: { gameId: string; numero: string; status: string };
  };
  io.out(`${issue.gameId} ${issue.numero}: ${issue.status}; every ${command === 'lottery-void' ? 'stake' : 'bet'} on it is refunded`);
  return 0;
}
