#!/usr/bin/env node
// Runs npm scripts one after another, stops at the first that fails (exiting with its code), and
// ends with a table of each step's time and result, on failure too. `npm test` runs its steps
// through it; each step stays an npm script of its own that runs alone just the same. Scripts joined
// by commas run at the same time (single-threaded checks beside the multi-threaded build keep both
// cores busy; the unit tests beside the end-to-end tests fill the time a browser journey waits for
// a page or a draw); each one's output is held and printed whole when it ends, so it reads as if
// alone.
//   node deploy/build/run-steps.mjs typecheck,lint,build test:unit,test:e2e
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('run-steps: name the npm scripts to run, in order');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs one npm script; resolves with its exit code. With `held`, its output (both streams, in the
 * order written) is kept and printed in one piece when it ends; otherwise it has the terminal.
 */
function runScript(name, { held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => {
      if (held) process.stdout.write(Buffer.concat(chunks));
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`run-steps: could not start npm run ${name}: ${error.message}`);
      done(1);
    });
    // Killed by a signal: 128 + its number, as a shell reports it. 'close': the held output is all read.
    child.on('close', (code, signal) => done(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

/** Runs the scripts of one step at once; resolves with a row per script. */
async function runGroup(names) {
  const held = names.length > 1;
  return Promise.all(
    names.map(async (step) => {
      const stepStarted = Date.now();
      const code = await runScript(step, { held });
      return { step, code, seconds: ((Date.now() - stepStarted) / 1000).toFixed(1) };
    }),
  );
}

// Ctrl-C reaches the running step too (same process group): wait for it to stop, then print the table.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
  });
}

function table(rows) {
  const header = ['step', 'seconds', 'result'];
  const cells = rows.map((row) => [row.step, row.seconds, row.result]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i].length)));
  const line = (cell) => cell.map((value, i) => (i === 1 ? value.padStart(widths[i]) : value.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

const rows = [];
const started = Date.now();
let exitCode = 0;
for (const group of steps.map((step) => step.split(',').filter(Boolean))) {
  if (exitCode !== 0 || interrupted) {
    for (const step of group) rows.push({ step, seconds: '-', result: 'not run' });
    continue;
  }
  for (const { step, code, seconds } of await runGroup(group)) {
    rows.push({ step, seconds, result: code === 0 ? 'passed' : `failed (exit ${code})` });
    if (exitCode === 0) exitCode = code;
  }
}
if (exitCode === 0 && interrupted) exitCode = 128 + constants.signals.SIGINT;
rows.push({ step: 'total', seconds: ((Date.now() - started) / 1000).toFixed(1), result: exitCode === 0 ? 'passed' : interrupted ? 'interrupted' : 'failed' });

console.info(`\n${table(rows)}`);
process.exit(exitCode);
