import { promises as fs } from 'node:fs';
import path from 'node:path';
import { dataDirFromEnv, parseRemoteId, REMOTE_IDS, REMOTE_PACKAGES, type RemoteId } from '../../releases/src/paths';
import { RegistryError } from '../../releases/src/registry';
import { list, release, ReleaseError, rollback } from '../../releases/src/release';
import { openReleaseStore, type ReleaseStore } from '../../releases/src/store';
import { runWithdrawalCommand, WITHDRAWAL_USAGE, WithdrawalUsageError } from './withdrawal-commands';
import { DEPOSIT_USAGE, DepositUsageError, runDepositCommand } from './deposit-commands';
import { runWalletsCommand, WALLETS_USAGE, WalletsUsageError } from './wallets-commands';
import { RECORDS_USAGE, RecordsUsageError, runBonusCommand } from './records-commands';
import { MESSAGES_USAGE, MessagesUsageError, runMessageCommand } from './messages-commands';
import { LOTTERY_USAGE, LotteryUsageError, runLotteryCommand } from './lottery-commands';
import { AGENTS_USAGE, AgentsUsageError, runAgentsCommand } from './agents-commands';
import { REWARDS_USAGE, RewardsUsageError, runRewardsCommand } from './rewards-commands';
import { PROTECTION_KYC_USAGE, ProtectionKycUsageError, runProtectionKycCommand } from './protection-kyc-commands';
import { PROTECTION_EXCLUSION_USAGE, ProtectionExclusionUsageError, runProtectionExclusionCommand } from './protection-exclusion-commands';
import { PROTECTION_TWOSTEP_USAGE, ProtectionTwoStepUsageError, runProtectionTwoStepCommand } from './protection-twostep-commands';
import { PROTECTION_LIMITS_USAGE, ProtectionLimitsUsageError, runProtectionLimitsCommand } from './protection-limits-commands';
import { migrate } from './migrate-command';
import { table } from './operator-call';
import { PROTECTION_STATEMENT_USAGE, ProtectionStatementUsageError, runProtectionStatementCommand } from './protection-statement-commands';
import { DOWNLOAD_JOIN_USAGE, DownloadJoinUsageError, runAgentApplicationsCommand, runAppReleasesCommand } from './download-join-commands';
import { FEEDBACK_USAGE, FeedbackUsageError, runFeedbackCommand } from './feedback-commands';
import { CHAT_USAGE, ChatUsageError, runChatCommand } from './chat-commands';
import { CS_USAGE, CustomerServiceUsageError, runCustomerServiceCommand } from './customer-service-commands';
import { HELP_USAGE, HelpUsageError, isHelpCommand, runHelpCommand } from './help-commands';

/**
 * Operator command line (root package.json scripts):
 *   npm run release  -- <remote> [--from <dir>]
 *   npm run rollback -- <remote>
 *   npm run remotes
 *   npm run ops -- migrate
 *   npm run ops -- status normal|maintenance [--until ISO]|region-block [ip…]
 *   npm run ops -- whitelabel <MODID> on|off
 *   npm run ops -- require-login on|off
 *   npm run ops -- outbox [--to <address>] [--limit n]
 *   npm run ops -- create-member <account> <password> [--type n] [--upline a] [--mobile +84…] [--email e] [--must-change-password]
 *   npm run ops -- credit <account> <amount> --reference <ref>
 *   npm run ops -- reconcile
 * Releases work on the registry directly: the data directory, or with DATABASE_URL the database
 * every server reads (the running servers pick them up on the next page load); `migrate` opens the
 * database itself; the other commands call the running server's operator endpoints.
 */

