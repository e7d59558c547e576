/**
 * Customer-service entries and VIP hosts from the command line (`npm run ops -- cs …`). Each calls
 * the running server's /ops endpoint with the operator token and `X-Operator` (`--as`,
 * OPS_OPERATOR or the OS user); the server checks the input (and encrypts type-3 paths).
 */
import { CS_POSITIONS, customerServiceEndpoints as calls, type CsHours, type OpsCsEntry, type OpsVipHost } from '@site/shared/contract/site';
import { sendOperatorCall, table, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const CS_USAGE = `  npm run ops -- cs list                        customer-service entries (type-3 paths in clear)
  npm run ops -- cs set <name> <${CS_POSITIONS.join('|')}> <path> [--type 1|3] [--min-level <n>]
                 [--languages <en,vi,…>] [--hours <days> <HH:MM-HH:MM> | --hours always] [--sort <n>]
                                                create or replace an entry; days as 1-5 or 1,3,6 (1 Monday),
                                                hours in the site's time zone; the VIP channel needs --min-level 5+
  npm run ops -- cs remove <name>
  npm run ops -- cs hosts                       every VIP member's host
  npm run ops -- cs host-set <account> --name <name> --contact <handle> [--hours <days> <HH:MM-HH:MM>]
                                                assign a host to a VIP member (level 5 and above)
  npm run ops -- cs host-remove <account>`;

export class CustomerServiceUsageError extends Error {
  override name = 'CustomerServiceUsageError';
}

const fail = (message: string) => new CustomerServiceUsageError(message);
const noMore = (args: string[]) => {
  if (args.length > 0) throw fail(`unexpected arguments: ${args.join(' ')}`);
};

/** `1-5 09:00-21:00`, `1,3,6 22:00-02:00` or `always` (null). */
export function parseHours(days: string | undefined, window: string | undefined): CsHours | null {
  if (days === 'always' && window === undefined) return null;
  const range = /^([1-7])-([1-7])$/.exec(days ?? '');
  const list = range ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i) : (days ?? '').split(',').map(Number);
  const times = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(window ?? '');
  if (list.length === 0 || list.some((day) => !Number.isInteger(day) || day < 1 || day > 7) || !times) {
    throw fail('--hours takes days and a window, e.g. --hours 1-5 09:00-21:00, or --hours always');
  }
  return { days: list, from: times[1]!, to: times[2]! };
}

/** Takes `--hours <days> <window>` or `--hours always` out of `args`; undefined when absent. */
function takeHours(args: string[]): CsHours | null | undefined {
  const index = args.indexOf('--hours');
  if (index < 0) return undefined;
  if (args[index + 1] === 'always') {
    args.splice(index, 2);
    return null;
  }
  const hours = parseHours(args[index + 1], args[index + 2]);
  args.splice(index, 3);
  return hours;
}

const named = (template: string, key: string, value: string | undefined, what: string) => {
  if (!value) throw fail(`name the ${what}`);
  return template.replace(key, encodeURIComponent(value));
};

/** The call a `cs …` command stands for (no network). */
export function planCustomerServiceCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const what = args.shift();
  switch (what) {
    case 'list':
      noMore(args);
      return { method: 'GET', path: calls.opsEntries.path, operator };
    case 'set': {
      const hours = takeHours(args) ?? null;
      const csType = takeOption(args, '--type', fail) ?? '1';
      const minLevel = takeOption(args, '--min-level', fail);
      const languages = takeOption(args, '--languages', fail);
      const sort = takeOption(args, '--sort', fail);
      const [name, position, path, ...more] = args;
      noMore(more);
      if (!position || !path) throw fail('cs set <name> <position> <path>');
      const body = {
        position: position.toUpperCase(),
        csType,
        path,
        minLevel: minLevel === undefined ? null : Number(minLevel),
        languages: languages ? languages.split(',').map((code) => code.trim().toLowerCase()) : null,
        hours,
        ...(sort === undefined ? {} : { sort: Number(sort) }),
      };
      return { method: 'PUT', path: named(calls.opsSetEntry.path, ':name', name, 'entry'), body, operator };
    }
    case 'remove': {
      const path = named(calls.opsRemoveEntry.path, ':name', args.shift(), 'entry');
      noMore(args);
      return { method: 'DELETE', path, operator };
    }
    case 'hosts':
      noMore(args);
      return { method: 'GET', path: calls.opsVipHosts.path, operator };
    case 'host-set': {
      const hours = takeHours(args) ?? null;
      const name = takeOption(args, '--name', fail);
      const contact = takeOption(args, '--contact', fail);
      if (!name || !contact) throw fail('cs host-set <account> --name <name> --contact <handle>');
      const path = named(calls.opsSetVipHost.path, ':account', args.shift(), 'account');
      noMore(args);
      return { method: 'PUT', path, body: { name, contact, hours }, operator };
    }
    case 'host-remove': {
      const path = named(calls.opsRemoveVipHost.path, ':account', args.shift(), 'account');
      noMore(args);
      return { method: 'DELETE', path, operator };
    }
    default:
      throw fail(`unknown cs command "${what ?? ''}"`);
  }
}

const hoursText = (hours: CsHours | null) => (hours ? `${hours.days.join(',')} ${hours.from}-${hours.to}` : 'always');

export async function runCustomerServiceCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = planCustomerServiceCommand(argv, io.env);
  const value = await sendOperatorCall(io, call);
  const what = argv.find((arg) => !arg.startsWith('--'));
  if (what === 'list') {
    const { list } = value as { list: OpsCsEntry[] };
    const rows = list.map((e) => [e.name, e.position, e.csType, e.path, e.minLevel === null ? 'all' : `${e.minLevel}+`, e.languages?.join(',') ?? 'all', hoursText(e.hours), e.updatedBy]);
    for (const line of table([['name', 'position', 'type', 'path', 'level', 'languages', 'hours', 'by'], ...rows])) io.out(line);
  } else if (what === 'hosts') {
    const { list } = value as { list: OpsVipHost[] };
    const rows = list.map((h) => [h.account, String(h.rankLevel ?? '-'), h.name, h.contact, hoursText(h.hours), h.online ? 'online' : `opens ${h.opensAt ?? '-'}`]);
    for (const line of table([['account', 'level', 'host', 'contact', 'hours', 'now'], ...rows])) io.out(line);
  } else if (what === 'remove' || what === 'host-remove') {
    io.out((value as { removed: boolean }).removed ? 'removed' : 'there was nothing to remove');
  } else if (what === 'set') {
    const entry = value as OpsCsEntry;
    io.out(`${entry.name}: ${entry.position} type ${entry.csType} ${entry.path} (level ${entry.minLevel ?? 'all'}, ${hoursText(entry.hours)})`);
  } else {
    const host = value as OpsVipHost;
    io.out(`${host.account}: host ${host.name} (${host.contact}), ${hoursText(host.hours)}`);
  }
  return 0;
}
