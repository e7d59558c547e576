/**
 * The download page's app releases and the /join applications, from the command line:
 *   npm run ops -- app-releases list
 *   npm run ops -- app-releases upload <android|ios> <version> --url <address> (--file <package> | --size <bytes>) --sha256 <hex> [--notes <en>] [--notes-es …] [--notes-vi …] [--notes-zh …] [--reference r]
 *   npm run ops -- app-releases rollback <android|ios> [--reference r]
 *   npm run ops -- agent-applications list [--status PENDING|APPROVED|REJECTED]
 *   npm run ops -- agent-applications approve <id> <account> --upline <agent> [--reference r]
 *   npm run ops -- agent-applications reject <id> <reason…> [--reference r]
 * "app-releases", not "releases": `release`, `rollback` and `remotes` are the site's own builds.
 * A package given with --file is hashed here and its checksum must be the one typed: a copy
 * corrupted on the way, or a typo, is refused before anything reaches the server.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import { recruitmentEndpoints as joinCalls, type OpsJoinApplication, type OpsJoinDecided } from '@site/shared/contract/agents/recruitment';
import { appReleaseEndpoints as appCalls, type AppReleaseChanged, type OpsAppRelease } from '@site/shared/contract/site/app-releases';
import { sendOperatorCall, table, takeOperator, takeOption, type OperatorCall, type OperatorIo } from './operator-call';

export const DOWNLOAD_JOIN_USAGE = `  npm run ops -- app-releases list              every app release (* = offered on /down now)
  npm run ops -- app-releases upload <android|ios> <version> --url <https address or /path>
                 (--file <package> | --size <bytes>) --sha256 <hex> [--notes <text>] [--notes-es|-vi|-zh <text>]
                                                publish a release and offer it; with --file the package's size
                                                is read and its SHA-256 must equal --sha256 (else nothing is sent)
  npm run ops -- app-releases rollback <android|ios>
                                                offer the release that was offered before the current one again
  npm run ops -- agent-applications list [--status PENDING|APPROVED|REJECTED]
  npm run ops -- agent-applications approve <id> <account> --upline <agent>
                                                open the applicant's agent account under <agent> (register
                                                centre rules); prints a one-time password to hand over
  npm run ops -- agent-applications reject <id> <reason…>
  (each change takes [--reference <ref>] (default: a new one) and [--as <operator>])`;

export class DownloadJoinUsageError extends Error {
  override name = 'DownloadJoinUsageError';
}

const fail = (message: string) => new DownloadJoinUsageError(message);

function platformArg(value: string | undefined): 'ANDROID' | 'IOS' {
  const platform = value?.toUpperCase();
  if (platform !== 'ANDROID' && platform !== 'IOS') throw fail('name the platform: android or ios');
  return platform;
}

/** The SHA-256 (hex) and size of a file, read as a stream (packages are large). */
export async function fileChecksum(file: string): Promise<{ sha256: string; sizeBytes: number }> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw fail(`--file: ${file} is not a file`);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { sha256: hash.digest('hex'), sizeBytes: stat.size };
}

/** The call an `app-releases …` command stands for; reads the package when one is given. */
export async function planAppReleasesCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<OperatorCall> {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const reference = takeOption(args, '--reference', fail) ?? `app-${randomUUID()}`;
  const [what, ...rest] = args;
  if (what === 'list') {
    if (rest.length) throw fail(`unexpected arguments: ${rest.join(' ')}`);
    return { method: 'GET', path: appCalls.opsAppReleases.path, operator };
  }
  if (what === 'rollback') {
    const [platform, ...more] = rest;
    if (more.length) throw fail(`unexpected arguments: ${more.join(' ')}`);
    return { method: 'POST', path: appCalls.opsAppReleaseRollback.path, body: { reference, platform: platformArg(platform) }, operator };
  }
  if (what !== 'upload') throw fail('app-releases list|upload|rollback');
  const url = takeOption(rest, '--url', fail);
  const file = takeOption(rest, '--file', fail);
  const size = takeOption(rest, '--size', fail);
  const typed = takeOption(rest, '--sha256', fail);
  const notes: Record<string, string> = {};
  for (const language of ['es', 'vi', 'zh'] as const) {
    const text = takeOption(rest, `--notes-${language}`, fail);
    if (text) notes[language] = text;
  }
  notes.en = takeOption(rest, '--notes', fail) ?? '';
  const [platform, version, ...more] = rest;
  if (more.length) throw fail(`unexpected arguments: ${more.join(' ')}`);
  if (!version || !url || !typed) throw fail('app-releases upload <android|ios> <version> --url <address> (--file <package> | --size <bytes>) --sha256 <hex>');
  if (!/^[0-9A-Fa-f]{64}$/.test(typed)) throw fail('--sha256 must be 64 hexadecimal digits');
  let sizeBytes: number;
  if (file) {
    if (size) throw fail('give --file or --size, not both (the size is read from the file)');
    const actual = await fileChecksum(file);
    if (actual.sha256 !== typed.toLowerCase()) throw fail(`--sha256 does not match ${file}: its SHA-256 is ${actual.sha256}; nothing was sent`);
    sizeBytes = actual.sizeBytes;
  } else {
    if (!size || !/^[1-9][0-9]{0,11}$/.test(size)) throw fail('--size must be the package size in bytes (or give --file)');
    sizeBytes = Number(size);
  }
  if (!notes.en) notes.en = `Version ${version}`;
  return {
    method: 'POST',
    path: appCalls.opsAppReleaseUpload.path,
    body: { reference, platform: platformArg(platform), version, sizeBytes, sha256: typed.toLowerCase(), downloadUrl: url, notes },
    operator,
  };
}