const USAGE = `usage:
  npm run release  -- <remote> [--from <dir>]   copy the remote's build into a new version and activate it
  npm run rollback -- <remote>                  re-activate the version that was active before
  npm run remotes                               list every remote's versions (* = active)
  npm run ops -- migrate                        apply the pending database migrations (DATABASE_URL, else
                                                the embedded database in DATA_DIR with the server stopped);
                                                the server's start does the same
  npm run ops -- status normal                  clear maintenance and region blocking
  npm run ops -- status maintenance [--until <ISO time>]
  npm run ops -- status region-block [<ip> …]   block these visitor IPs (none given: keep the current list)
  npm run ops -- whitelabel <MODID> on|off      switch a white-label module (e.g. DIRECTREG3)
  npm run ops -- require-login on|off           send logged-out visitors to /login
  npm run ops -- outbox [--to <address>] [--limit <n>]
                                                the SMS codes and mails the platform kept, newest first
                                                (--to '+84912345678' or an email address; --limit 1-200, default 20)
  npm run ops -- create-member <account> <password> [--type <n>] [--upline <agent>] [--mobile <+84912345678>]
                               [--email <address>] [--must-change-password]
                                                create an account (type 0 member, 1/2/41/42 agent); the
                                                password is not checked against the register rule
  npm run ops -- credit <account> <amount> --reference <ref>
                                                credit a member's wallet through the ledger (amount such as
                                                100 or 100.50); the reference is the idempotency key: the
                                                same command again credits nothing
  npm run ops -- reconcile                      check the ledger: every balance equals the sum of its
                                                lines, every entry sums to zero in one ledger; exits 1
                                                when anything does not add up

${WITHDRAWAL_USAGE}
${DEPOSIT_USAGE}
${WALLETS_USAGE}
${RECORDS_USAGE}
${MESSAGES_USAGE}
${LOTTERY_USAGE}
${AGENTS_USAGE}
${REWARDS_USAGE}
${PROTECTION_KYC_USAGE}
${PROTECTION_EXCLUSION_USAGE}
${PROTECTION_TWOSTEP_USAGE}
${PROTECTION_LIMITS_USAGE}
${PROTECTION_STATEMENT_USAGE}
${DOWNLOAD_JOIN_USAGE}
${FEEDBACK_USAGE}
${CHAT_USAGE}
${CS_USAGE}
${HELP_USAGE}

remotes: ${REMOTE_IDS.map((id) => `${id} (${REMOTE_PACKAGES[id]})`).join(', ')}
environment: DATA_DIR (default ./.data), DATABASE_URL (migrate, and where release, rollback and remotes keep the
             registry when set), SITE_URL (default http://127.0.0.1:8080),
             OPERATOR_TOKEN (default: the token in <DATA_DIR>/operator-token)`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  fetch: typeof fetch;
}

function remoteArg(value: string | undefined): RemoteId {
  if (!value) throw new UsageError('name the remote');
  const id = parseRemoteId(value);
  if (!id) throw new UsageError(`unknown remote "${value}"; one of ${REMOTE_IDS.join(', ')} (with or without the mf- prefix)`);
  return id;
}

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`expected on or off, got "${value ?? ''}"`);
}

/** The body of PUT /ops/system for an `ops` sub-command. */
export function opsBody(args: string[]): Record<string, unknown> {
  const [command, ...rest] = args;
  switch (command) {
    case 'status': {
      const [state, ...more] = rest;
      if (state === 'normal') {
        if (more.length) throw new UsageError('status normal takes no arguments');
        return { maintenance: { enabled: false, endTime: null }, regionRestriction: { enabled: false } };
      }
      if (state === 'maintenance') {
        let endTime: string | null = null;
        if (more.length) {
          if (more[0] !== '--until' || more.length !== 2) throw new UsageError('status maintenance [--until <ISO time>]');
          const when = new Date(more[1]!);
          if (Number.isNaN(when.getTime())) throw new UsageError(`--until: "${more[1]}" is not a date and time`);
          endTime = when.toISOString();
        }
        return { maintenance: { enabled: true, endTime } };
      }
      if (state === 'region-block') {
        return { regionRestriction: more.length ? { enabled: true, blockedIps: more } : { enabled: true } };
      }
      throw new UsageError('status normal|maintenance [--until ISO]|region-block [ip…]');
    }
    case 'whitelabel': {
      const [modId, state, ...more] = rest;
      if (!modId || !/^[A-Z0-9_]{1,32}$/.test(modId) || more.length) throw new UsageError('whitelabel <MODID> on|off (MODID in capitals, e.g. DIRECTREG3)');
      return { whiteLabel: { [modId]: onOff(state) } };
    }
    case 'require-login': {
      if (rest.length !== 1) throw new UsageError('require-login on|off');
      return { requireLogin: onOff(rest[0]) };
    }
    default:
      throw new UsageError(`unknown ops command "${command ?? ''}"`);
  }
}

