/**
 * `npm run ops -- protection statements run [--month YYYY-MM]`: the monthly statement messages'
 * pass run by hand for a month that has ended (the platform's timer runs it for the last complete
 * month by itself). It calls the running server's /ops endpoint, which judges the month: one not
 * ended yet is refused. Running it again sends nothing new: once per member and month is the database's.
 */
import { statementEndpoints as calls, type StatementRunReport } from '@site/shared/contract/protection/statement';
import { sendOperatorCall, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const PROTECTION_STATEMENT_USAGE = `  npm run ops -- protection statements run [--month YYYY-MM]
                                                send the monthly statement messages of a month that has ended
                                                (default: the last complete month) to members not told yet`;

export class ProtectionStatementUsageError extends Error {
  override name = 'ProtectionStatementUsageError';
}

const fail = (message: string) => new ProtectionStatementUsageError(message);

/** The call a `protection statements …` command stands for (no network). */
export function planProtectionStatementCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const [area, what] = args.splice(0, 2);
  if (area !== 'statements' || what !== 'run') throw fail('protection statements run [--month YYYY-MM]');
  const month = takeOption(args, '--month', fail);
  if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
  // The shape only: whether the month has ended is the server's to say, in the site's time zone.
  if (month !== undefined && !/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(month)) throw fail('--month must be a month YYYY-MM');
  return { method: 'POST', path: calls.opsRun.path, body: month ? { month } : {}, operator };
}

export async function runProtectionStatementCommand(argv: string[], io: OperatorIo): Promise<number> {
  const report = (await sendOperatorCall(io, planProtectionStatementCommand(argv, io.env))) as StatementRunReport;
  io.out(`${report.month}: ${report.sent} statement message${report.sent === 1 ? '' : 's'} sent now; ${report.members} member${report.members === 1 ? ' has' : 's have'} the month's message`);
  return 0;
}
