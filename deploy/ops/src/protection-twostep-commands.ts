/**
 * Operator commands for the second step of a sign-in (`npm run ops -- protection trusted …` and
 * `npm run ops -- protection trust …`): an account's trusted addresses, and trusting one for a
 * member who has no way to answer the second step (customer service, once it has checked who asks).
 * Each calls the running server's /ops endpoint with the operator token and `X-Operator` (`--as`,
 * OPS_OPERATOR or the OS user); the server judges the input.
 */
import { twoStepEndpoints as calls } from '@site/shared/contract/protection/two-step';
import { sendOperatorCall, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const PROTECTION_TWOSTEP_USAGE = `  npm run ops -- protection trusted <account>    the addresses an account signs in from without the second step
  npm run ops -- protection trust <account> <ip> --reference <ref>
                                                trust an address for a member who cannot answer the second step`;

export class ProtectionTwoStepUsageError extends Error {
  override name = 'ProtectionTwoStepUsageError';
}

const fail = (message: string) => new ProtectionTwoStepUsageError(message);

/** The call a `protection trusted|trust …` command stands for (no network). */
export function planProtectionTwoStepCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const what = args.shift();
  if (what === 'trusted') {
    const [account, ...rest] = args;
    if (!account || rest.length > 0) throw fail('protection trusted <account>');
    return { method: 'GET', path: `${calls.opsTrustedAddresses.path}?${new URLSearchParams({ account }).toString()}`, operator };
  }
  if (what === 'trust') {
    const reference = takeOption(args, '--reference', fail);
    if (reference === undefined) throw fail('--reference is required');
    const [account, ip, ...rest] = args;
    if (!account || !ip || rest.length > 0) throw fail('protection trust <account> <ip> --reference <ref>');
    return { method: 'POST', path: calls.opsTrustAddress.path, body: { account, ip, reference }, operator };
  }
  throw fail(`unknown protection command "${what ?? ''}"`);
}

interface Address {
  ip: string;
  how: string;
  device: string | null;
  lastUsedAt: string;
}
const addressLine = (item: Address) => `${item.ip} ${item.how} last used ${item.lastUsedAt}${item.device ? ` (${item.device})` : ''}`;

export async function runProtectionTwoStepCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = planProtectionTwoStepCommand(argv, io.env);
  const value = (await sendOperatorCall(io, call)) as { items?: Address[]; replayed?: boolean; address?: Address };
  if (value.items) {
    if (value.items.length === 0) io.out('no trusted address');
    for (const item of value.items) io.out(addressLine(item));
  } else if (value.address) {
    io.out(`${value.replayed ? 'done before, nothing changed: ' : 'trusted: '}${addressLine(value.address)}`);
  }
  return 0;
}
