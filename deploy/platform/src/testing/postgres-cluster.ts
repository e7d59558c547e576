/**
 * Test support: a throw-away PostgreSQL cluster for one test run. Debian's server binaries
 * (installed by deploy/build/ensure-postgres.mjs when missing) create it in a new folder under the
 * system temp directory; it listens on loopback only, on a free port, trusts local connections,
 * skips fsync (nothing in it outlives the run) and is deleted when stopped. PostgreSQL refuses to
 * run as root, so under root the server runs as the `postgres` user (or `nobody`).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './platform-process';

export interface TestCluster {
  /** Connection string of the cluster's `postgres` database as its superuser `postgres`. */
  url: string;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
  /**
   * Stops the server as an operator's restart does (`-m fast`: open sessions are ended), runs
   * `whileDown`, and starts it again on the same port and folder. The calls do not block the event
   * loop, so a test's own traffic keeps going meanwhile.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
}

const ENSURE_SCRIPT = path.resolve(__dirname, '../../../build/ensure-postgres.mjs');

function postgresBin(): string {
  const output = execFileSync(process.execPath, [ENSURE_SCRIPT], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const bin = output.trim().split('\n').pop();
  if (!bin) throw new Error('ensure-postgres printed no folder');
  return bin;
}

/** The account the server runs as: ours, unless we are root. */
function serverUser(): { name: string; uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (result.status === 0) {
      const uid = Number(result.stdout.trim());
      const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
      return { name, uid, gid };
    }
  }
  throw new Error('running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as');
}

function run(user: { name: string } | null, command: string, args: string[]): void {
  const [file, argv] = user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
}

/** `run` without blocking the event loop. */
function runAsync(user: { name: string } | null, command: string, args: string[]): Promise<void> {
  const [file, argv] = user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    execFile(file, argv, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(command)} failed: ${stderr || stdout || error.message}`));
      else resolve();
    });
  });
}

export async function startTestCluster(): Promise<TestCluster> {
  const bin = postgresBin();
  const user = serverUser();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-test-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (user) await fs.chown(dir, user.uid, user.gid);
  const pgCtl = path.join(bin, 'pg_ctl');
  try {
    run(user, path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    let port = 0;
    const startArgs = () => {
      const options = [
        `-c port=${port}`,
        '-c listen_addresses=127.0.0.1',
        `-c unix_socket_directories=${dir}`,
        '-c fsync=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      return ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options, 'start'];
    };
    // Another process may take the free port before the server binds it: try again on a new one.
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        run(user, pgCtl, startArgs());
        break;
      } catch (error) {
        if (attempt >= 3) throw new Error(`${(error as Error).message}\n${await fs.readFile(logFile, 'utf8').catch(() => '')}`);
      }
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => {
        try {
          run(user, pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } finally {
          await fs.rm(dir, { recursive: true, force: true });
        }
      },
      restart: async (whileDown) => {
        await runAsync(user, pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
        try {
          await whileDown?.();
        } finally {
          await runAsync(user, pgCtl, startArgs());
        }
      },
    };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}
