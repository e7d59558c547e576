/**
 * Operator commands for withdrawals (`npm run ops -- <command>`), calling the running server's
 * /ops/withdrawals endpoints with the operator token and `X-Operator` (who acts, for the audit):
 * `--as NAME`, else env OPS_OPERATOR, else the OS user.
 */
import { sendOperatorCall, type OperatorCall, type OperatorIo, takeOperator, takeOption } from './operator-call';

export const WITHDRAWAL_COMMANDS = ['withdrawals', 'withdrawal-approve', 'withdrawal-reject', 'slice-resolve', 'slice-reviews', 'slice-review', 'withdrawal-settings'] as const;
export type WithdrawalCommand = (typeof WITHDRAWAL_COMMANDS)[number];

export const WITHDRAWAL_USAGE = `  npm run ops -- withdrawals [--state PENDING|MATCHING|COMPLETED|REJECTED|CANCELLED]
                                                withdrawals, oldest first (default: manual ones waiting)
  npm run ops -- withdrawal-approve <orderNo>   a manual withdrawal was paid out (the member is told)
  npm run ops -- withdrawal-reject <orderNo> --reason <text>
                                                the held amount goes back, the member is told why
  npm run ops -- slice-resolve <sliceNo> received|not-received [--note <text>]
                                                a disputed slice: received forces the receipt (the
                                                deposit is not refunded), not-received cancels it
  npm run ops -- slice-reviews                  slices paid with proof that the withdrawing member did
                                                not answer in time (nothing was credited)
  npm run ops -- slice-review <sliceNo> confirm|refuse --reason <text>
                                                confirm credits the depositor, refuse gives the amount
                                                back to the withdrawal; both members read the reason
  npm run ops -- withdrawal-settings [--reference <ref> [--min <amount>] [--max <amount>] [--daily <n>]
                               [--matching on|off] [--matching-min <amount>] [--payment-minutes <n>]
                               [--confirmation-minutes <n>]]
                                                show, or change (with a reference), the withdrawal limits
  (each accepts --as <operator>; default env OPS_OPERATOR, else the OS user)`;

export class WithdrawalUsageError extends Error {
  override name = 'WithdrawalUsageError';
}

export type OpsIo = OperatorIo;

export type PlannedCall = OperatorCall;

const take = (args: string[], name: string) => takeOption(args, name, (message) => new WithdrawalUsageError(message));

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,6}$/.test(value)) throw new WithdrawalUsageError(`${name} must be a whole number`);
  return Number(value);
}

function onlyOne(args: string[], what: string): string {
  if (args.length !== 1 || !args[0]) throw new WithdrawalUsageError(what);
  return args[0];
}

/** The call a withdrawal command stands for (no network): parsed, checked for shape only. */
export function planWithdrawalCommand(command: WithdrawalCommand, argv: string[], env: NodeJS.ProcessEnv): PlannedCall {
  const args = [...argv];
  const operator = takeOperator(args, env, (message) => new WithdrawalUsageError(message));
  switch (command) {
    case 'withdrawals': {
      const state = take(args, '--state');
      if (args.length) throw new WithdrawalUsageError(`unexpected arguments: ${args.join(' ')}`);
      return { method: 'GET', path: `/ops/withdrawals${state ? `?state=${encodeURIComponent(state)}` : ''}`, operator };
    }
    case 'withdrawal-approve':
      return { method: 'POST', path: `/ops/withdrawals/${encodeURIComponent(onlyOne(args, 'withdrawal-approve <orderNo>'))}/approve`, operator };
    case 'withdrawal-reject': {
      const reason = take(args, '--reason');
      if (!reason) throw new WithdrawalUsageError('withdrawal-reject <orderNo> --reason <text>');
      return { method: 'POST', path: `/ops/withdrawals/${encodeURIComponent(onlyOne(args, 'withdrawal-reject <orderNo> --reason <text>'))}/reject`, body: { reason }, operator };
    }
    case 'slice-resolve': {
      const note = take(args, '--note');
      const [sliceNo, outcome, ...more] = args;
      if (!sliceNo || (outcome !== 'received' && outcome !== 'not-received') || more.length) {
        throw new WithdrawalUsageError('slice-resolve <sliceNo> received|not-received [--note <text>]');
      }
      return {
        method: 'POST',
        path: `/ops/withdrawals/slices/${encodeURIComponent(sliceNo)}/resolve`,
        body: { outcome: outcome === 'received' ? 'RECEIVED' : 'NOT_RECEIVED', ...(note ? { note } : {}) },
        operator,
      };
    }
    case 'slice-reviews':
      if (args.length) throw new WithdrawalUsageError(`unexpected arguments: ${args.join(' ')}`);
      return { method: 'GET', path: '/ops/withdrawals/slices/review', operator };
    case 'slice-review': {
      const usage = 'slice-review <sliceNo> confirm|refuse --reason <text>';
      const reason = take(args, '--reason');
      const [sliceNo, outcome, ...more] = args;
      if (!reason || !sliceNo || (outcome !== 'confirm' && outcome !== 'refuse') || more.length) throw new WithdrawalUsageError(usage);
      return {
        method: 'POST',
        path: `/ops/withdrawals/slices/${encodeURIComponent(sliceNo)}/review`,
        body: { outcome: outcome === 'confirm' ? 'CONFIRM' : 'REFUSE', reason },
        operator,
      };
    }
    case 'withdrawal-settings': {
      const reference = take(args, '--reference');
      const matching = take(args, '--matching');
      if (matching !== undefined && matching !== 'on' && matching !== 'off') throw new WithdrawalUsageError('--matching on|off');
      const change = {
        minAmount: take(args, '--min'),
        maxAmount: take(args, '--max'),
        dailyCount: integer(take(args, '--daily'), '--daily'),
        matchingEnabled: matching === undefined ? undefined : matching === 'on',
        matchingMinAmount: take(args, '--matching-min'),
        paymentMinutes: integer(take(args, '--payment-minutes'), '--payment-minutes'),
        confirmationMinutes: integer(take(args, '--confirmation-minutes'), '--confirmation-minutes'),
      };
      if (args.length) throw new WithdrawalUsageError(`unexpected arguments: ${args.join(' ')}`);
      const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      if (Object.keys(fields).length === 0 && !reference) return { method: 'GET', path: '/ops/withdrawals/settings', operator };
      if (!reference) throw new WithdrawalUsageError('withdrawal-settings: a change needs --reference <ref> (repeating it changes nothing)');
      return { method: 'PUT', path: '/ops/withdrawals/settings', body: { reference, ...fields }, operator };
    }
  }
}


/** Runs a withdrawal command against the server; prints the answer's value as JSON. */
export async function runWithdrawalCommand(command: WithdrawalCommand, argv: string[], io: OpsIo): Promise<number> {
  const call = planWithdrawalCommand(command, argv, io.env);
  io.out(JSON.stringify(await sendOperatorCall(io, call), null, 2));
  return 0;
}