/** The call an `agent-applications …` command stands for (no network). */
export function planAgentApplicationsCommand(argv: string[], env: NodeJS.ProcessEnv): OperatorCall {
  const args = [...argv];
  const operator = takeOperator(args, env, fail);
  const reference = takeOption(args, '--reference', fail) ?? `join-${randomUUID()}`;
  const [what, ...rest] = args;
  if (what === 'list') {
    const status = takeOption(rest, '--status', fail)?.toUpperCase();
    if (rest.length) throw fail(`unexpected arguments: ${rest.join(' ')}`);
    if (status !== undefined && !['PENDING', 'APPROVED', 'REJECTED'].includes(status)) throw fail('--status must be PENDING, APPROVED or REJECTED');
    return { method: 'GET', path: `${joinCalls.opsJoinApplications.path}${status ? `?status=${status}` : ''}`, operator };
  }
  const idPath = (id: string | undefined, call: { path: string }) => {
    if (!id || !/^[1-9][0-9]{0,15}$/.test(id)) throw fail('name the application by its number');
    return call.path.replace(':id', id);
  };
  if (what === 'approve') {
    const upline = takeOption(rest, '--upline', fail);
    const [id, account, ...more] = rest;
    if (more.length) throw fail(`unexpected arguments: ${more.join(' ')}`);
    if (!account || !upline) throw fail('agent-applications approve <id> <account> --upline <agent>');
    return { method: 'POST', path: idPath(id, joinCalls.opsJoinApprove), body: { reference, account, upline }, operator };
  }
  if (what === 'reject') {
    const [id, ...reason] = rest;
    if (!reason.length) throw fail('agent-applications reject <id> <reason…>');
    return { method: 'POST', path: idPath(id, joinCalls.opsJoinReject), body: { reference, reason: reason.join(' ') }, operator };
  }
  throw fail('agent-applications list|approve|reject');
}

function releaseRow(release: OpsAppRelease): string[] {
  return [release.platform, `${release.status === 'ACTIVE' ? '* ' : '  '}${release.version}`, release.status, String(release.sizeBytes), release.sha256, release.releasedAt, release.downloadUrl];
}

export async function runAppReleasesCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = await planAppReleasesCommand(argv, io.env);
  const value = await sendOperatorCall(io, call);
  if (call.method === 'GET') {
    const { releases } = value as { releases: OpsAppRelease[] };
    if (!releases.length) io.out('(no app release)');
    else for (const line of table([['platform', 'version', 'state', 'bytes', 'sha256', 'released at', 'address'], ...releases.map(releaseRow)])) io.out(line);
    return 0;
  }
  const changed = value as AppReleaseChanged;
  if (changed.replayed) io.out(`reference ${String(call.body?.reference)} was used before for this change; nothing changed`);
  io.out(changed.active ? `offered now: ${changed.active.platform} ${changed.active.version} (sha256 ${changed.active.sha256})` : 'no release offered now');
  if (changed.previous) io.out(`before: ${changed.previous.version} (now ${changed.previous.status})`);
  return 0;
}

export async function runAgentApplicationsCommand(argv: string[], io: OperatorIo): Promise<number> {
  const call = planAgentApplicationsCommand(argv, io.env);
  const value = await sendOperatorCall(io, call);
  if (call.method === 'GET') {
    const { list } = value as { list: OpsJoinApplication[] };
    if (!list.length) io.out('(no application)');
    else
      for (const line of table([
        ['no', 'state', 'name', 'contact', 'channel', 'team', 'sent', 'agent', 'remark'],
        ...list.map((a) => [String(a.id), a.status, a.name, a.contact, a.channel, String(a.teamSize), a.createdAt, a.account ?? '', a.remark ?? '']),
      ]))
        io.out(line);
    return 0;
  }
  const decided = value as OpsJoinDecided;
  io.out(`application ${decided.application.id}: ${decided.application.status}${decided.replayed ? ' (already, nothing changed)' : ''}`);
  if (decided.application.account) io.out(`agent account: ${decided.application.account}`);
  if (decided.temporaryPassword) io.out(`one-time password (shown once; the agent must change it at first sign-in): ${decided.temporaryPassword}`);
  return 0;
}
