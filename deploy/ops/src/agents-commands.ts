/**
 * Operator command for agent settlement (`npm run ops -- agents-settle <kind> [--period-end ISO]`):
 * POST /ops/agents/settle with the operator token. Settles every period of the kind that ended by
 * the time given (default: now) and was not settled yet, what the platform's scheduler does on
 * time; the same command again pays nothing twice.
 */
import { INCOME_KINDS, type AgentSettleAnswer, type IncomeKind } from '@site/shared/contract/agents';
import { sendOperatorCall, takeOperator, takeOption } from './operator-call';

export const AGENTS_USAGE = `  npm run ops -- agents-settle <kind> [--period-end <ISO time>] [--as <operator>]
                                                settle agent contracts now: kind ${INCOME_KINDS.join(', ')};
                                                every period ended by --period-end (default now) not settled
                                                yet is paid; safe to repeat`;

export class AgentsUsageError extends Error {
  override name = 'AgentsUsageError';
}

export interface AgentsSettleCall {
  body: { kind: IncomeKind; periodEnd?: string };
  operator: string;
}

const isKind = (value: string): value is IncomeKind => (INCOME_KINDS as readonly string[]).includes(value);

/** The call `agents-settle …` stands for (no network); the server judges the time against its clock. */
export function planAgentsSettle(argv: string[], env: NodeJS.ProcessEnv): AgentsSettleCall {
  const args = [...argv];
  const fail = (message: string) => new AgentsUsageError(message);
  const operator = takeOperator(args, env, fail);
  const periodEnd = takeOption(args, '--period-end', fail);
  const [kind, ...rest] = args;
  if (!kind) throw fail('agents-settle <kind> [--period-end <ISO time>]');
  if (!isKind(kind)) throw fail(`"${kind}" is not a contract kind: one of ${INCOME_KINDS.join(', ')}`);
  if (rest.length > 0) throw fail(`unexpected "${rest.join(' ')}"`);
  if (periodEnd !== undefined && Number.isNaN(Date.parse(periodEnd))) throw fail(`--period-end "${periodEnd}" is not a time such as 2026-11-24T00:00:00Z`);
  return { body: periodEnd === undefined ? { kind } : { kind, periodEnd: new Date(periodEnd).toISOString() }, operator };
}

export async function runAgentsCommand(argv: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void; fetch: typeof fetch }): Promise<number> {
  const call = planAgentsSettle(argv, io.env);
  const answer = (await sendOperatorCall(io, { method: 'POST', path: '/ops/agents/settle', body: call.body, operator: call.operator })) as AgentSettleAnswer;
  if (answer.skipped) {
    io.out(`${answer.kind}: another platform process is settling; nothing done, try again`);
    return 1;
  }
  io.out(`${answer.kind}: ${answer.periodCount} period(s) settled, ${answer.paid} paid, ${answer.owed} still owed; settled to ${answer.settledTo}`);
  for (const period of answer.periods) io.out(`  ${period.periodKey}: ${period.payments} payment(s), ${period.paid} paid, ${period.owed} owed`);
  return 0;
}
