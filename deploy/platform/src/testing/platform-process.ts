/**
 * Test support: the platform as a real process (`deploy/platform/src/main.ts`), for the tests that
 * must kill or restart it, or start two at once. It runs in one Node process (tsx as a loader, not its
 * CLI, which would put a second process between a signal and the platform) on a free loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const MAIN = path.resolve(__dirname, '../main.ts');

export interface PlatformProcess {
  child: ChildProcess;
  base: string;
  /** All the process wrote so far (stdout and stderr): a test checks its log for what must not be there. */
  output: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the platform with only `env` beside the basics (no variable of the test's own environment
 * leaks in), then waits until `answers(base)` is true; a process that exits or does not answer within
 * `withinMs` fails the start with its output.
 */
export async function startPlatformProcess(
  env: Record<string, string>,
  answers: (base: string) => Promise<boolean>,
  withinMs: number,
): Promise<PlatformProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: path.resolve(__dirname, '../../../..'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const platform = { child, base: `http://127.0.0.1:${port}`, output: () => output };
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode}):\n${output}`);
    if (await answers(platform.base).catch(() => false)) return platform;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the platform did not answer within ${withinMs / 1000} s:\n${output}`);
}

/** Sends `signal` and waits for the process to end; nothing when it has ended already. */
export async function stopPlatformProcess(platform: PlatformProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!platform || platform.child.exitCode !== null || platform.child.signalCode !== null) return;
  const exited = new Promise((resolve) => platform.child.once('exit', resolve));
  platform.child.kill(signal);
  await exited;
}
