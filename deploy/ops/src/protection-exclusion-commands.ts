/**
 * Operator commands for the local exclusion register (`npm run ops -- protection register …`):
 * list the entries in force, add a person (by mobile, e-mail, or full name with date of birth; the
 * members it matches are excluded at once), remove one (the exclusions it made end), and run the
 * daily check of every member now.
 */
import { exclusionEndpoints as calls } from '@site/shared/contract/protection/exclusion';
import { sendOperatorCall, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const PROTECTION_EXCLUSION_USAGE = `  npm run ops -- protection register list        the exclusion register's entries in force
  npm run ops -- protection register add <reference> [--mobile +84912345678] [--email a@b.example]
                               [--name "FULL NAME" --dob YYYY-MM-DD] [--note text]
                                                add a person (at least one way to match); matching members are
                                                excluded at once (sessions end); the same reference changes nothing
  npm run ops -- protection register remove <reference>
                                                remove a person; the exclusions the entry made end
  npm run ops -- protection register check      check every member against the register now (also daily)`;

export class ProtectionExclusionUsageError extends Error {}

type Fail = (message: string) => Error;

/** The call `protection register …` stands for (no network); the server judges the values. */
export function planRegisterCommand(argv: string[], env: NodeJS.ProcessEnv, fail: Fail): OperatorCall {
  const args = [...argv];
  if (args.shift() !== 'register') throw fail('protection: expected "register"');
  const operator = takeOperator(args, env, fail);
  const action = args.shift();
  switch (action) {
    case 'list':
    case 'check': {
      if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
      return action === 'list'
        ? { method: 'GET', path: calls.opsRegisterList.path, operator }
        : { method: 'POST', path: calls.opsRegisterCheck.path, operator };
    }
    case 'add': {
      const mobile = takeOption(args, '--mobile', fail);
      const email = takeOption(args, '--email', fail);
      const fullName = takeOption(args, '--name', fail);
      const dateOfBirth = takeOption(args, '--dob', fail);
      const note = takeOption(args, '--note', fail);
      const [reference, ...rest] = args;
      if (!reference || rest.length > 0) throw fail('protection register add <reference> [--mobile …] [--email …] [--name … --dob …] [--note …]');
      if (mobile === undefined && email === undefined && (fullName === undefined || dateOfBirth === undefined)) {
        throw fail('protection register add: give --mobile, --email, or --name with --dob');
      }
      const body = { reference, mobile, email, fullName, dateOfBirth, note };
      return { method: 'POST', path: calls.opsRegisterAdd.path, operator, body: Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) };
    }
    case 'remove': {
      const [reference, ...rest] = args;
      if (!reference || rest.length > 0) throw fail('protection register remove <reference>');
      return { method: 'DELETE', path: calls.opsRegisterRemove.path.replace(':reference', encodeURIComponent(reference)), operator };
    }
    default:
      throw fail(`unknown protection register command "${action ?? ''}"`);
  }
}

/** Runs the command against the server and prints its answer as JSON. */
export async function runProtectionExclusionCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = planRegisterCommand(argv, io.env, (message) => new ProtectionExclusionUsageError(message));
  io.out(JSON.stringify(await sendOperatorCall(io, call), null, 2));
  return 0;
}
