import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The production server (`deploy/server/src/main.ts`) as a child process on a free port with a
 * fresh data directory: what the end-to-end specs and the benchmark run against.
 */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  operatorToken: string;
  pid: number;
  child: ChildProcess;
  logFile: string;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StartOptions {
  operatorToken?: string;
  /** Copy this data directory's released remotes, so start-up does not release (and compress) them again. */
  seedRemotesFrom?: string;
  /** Start on this data directory (its database already made) instead of a fresh one; the caller removes it. */
  dataDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** A prefix for the temporary directory name. */
  label?: string;
}

async function tail(file: string, lines = 40): Promise<string> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), `${options.label ?? 'site-e2e'}-`));
  const dataDir = options.dataDir ?? path.join(base, 'data');
  await fs.mkdir(dataDir, { recursive: true });
  if (options.seedRemotesFrom) {
    await fs.cp(path.join(options.seedRemotesFrom, 'remotes'), path.join(dataDir, 'remotes'), {
      recursive: true,
      filter: (source) => !source.endsWith('registry.lock'),
    });
  }
  const operatorToken = options.operatorToken ?? 'e2e-operator-token-0123456789abcdef';
  const logFile = path.join(base, 'server.log');
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'deploy/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...options.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPERATOR_TOKEN: operatorToken,
      // The operator-only captcha answer route, so journeys can pass a captcha (off in production).
      PLATFORM_TEST_HOOKS: '1',
      // A fresh embedded database unless the caller names one (the bench on PostgreSQL).
      DATABASE_URL: options.env?.DATABASE_URL ?? '',
      PLATFORM_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.pipe(log);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`server did not start within ${options.timeoutMs ?? 120_000} ms`)), options.timeoutMs ?? 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffer += chunk.toString();
      const match = /site listening on (http:\/\/[^\s]+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening`));
    });
  }).catch(async (error: Error) => {
    child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const output = await tail(logFile);
    await fs.rm(base, { recursive: true, force: true });
    throw new Error(`${error.message}\n--- server output ---\n${output}`);
  });

  const ready = await fetch(`${url}/remotes.json`);
  if (!ready.ok) throw new Error(`server at ${url} answered /remotes.json with HTTP ${ready.status}`);

  return {
    url,
    dataDir,
    operatorToken,
    pid: child.pid!,
    child,
    logFile,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
      if (!keepData) await fs.rm(base, { recursive: true, force: true });
    },
  };
}
