/**
 * Operator commands for rewards (`npm run ops -- rewards <what> …`): campaigns, rewards put in a
 * member's reward centre, and the review queue of claims held by an abuse signal. Each calls the
 * running server's /ops endpoint with the operator token and `X-Operator` (`--as`, OPS_OPERATOR or
 * the OS user); the server judges the input.
 */
import { rewardsEndpoints as calls, type RewardIssue } from '@site/shared/contract/rewards/rewards';
import { sendOperatorCall, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';
import { REBATE_USAGE, runRebateCommand } from './rebate-commands';

export const REWARDS_USAGE = `  npm run ops -- rewards campaign <CODE> <amount> <title…> [--stock <n>] [--budget <amount>] [--limit <n>]
                               [--multiplier <0-10>] [--claim-days <n>] [--rule '<json>']
                                                open a fixed-amount campaign (--limit: claims per member; --rule:
                                                the eligibility rule, e.g. '{"requirePhone":true,"minDeposit":"100.00"}')
  npm run ops -- rewards raffle <CODE> <amount:weight,…> <title…> [same options]
                                                open a raffle: prizes with integer weights; its seed hash is printed
  npm run ops -- rewards close <CODE>           close a campaign (a raffle's seed is revealed)
  npm run ops -- rewards issue <account> <reference> --campaign <CODE> | <amount> <title…> [--multiplier <0-10>]
                                                put a reward (or a campaign's raffle ticket) in the member's reward
                                                centre; once per reference
  npm run ops -- rewards reviews                the claims waiting for an operator, with their signals, and the
                                                members whose rebate open signals hold
  npm run ops -- rewards approve <id> [note…]   pay a claim in review
  npm run ops -- rewards reject <id> <reason…>  refuse it; the member reads the reason
  npm run ops -- rewards clear-signals <account>
                                                clear the member's open abuse signals: later claims pay at once
${REBATE_USAGE}`;

export class RewardsUsageError extends Error {
  override name = 'RewardsUsageError';
}

const fail = (message: string) => new RewardsUsageError(message);
const whole = (text: string | undefined, name: string) => {
  if (text === undefined) return undefined;
  if (!/^[0-9]{1,9}$/.test(text)) throw fail(`${name} must be a whole number`);
  return Number(text);
};
const path = (template: string, name: string, value: string) => template.replace(`:${name}`, encodeURIComponent(value));

/** The options every campaign takes, taken out of `args`. */
function campaignOptions(args: string[]): Record<string, unknown> {
  const rule = takeOption(args, '--rule', fail);
  let parsedRule: unknown;
  try {
    parsedRule = rule === undefined ? undefined : JSON.parse(rule);
  } catch {
    throw fail('--rule must be JSON');
  }
  const options = {
    stock: whole(takeOption(args, '--stock', fail), '--stock'),
    budget: takeOption(args, '--budget', fail),
    perMemberLimit: whole(takeOption(args, '--limit', fail), '--limit'),
    multiplier: whole(takeOption(args, '--multiplier', fail), '--multiplier'),
    claimDays: whole(takeOption(args, '--claim-days', fail), '--claim-days'),
    rule: parsedRule,
  };
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

/** The call a `rewards …` command stands for (no network). */
export function planRewardsCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const what = args.shift();
  switch (what) {
    case 'campaign':
    case 'raffle': {
      const options = campaignOptions(args);
      const [code, money, ...title] = args;
      if (!code || !money || title.length === 0) throw fail(`rewards ${what} <CODE> <${what === 'raffle' ? 'amount:weight,…' : 'amount'}> <title>`);
      const prizes =
        what === 'raffle'
          ? money.split(',').map((part) => {
              const [amount, weight] = part.split(':');
              if (!amount || !weight || !/^[0-9]{1,7}$/.test(weight)) throw fail('prizes look like 1.00:50,10.00:5');
              return { amount, weight: Number(weight) };
            })
          : undefined;
      const body = { code, kind: what === 'raffle' ? 'RAFFLE' : 'FIXED', title: title.join(' '), ...(prizes ? { prizes } : { amount: money }), ...options };
      return { method: 'POST', path: calls.opsCampaign.path, body, operator };
    }
    case 'close': {
      const [code] = args;
      if (!code || args.length > 1) throw fail('rewards close <CODE>');
      return { method: 'POST', path: path(calls.opsCloseCampaign.path, 'code', code), operator };
    }
    case 'issue': {
      const campaign = takeOption(args, '--campaign', fail);
      const multiplier = whole(takeOption(args, '--multiplier', fail), '--multiplier');
      const claimDays = whole(takeOption(args, '--claim-days', fail), '--claim-days');
      const [account, reference, amount, ...title] = args;
      if (!account || !reference || (campaign === undefined && (!amount || title.length === 0))) {
        throw fail('rewards issue <account> <reference> --campaign <CODE> | <amount> <title>');
      }
      const body = {
        account,
        reference,
        ...(campaign !== undefined ? { campaign } : { amount, title: title.join(' ') }),
        ...(multiplier !== undefined ? { multiplier } : {}),
        ...(claimDays !== undefined ? { claimDays } : {}),
      };
      return { method: 'POST', path: calls.opsIssue.path, body, operator };
    }
    case 'clear-signals': {
      const [account] = args;
      if (!account || args.length > 1) throw fail('rewards clear-signals <account>');
      return { method: 'POST', path: calls.opsClearSignals.path, body: { account }, operator };
    }
    case 'reviews':
      if (args.length > 0) throw fail('rewards reviews takes no arguments');
      return { method: 'GET', path: calls.opsReviews.path, operator };
    case 'approve':
    case 'reject': {
      const [id, ...words] = args;
      const reason = words.join(' ').trim();
      if (!id || (what === 'reject' && !reason)) throw fail(`rewards ${what} <id> ${what === 'reject' ? '<reason>' : '[note]'}`);
      return { method: 'POST', path: path(calls.opsReview.path, 'id', id), body: { decision: what, ...(reason ? { reason } : {}) }, operator };
    }
    default:
      throw fail(`unknown rewards command "${what ?? ''}"`);
  }
}

const issueLine = (issue: RewardIssue) =>
  `#${issue.id} ${issue.status} ${issue.title} ${issue.amount ?? '(drawn on claim)'}${issue.multiplier ? ` x${issue.multiplier} wagering` : ''}${issue.reason ? ` (${issue.reason})` : ''}`;

export async function runRewardsCommand(argv: string[], io: OperatorIo): Promise<number> {
  if (argv[0] === 'rebate-rates') return runRebateCommand(argv.slice(1), io, fail);
  const call = planRewardsCommand(argv, io.env);
  const value = (await sendOperatorCall(io, call)) as Record<string, unknown>;
  if (call.path === calls.opsReviews.path) {
    const list = (value.list ?? []) as (RewardIssue & { account: string; signals: { kind: string }[] })[];
    const held = (value.heldRebates ?? []) as { account: string; total: string; signals: { kind: string }[] }[];
    if (list.length === 0 && held.length === 0) io.out('no claims waiting for review');
    for (const item of list) io.out(`${issueLine(item)} ${item.account}: ${item.signals.map((signal) => signal.kind).join(', ')}`);
    // Rebate is held, not queued: clearing the member's signals lets their next claim pay it.
    for (const item of held) io.out(`rebate held ${item.total} ${item.account}: ${item.signals.map((signal) => signal.kind).join(', ')} (clear-signals pays it at the next claim)`);
  } else if ('cleared' in value) {
    io.out(`${String(value.cleared)} signal(s) cleared`);
  } else if ('issue' in value) {
    io.out(`${value.replayed ? 'issued before, nothing changed: ' : ''}${issueLine(value.issue as RewardIssue)}`);
  } else if ('code' in value) {
    const seed = value.seed ? ` seed ${String(value.seed)}` : '';
    io.out(`${String(value.code)} ${String(value.status)}${value.created === false ? ' (existed)' : ''}${value.seedHash ? ` seed hash ${String(value.seedHash)}` : ''}${seed}`);
  } else {
    io.out(issueLine(value as unknown as RewardIssue));
  }
  return 0;
}
