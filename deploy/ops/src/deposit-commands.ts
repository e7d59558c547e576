/**
 * Operator commands for deposits (`npm run ops -- <command>`), calling the running server's
 * /ops/deposit endpoints with the operator token and `X-Operator` (who acts, for the audit):
 * `--as NAME`, else env OPS_OPERATOR, else the OS user.
 */
import { sendOperatorCall, type OperatorCall, type OperatorIo, takeOperator, takeOption } from './operator-call';

export const DEPOSIT_COMMANDS = ['deposits', 'deposit-confirm', 'deposit-reject', 'deposit-channels', 'deposit-channel', 'deposit-settings'] as const;
export type DepositCommand = (typeof DEPOSIT_COMMANDS)[number];

export const DEPOSIT_USAGE = `  npm run ops -- deposits [--limit <n>]         pending deposit orders, oldest first
  npm run ops -- deposit-confirm <orderNo>      a bank transfer arrived: credit the member (once)
  npm run ops -- deposit-reject <orderNo> --reason <text>
                                                no transfer arrived: nothing is credited, the member is told why
  npm run ops -- deposit-channels               the deposit channels and the order rules
  npm run ops -- deposit-channel <BANK_TRANSFER|DEMO_GATEWAY|MATCHED> --reference <ref> [--min <amount>]
                               [--max <amount>] [--enabled on|off] [--sort <n>] [--bank-name <text>]
                               [--account-number <text>] [--account-holder <text>]
                                                change a channel (repeating the reference changes nothing;
                                                DEMO_GATEWAY can be switched on in demo mode only)
  npm run ops -- deposit-settings --reference <ref> [--max-open <n>] [--gateway-minutes <n>]
                                                open orders per member, minutes to pay a gateway order
  (each accepts --as <operator>; default env OPS_OPERATOR, else the OS user)`;

export class DepositUsageError extends Error {
  override name = 'DepositUsageError';
}

export type DepositOpsIo = OperatorIo;

export type DepositCall = OperatorCall;

const take = (args: string[], name: string) => takeOption(args, name, (message) => new DepositUsageError(message));

function whole(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,4}$/.test(value)) throw new DepositUsageError(`${name} must be a whole number`);
  return Number(value);
}

function onOff(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'on' && value !== 'off') throw new DepositUsageError('--enabled on|off');
  return value === 'on';
}

function single(args: string[], usage: string): string {
  if (args.length !== 1 || !args[0] || args[0].startsWith('--')) throw new DepositUsageError(usage);
  return encodeURIComponent(args[0]);
}

function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The call a deposit command stands for (no network); the server judges the values. */
export function planDepositCommand(command: DepositCommand, argv: string[], env: NodeJS.ProcessEnv): DepositCall {
  const args = [...argv];
  const operator = takeOperator(args, env, (message) => new DepositUsageError(message));
  switch (command) {
    case 'deposits': {
      const limit = whole(take(args, '--limit'), '--limit');
      if (args.length) throw new DepositUsageError(`unexpected arguments: ${args.join(' ')}`);
      return { method: 'GET', path: `/ops/deposit/orders/pending${limit ? `?limit=${limit}` : ''}`, operator };
    }
    case 'deposit-confirm':
      return { method: 'POST', path: `/ops/deposit/orders/${single(args, 'deposit-confirm <orderNo>')}/confirm`, operator };
    case 'deposit-reject': {
      const reason = take(args, '--reason');
      if (!reason) throw new DepositUsageError('deposit-reject <orderNo> --reason <text>');
      return { method: 'POST', path: `/ops/deposit/orders/${single(args, 'deposit-reject <orderNo> --reason <text>')}/reject`, body: { reason }, operator };
    }
    case 'deposit-channels':
      if (args.length) throw new DepositUsageError('deposit-channels takes no arguments');
      return { method: 'GET', path: '/ops/deposit/channels', operator };
    case 'deposit-channel': {
      const reference = take(args, '--reference');
      const body = defined({
        minAmount: take(args, '--min'),
        maxAmount: take(args, '--max'),
        enabled: onOff(take(args, '--enabled')),
        sort: whole(take(args, '--sort'), '--sort'),
        bankName: take(args, '--bank-name'),
        accountNumber: take(args, '--account-number'),
        accountHolder: take(args, '--account-holder'),
      });
      const code = single(args, 'deposit-channel <code> --reference <ref> [changes]');
      if (!reference) throw new DepositUsageError('deposit-channel: a change needs --reference <ref> (repeating it changes nothing)');
      return { method: 'PUT', path: `/ops/deposit/channels/${code}`, body: { reference, ...body }, operator };
    }
    case 'deposit-settings': {
      const reference = take(args, '--reference');
      const body = defined({ maxOpenOrders: whole(take(args, '--max-open'), '--max-open'), gatewayMinutes: whole(take(args, '--gateway-minutes'), '--gateway-minutes') });
      if (args.length) throw new DepositUsageError(`unexpected arguments: ${args.join(' ')}`);
      if (!reference) throw new DepositUsageError('deposit-settings: a change needs --reference <ref>');
      return { method: 'PUT', path: '/ops/deposit/settings', body: { reference, ...body }, operator };
    }
  }
}


/** Runs a deposit command against the server; prints the answer's value as JSON. */
export async function runDepositCommand(command: DepositCommand, argv: string[], io: DepositOpsIo): Promise<number> {
  const call = planDepositCommand(command, argv, io.env);
  io.out(JSON.stringify(await sendOperatorCall(io, call), null, 2));
  return 0;
}