async function operatorToken(io: CliIo): Promise<string> {
  if (io.env.OPERATOR_TOKEN) return io.env.OPERATOR_TOKEN;
  const file = path.join(dataDirFromEnv(io.env), 'operator-token');
  try {
    const token = (await fs.readFile(file, 'utf8')).trim();
    if (token) return token;
  } catch {
    // reported below
  }
  throw new Error(`no operator token: set OPERATOR_TOKEN or start the server once (it writes ${file})`);
}

/** Calls an operator endpoint of the running server; returns the envelope's value. */
async function callPlatform(io: CliIo, method: 'GET' | 'PUT' | 'POST', pathAndQuery: string, body?: Record<string, unknown>): Promise<unknown> {
  const site = (io.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const token = pathAndQuery.startsWith('/ops/') ? await operatorToken(io) : null;
  let response: Response;
  try {
    response = await io.fetch(`${site}${pathAndQuery}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    throw new Error(`cannot reach the server at ${site} (${(error as Error).message}); is it running? (npm start, or set SITE_URL)`);
  }
  const text = await response.text();
  let payload: unknown = text;
  try {
    payload = JSON.parse(text);
  } catch {
    // not JSON: shown as text
  }
  const envelope = payload as { success?: boolean; value?: unknown; message?: string; errorCode?: string };
  if (!response.ok || envelope?.success === false) {
    const reason = envelope?.message ?? envelope?.errorCode ?? text.slice(0, 200);
    const hint = response.status === 401 || response.status === 403 ? ' (check OPERATOR_TOKEN / DATA_DIR)' : '';
    throw new Error(`${method} ${site}${pathAndQuery.split('?')[0]} failed: HTTP ${response.status} ${reason}${hint}`);
  }
  return envelope?.value ?? payload;
}

async function callOps(io: CliIo, body: Record<string, unknown>): Promise<void> {
  io.out(JSON.stringify(await callPlatform(io, 'PUT', '/ops/system', body), null, 2));
}

/** Removes `--name value` from args and returns the value (undefined when absent). */
function takeOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

/** Removes a `--flag` from args; returns whether it was there. */
function takeFlag(args: string[], name: string): boolean {
  const index = args.indexOf(name);
  if (index < 0) return false;
  args.splice(index, 1);
  return true;
}

function rejectLeftovers(args: string[], usage: string): void {
  if (args.length) throw new UsageError(`unexpected arguments: ${args.join(' ')}; ${usage}`);
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** The query of GET /ops/outbox for `outbox [--to a] [--limit n]`. */
export function outboxQuery(argv: string[]): string {
  const args = [...argv];
  const to = takeOption(args, '--to');
  const limit = takeOption(args, '--limit');
  rejectLeftovers(args, 'outbox [--to <address>] [--limit <n>]');
  if (limit !== undefined && (!/^[1-9][0-9]{0,2}$/.test(limit) || Number(limit) > 200)) throw new UsageError('--limit must be a number from 1 to 200');
  const query = new URLSearchParams();
  if (to) query.set('to', to);
  if (limit) query.set('limit', limit);
  const text = query.toString();
  return text ? `?${text}` : '';
}

function printOutbox(io: CliIo, messages: OutboxMessage[]): void {
  if (!messages.length) {
    io.out('(no messages)');
    return;
  }
  for (const message of messages) {
    io.out(`#${message.id}  ${message.createdAt}  ${message.channel}  ${message.to}${message.subject ? `  "${message.subject}"` : ''}`);
    for (const line of message.body.split('\n')) io.out(`    ${line}`);
  }
}

const CREATE_MEMBER_USAGE =
  'create-member <account> <password> [--type <n>] [--upline <agent>] [--mobile <+84912345678>] [--email <address>] [--must-change-password]';

/** Reads `create-member …`: the body of POST /ops/members, the mobile number still as written. */
export function parseCreateMember(argv: string[]): { body: Record<string, unknown>; mobile: string | undefined } {
  const args = [...argv];
  const type = takeOption(args, '--type');
  const upline = takeOption(args, '--upline');
  const mobile = takeOption(args, '--mobile');
  const email = takeOption(args, '--email');
  const mustChangePassword = takeFlag(args, '--must-change-password');
  const [account, password, ...rest] = args;
  if (!account || !password || account.startsWith('--') || password.startsWith('--')) throw new UsageError(CREATE_MEMBER_USAGE);
  rejectLeftovers(rest, CREATE_MEMBER_USAGE);
  const body: Record<string, unknown> = { account, password };
  if (type !== undefined) {
    if (!/^[0-9]{1,2}$/.test(type)) throw new UsageError('--type must be a number (0 member, 1, 2, 41, 42 agents)');
    body.type = Number(type);
  }
  if (upline) body.upline = upline;
  if (email) body.email = email;
  if (mustChangePassword) body.mustChangePassword = true;
  return { body, mobile };
}

/** Whether a number is written with its dialing code apart ('+84 912345678'), so no code list is needed. */
function mobileWrittenApart(mobile: string): boolean {
  return /^\+[0-9]{1,4}[\s-]/.test(mobile.trim());
}

/**
 * The body of POST /ops/members for `create-member …`. A mobile number is split into dialing code
 * and number: at a space or dash when written with one ('+84 912345678'), else by the longest
 * dialing code of `dialingCodes` it starts with (dialing codes are prefix-free).
 */
export function createMemberBody(argv: string[], dialingCodes: string[] = []): Record<string, unknown> {
  const { body, mobile } = parseCreateMember(argv);
  return mobile ? { ...body, ...splitMobile(mobile, dialingCodes) } : body;
}

/** Refuses a --mobile value that is not '+<code><number>' (spaces and dashes allowed). */
function assertMobileShape(mobile: string): void {
  if (!/^\+[0-9]{5,24}$/.test(mobile.replace(/[\s-]/g, ''))) throw new UsageError(`--mobile: "${mobile}" is not a number such as +84912345678`);
}

export function splitMobile(mobile: string, dialingCodes: string[]): { countryDialingCode: string; mobileNum: string } {
  assertMobileShape(mobile);
  const written = /^(\+[0-9]{1,4})[\s-]+([0-9][0-9\s-]*)$/.exec(mobile.trim());
  if (written) return { countryDialingCode: written[1]!, mobileNum: written[2]!.replace(/[\s-]/g, '') };
  const compact = mobile.replace(/[\s-]/g, '');
  const code = [...dialingCodes].sort((a, b) => b.length - a.length).find((c) => compact.startsWith(c));
  if (!code) throw new UsageError(`--mobile: no known dialing code starts "${mobile}"; write it as '+84 912345678'`);
  return { countryDialingCode: code, mobileNum: compact.slice(code.length) };
}

const CREDIT_USAGE = 'credit <account> <amount> --reference <ref>';

/**
 * The body of POST /ops/wallet/credit for `credit …`. The reference is required, not generated: it
 * is the ledger's idempotency key, so an operator who repeats a command after a time-out (not knowing
 * whether it went through) cannot credit twice. The server judges account, amount and reference.
 */
export function creditBody(argv: string[]): { account: string; amount: string; reference: string } {
  const args = [...argv];
  const reference = takeOption(args, '--reference');
  const [account, amount, ...rest] = args;
  if (!account || !amount || !reference || account.startsWith('--') || amount.startsWith('--')) throw new UsageError(CREDIT_USAGE);
  rejectLeftovers(rest, CREDIT_USAGE);
  return { account, amount, reference };
}

/** The answer of GET /ops/ledger/reconcile (the platform's wallet area). */
export interface ReconcileReport {
  consistent: boolean;
  accounts: number;
  entries: number;
  lines: number;
  ledgers: { ledger: string; accounts: number; total: string }[];
  systemAccounts: { code: string; ledger: string; balance: string }[];
  problemCount: number;
  problems: { kind: string; id: string; detail: string }[];
}

/** A short summary for the operator; the problems listed one per line. */
export function reconcileLines(report: ReconcileReport): string[] {
  const lines = [
    `ledger ${report.consistent ? 'consistent' : 'NOT consistent'}: ${report.accounts} accounts, ${report.entries} entries, ${report.lines} lines`,
    ...report.ledgers.map((l) => `  ${l.ledger}: ${l.accounts} accounts, balances sum to ${l.total}`),
    'system accounts (each the sum of its shards):',
    ...report.systemAccounts.map((a) => `  ${a.code} (${a.ledger}): ${a.balance}`),
  ];
  if (!report.consistent) {
    lines.push(`${report.problemCount} problem(s)${report.problems.length < report.problemCount ? `, the first ${report.problems.length}` : ''}:`);
    for (const problem of report.problems) lines.push(`  ${problem.kind} ${problem.id}: ${problem.detail}`);
  }
  return lines;
}

/** Runs `fn` on the registry the servers read: DATABASE_URL's when set, else the data directory's. */
async function withReleaseStore<T>(io: CliIo, fn: (store: ReleaseStore) => Promise<T>): Promise<T> {
  const store = await openReleaseStore({ dataDir: dataDirFromEnv(io.env), databaseUrl: io.env.DATABASE_URL || undefined, log: io.out });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  const dataDir = dataDirFromEnv(io.env);
  try {
    switch (command) {
      case 'release': {
        const fromIndex = args.indexOf('--from');
        let from: string | undefined;
        if (fromIndex >= 0) {
          from = args[fromIndex + 1];
          if (!from) throw new UsageError('--from needs a folder');
          args.splice(fromIndex, 2);
        }
        if (args.length > 1) throw new UsageError(`unexpected arguments: ${args.slice(1).join(' ')}`);
        const id = remoteArg(args[0]);
        const result = await withReleaseStore(io, (store) => release(store, id, from ? { from } : {}));
        if (result.status === 'unchanged') {
          io.out(`${id}: the build is identical to the active version ${result.version}; nothing released`);
        } else {
          io.out(`${id}: released and activated ${result.version}${result.previous ? ` (was ${result.previous})` : ''}`);
          io.out('It is live on the next page load.');
        }
        return 0;
      }
      case 'rollback': {
        if (args.length !== 1) throw new UsageError('rollback <remote>');
        const id = remoteArg(args[0]);
        const result = await withReleaseStore(io, (store) => rollback(store, id));
        io.out(`${result.id}: rolled back from ${result.from} to ${result.version}; live on the next page load`);
        return 0;
      }
      case 'list':
      case 'remotes': {
        const rows = [['remote', 'version', 'released at', '']];
        const { remotes, location } = await withReleaseStore(io, async (store) => ({ remotes: await list(store), location: store.location }));
        for (const remote of remotes) {
          if (!remote.versions.length) rows.push([remote.id, '(none released)', '', '']);
          for (const v of remote.versions) {
            rows.push([remote.id, `${v.active ? '* ' : '  '}${v.version}`, v.releasedAt, v.present ? '' : '(files missing)']);
          }
        }
        for (const line of table(rows)) io.out(line);
        io.out(`registry: ${location}`);
        return 0;
      }
      case 'migrate': {
        rejectLeftovers(args, 'migrate');
        const result = await migrate(dataDir, io.env.DATABASE_URL || undefined);
        io.out(
          result.applied.length
            ? `${result.database}: applied migrations ${result.applied.join(', ')}`
            : `${result.database}: up to date, no migration pending`,
        );
        return 0;
      }
      case 'status':
      case 'whitelabel':
      case 'require-login':
        await callOps(io, opsBody([command, ...args]));
        return 0;
      case 'outbox': {
        const query = outboxQuery(args);
        printOutbox(io, (await callPlatform(io, 'GET', `/ops/outbox${query}`)) as OutboxMessage[]);
        return 0;
      }
      case 'create-member': {
        const { body, mobile } = parseCreateMember(args);
        if (mobile) {
          assertMobileShape(mobile);
          // Only a number written without a separator needs the server's list of dialing codes.
          const countries = mobileWrittenApart(mobile) ? [] : ((await callPlatform(io, 'GET', '/wps/system/countries')) as { countryDialingCode: string }[]);
          Object.assign(body, splitMobile(mobile, countries.map((c) => c.countryDialingCode)));
        }
        const created = (await callPlatform(io, 'POST', '/ops/members', body)) as { id: number; account: string; type: number };
        io.out(`created ${created.account} (id ${created.id}, type ${created.type})`);
        return 0;
      }
      case 'credit': {
        const body = creditBody(args);
        const credited = (await callPlatform(io, 'POST', '/ops/wallet/credit', body)) as { sumBalance: string; replayed: boolean };
        io.out(
          credited.replayed
            ? `reference ${body.reference} was already credited to ${body.account}; nothing moved (balance after it: ${credited.sumBalance})`
            : `credited ${body.amount} to ${body.account} (reference ${body.reference}); balance now ${credited.sumBalance}`,
        );
        return 0;
      }
      case 'reconcile': {
        rejectLeftovers(args, 'reconcile');
        const report = (await callPlatform(io, 'GET', '/ops/ledger/reconcile')) as ReconcileReport;
        const lines = reconcileLines(report);
        if (report.consistent) for (const line of lines) io.out(line);
        else for (const line of lines) io.err(line);
        return report.consistent ? 0 : 1;
      }
      case 'withdrawals':
      case 'withdrawal-approve':
      case 'withdrawal-reject':
      case 'slice-resolve':
      case 'slice-reviews':
      case 'slice-review':
      case 'withdrawal-settings':
        return await runWithdrawalCommand(command, args, io);
      case 'deposits':
      case 'deposit-confirm':
      case 'deposit-reject':
      case 'deposit-channels':
      case 'deposit-channel':
      case 'deposit-settings':
        return await runDepositCommand(command, args, io);
      case 'upline-limits':
        return await runWalletsCommand(command, args, io);
      case 'bonus':
        return await runBonusCommand(args, io);
      case 'message':
        return await runMessageCommand(args, io);
      case 'lottery-cancel':
      case 'lottery-void':
        return await runLotteryCommand(args, io, command);
      case 'agents-settle':
        return await runAgentsCommand(args, io);
      case 'rewards':
        return await runRewardsCommand(args, io);
      case 'app-releases':
        return await runAppReleasesCommand(args, io);
      case 'agent-applications':
        return await runAgentApplicationsCommand(args, io);
      case 'protection':
        if (args[0] === 'kyc' || args[0] === 'signals') return await runProtectionKycCommand(args, io);
        if (args[0] === 'register') return await runProtectionExclusionCommand(args, io);
        if (args[0] === 'trusted' || args[0] === 'trust') return await runProtectionTwoStepCommand(args, io);
        if (args[0] === 'limits' || args[0] === 'limit') return await runProtectionLimitsCommand(args, io);
        if (args[0] === 'statements') return await runProtectionStatementCommand(args, io);
        throw new UsageError(`unknown protection command "${args[0] ?? ''}"`);
      case 'feedback':
        return await runFeedbackCommand(args, io);
      case 'chat':
        return await runChatCommand(args, io);
      case 'cs':
        return await runCustomerServiceCommand(args, io);
      case 'help':
        // `help list|set` are the help centre's commands; plain `help` prints this usage.
        if (isHelpCommand(args)) return await runHelpCommand(args, io);
        io.out(USAGE);
        return 0;
      case undefined:
      case '--help':
      case '-h':
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof WithdrawalUsageError || error instanceof DepositUsageError || error instanceof WalletsUsageError || error instanceof RecordsUsageError || error instanceof MessagesUsageError || error instanceof LotteryUsageError || error instanceof AgentsUsageError || error instanceof RewardsUsageError || error instanceof ProtectionKycUsageError || error instanceof ProtectionExclusionUsageError || error instanceof ProtectionTwoStepUsageError || error instanceof ProtectionLimitsUsageError || error instanceof ProtectionStatementUsageError || error instanceof FeedbackUsageError || error instanceof ChatUsageError || error instanceof CustomerServiceUsageError || error instanceof HelpUsageError || error instanceof DownloadJoinUsageError) {
      io.err(`error: ${error.message}`);
      io.err(USAGE);
      return 2;
    }
    if (error instanceof ReleaseError || error instanceof RegistryError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    io.err(`error: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}

if (require.main === module) {
  void runCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    fetch: globalThis.fetch,
  }).then((code) => {
    process.exitCode = code;
  });
}
