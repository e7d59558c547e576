/**
 * Operator command for the limits of transfers to the upline (`npm run ops -- upline-limits`),
 * calling the running server's /ops/wallets/upline-limits with the operator token and `X-Operator`
 * (who acts, for the audit): `--as NAME`, else env OPS_OPERATOR, else the OS user.
 */
import { sendOperatorCall, type OperatorIo, takeOperator, takeOption } from './operator-call';

export const WALLETS_COMMANDS = ['upline-limits'] as const;
export type WalletsCommand = (typeof WALLETS_COMMANDS)[number];

export const WALLETS_USAGE = `  npm run ops -- upline-limits [--reference <ref> [--min <amount>] [--max <amount>] [--daily <amount>]]
                                                show, or change (with a reference), the limits of transfers
                                                to the upline: per transfer and per member per UTC day; a
                                                limit not given keeps its value; the same reference again
                                                changes nothing
  (accepts --as <operator>; default env OPS_OPERATOR, else the OS user)`;

export class WalletsUsageError extends Error {
  override name = 'WalletsUsageError';
}

export type WalletsOpsIo = OperatorIo;

export interface UplineLimitsText {
  min: string;
  max: string;
  dailyMax: string;
}

/** What `upline-limits …` asks for: a read, or a change of some limits under a reference. */
export type UplineLimitsPlan =
  | { kind: 'show'; operator: string }
  | { kind: 'change'; operator: string; reference: string; change: Partial<UplineLimitsText> };

const LIMITS_PATH = '/ops/wallets/upline-limits';

const take = (args: string[], name: string) => takeOption(args, name, (message) => new WalletsUsageError(message));

/** Reads the command line (no network); the server judges the amounts and their order. */
export function planWalletsCommand(command: WalletsCommand, argv: string[], env: NodeJS.ProcessEnv): UplineLimitsPlan {
  const args = [...argv];
  const operator = takeOperator(args, env, (message) => new WalletsUsageError(message));
  switch (command) {
    case 'upline-limits': {
      const reference = take(args, '--reference');
      const given = { min: take(args, '--min'), max: take(args, '--max'), dailyMax: take(args, '--daily') };
      if (args.length) throw new WalletsUsageError(`unexpected arguments: ${args.join(' ')}`);
      const change = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<UplineLimitsText>;
      if (!reference && Object.keys(change).length === 0) return { kind: 'show', operator };
      if (!reference) throw new WalletsUsageError('upline-limits: a change needs --reference <ref> (repeating it changes nothing)');
      if (Object.keys(change).length === 0) throw new WalletsUsageError('upline-limits: give at least one of --min, --max, --daily');
      return { kind: 'change', operator, reference, change };
    }
  }
}


function call(io: WalletsOpsIo, operator: string, method: 'GET' | 'PUT', body?: Record<string, unknown>): Promise<unknown> {
  return sendOperatorCall(io, { method, path: LIMITS_PATH, body, operator });
}

/**
 * Runs the command against the server and prints the limits as JSON. The endpoint takes all three
 * limits at once, so a change of only some reads the others first and sends them unchanged.
 */
export async function runWalletsCommand(command: WalletsCommand, argv: string[], io: WalletsOpsIo): Promise<number> {
  const plan = planWalletsCommand(command, argv, io.env);
  if (plan.kind === 'show') {
    io.out(JSON.stringify(await call(io, plan.operator, 'GET'), null, 2));
    return 0;
  }
  const complete = plan.change.min !== undefined && plan.change.max !== undefined && plan.change.dailyMax !== undefined;
  const current = complete ? {} : ((await call(io, plan.operator, 'GET')) as UplineLimitsText);
  const limits = { ...current, ...plan.change };
  const body = { min: limits.min, max: limits.max, dailyMax: limits.dailyMax, reference: plan.reference };
  io.out(JSON.stringify(await call(io, plan.operator, 'PUT', body), null, 2));
  return 0;
}
