import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which accessibility states the run has already found clean, shared by every worker through files
 * in a directory of the run (E2E_AXE_DIR, made by global set-up): a state checked once without a
 * violation is not checked again. Only clean checks are remembered, so a violation is reported each
 * time its state is checked. Without E2E_AXE_DIR (axe used outside the runner) nothing is remembered.
 * It also keeps the tally the run prints at its end: checks asked for, run, and the time they took.
 */

export const AXE_DIR_VARIABLE = 'E2E_AXE_DIR';

function memoryDir(): string | null {
  const dir = process.env[AXE_DIR_VARIABLE];
  if (!dir) return null;
  mkdirSync(path.join(dir, 'clean'), { recursive: true });
  return dir;
}

function fileOf(dir: string, key: string): string {
  return path.join(dir, 'clean', createHash('sha256').update(key).digest('hex'));
}

export function knownClean(key: string): boolean {
  const dir = memoryDir();
  return dir !== null && existsSync(fileOf(dir, key));
}

export function rememberClean(key: string): void {
  const dir = memoryDir();
  // The key itself as the content, so a puzzled reader can see what was skipped and why.
  if (dir) writeFileSync(fileOf(dir, key), key);
}

/** One check of one theme: run (with its time) or skipped as a repeat. */
export function tally(outcome: 'run' | 'repeat', milliseconds = 0): void {
  const dir = memoryDir();
  // One file per worker process: appends from several processes to one file could interleave.
  if (dir) appendFileSync(path.join(dir, `tally-${process.pid}.log`), `${outcome} ${Math.round(milliseconds)}\n`);
}

/** The run's tally as a line for the end of the run. */
export function tallySummary(dir: string): string {
  let run = 0;
  let repeats = 0;
  let milliseconds = 0;
  for (const file of readdirSync(dir).filter((name) => name.startsWith('tally-'))) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      const [outcome, time] = line.split(' ');
      if (outcome === 'run') {
        run += 1;
        milliseconds += Number(time);
      } else if (outcome === 'repeat') {
        repeats += 1;
      }
    }
  }
  return `axe: ${run + repeats} checks asked for (one per theme), ${run} run in ${(milliseconds / 1000).toFixed(1)} s, ${repeats} skipped as repeats of a clean state`;
}
