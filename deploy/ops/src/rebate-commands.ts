/**
 * Operator command for manual rebate settings (`npm run ops -- rewards rebate-rates …`): without a
 * reference it shows the settings; with one it changes what is given (rates per VIP level and game
 * type in percent, the level's daily cap, the minimum claim, the cooldown), once per reference.
 */
import { rebateEndpoints as calls } from '@site/shared/contract/rewards/rebate';
import { sendOperatorCall, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const REBATE_USAGE = `  npm run ops -- rewards rebate-rates [--reference <ref> [--level <n>] [--rate <TYPE>=<percent>]…
                               [--cap <amount>|none] [--min <amount>] [--cooldown <seconds>]]
                                                show, or change (with a reference), the manual rebate settings:
                                                rates per VIP level (default 0) and game type, e.g. --rate RNG=0.80,
                                                the level's daily cap per site day, the minimum claim and the time
                                                between two claims; the same reference again changes nothing`;

type Fail = (message: string) => Error;

/** A percentage with at most two decimals as basis points: '0.80' -> 80. */
function basisPoints(text: string, fail: Fail): number {
  const match = /^([0-9]{1,3})(?:\.([0-9]{1,2}))?$/.exec(text);
  if (!match) throw fail(`--rate: ${text} must be a percentage such as 0.80`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Every `name <value>` of `args`, taken out of it, in order. */
function takeAll(args: string[], name: string, fail: Fail): string[] {
  const values: string[] = [];
  for (let value = takeOption(args, name, fail); value !== undefined; value = takeOption(args, name, fail)) values.push(value);
  return values;
}

/** The call `rewards rebate-rates …` stands for (no network); the server judges the values. */
export function planRebateCommand(argv: string[], env: NodeJS.ProcessEnv, fail: Fail): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const reference = takeOption(args, '--reference', fail);
  const levelText = takeOption(args, '--level', fail);
  const rates = takeAll(args, '--rate', fail);
  const cap = takeOption(args, '--cap', fail);
  const minClaim = takeOption(args, '--min', fail);
  const cooldown = takeOption(args, '--cooldown', fail);
  if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
  if (levelText !== undefined && !/^[0-9]{1,2}$/.test(levelText)) throw fail('--level must be a VIP level, 0 to 99');
  if (cooldown !== undefined && !/^[0-9]{1,7}$/.test(cooldown)) throw fail('--cooldown must be whole seconds');
  const vipLevel = Number(levelText ?? 0);
  const change = {
    ...(rates.length > 0
      ? {
          rates: rates.map((rate) => {
            const [gameType, percent] = rate.split('=');
            if (!gameType || percent === undefined) throw fail(`--rate ${rate}: write it as TYPE=percent, e.g. RNG=0.80`);
            return { vipLevel, gameType, rateBp: basisPoints(percent, fail) };
          }),
        }
      : {}),
    ...(cap !== undefined ? { caps: [{ vipLevel, dailyCap: cap === 'none' ? null : cap }] } : {}),
    ...(minClaim !== undefined ? { minClaim } : {}),
    ...(cooldown !== undefined ? { cooldownSeconds: Number(cooldown) } : {}),
  };
  if (reference === undefined) {
    if (Object.keys(change).length > 0 || levelText !== undefined) throw fail('rewards rebate-rates: a change needs --reference <ref> (repeating it changes nothing)');
    return { method: 'GET', path: calls.opsRebateSettings.path, operator };
  }
  if (Object.keys(change).length === 0) throw fail('rewards rebate-rates: give at least one of --rate, --cap, --min, --cooldown');
  return { method: 'PUT', path: calls.opsSetRebateSettings.path, body: { reference, ...change }, operator };
}

/** Runs the command against the server and prints the settings as JSON. */
export async function runRebateCommand(argv: string[], io: OperatorIo, fail: Fail): Promise<number> {
  io.out(JSON.stringify(await sendOperatorCall(io, planRebateCommand(argv, io.env, fail)), null, 2));
  return 0;
}
