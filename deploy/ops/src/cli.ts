import { promises as fs } from 'node:fs';
import path from 'node:path';
import { dataDirFromEnv, parseRemoteId, REMOTE_IDS, REMOTE_PACKAGES, type RemoteId } from './paths';
import { RegistryError } from './registry';
import { list, release, ReleaseError, rollback } from './release';

/**
 * Operator command line (root package.json scripts):
 *   npm run release  -- <remote> [--from <dir>]
 *   npm run rollback -- <remote>
 *   npm run remotes
 *   npm run ops -- status normal|maintenance [--until ISO]|region-block [ip…]
 *   npm run ops -- whitelabel <MODID> on|off
 *   npm run ops -- require-login on|off
 * Releases work on the data directory directly (the running server picks them up on the next page
 * load); the status switches call the running server's operator endpoint.
 */

const USAGE = `usage:
  npm run release  -- <remote> [--from <dir>]   copy the remote's build into a new version and activate it
  npm run rollback -- <remote>                  re-activate the version that was active before
  npm run remotes                               list every remote's versions (* = active)
  npm run ops -- status normal                  clear maintenance and region blocking
  npm run ops -- status maintenance [--until <ISO time>]
  npm run ops -- status region-block [<ip> …]   block these visitor IPs (none given: keep the current list)
  npm run ops -- whitelabel <MODID> on|off      switch a white-label module (e.g. DIRECTREG3)
  npm run ops -- require-login on|off           send logged-out visitors to /login

remotes: ${REMOTE_IDS.map((id) => `${id} (${REMOTE_PACKAGES[id]})`).join(', ')}
environment: DATA_DIR (default ./.data), SITE_URL (default http://127.0.0.1:8080),
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

async function callOps(io: CliIo, body: Record<string, unknown>): Promise<void> {
  const site = (io.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const token = await operatorToken(io);
  let response: Response;
  try {
    response = await io.fetch(`${site}/ops/system`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
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
    throw new Error(`PUT ${site}/ops/system failed: HTTP ${response.status} ${reason}${hint}`);
  }
  io.out(JSON.stringify(envelope?.value ?? payload, null, 2));
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
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
        const result = await release(dataDir, id, from ? { from } : {});
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
        const result = await rollback(dataDir, remoteArg(args[0]));
        io.out(`${result.id}: rolled back from ${result.from} to ${result.version}; live on the next page load`);
        return 0;
      }
      case 'list':
      case 'remotes': {
        const rows = [['remote', 'version', 'released at', '']];
        for (const remote of await list(dataDir)) {
          if (!remote.versions.length) rows.push([remote.id, '(none released)', '', '']);
          for (const v of remote.versions) {
            rows.push([remote.id, `${v.active ? '* ' : '  '}${v.version}`, v.releasedAt, v.present ? '' : '(folder missing)']);
          }
        }
        for (const line of table(rows)) io.out(line);
        io.out(`data directory: ${dataDir}`);
        return 0;
      }
      case 'status':
      case 'whitelabel':
      case 'require-login':
        await callOps(io, opsBody([command, ...args]));
        return 0;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
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
