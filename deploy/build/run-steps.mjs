#!/usr/bin/env node
// Runs npm scripts one after another, stops at the first that fails (exiting with its code), and
// ends with a table of each step's time and result, on failure too. `npm test` runs its steps
// through it; each step stays an npm script of its own that runs alone just the same.
//   node deploy/build/run-steps.mjs typecheck lint test:unit build test:e2e
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('run-steps: name the npm scripts to run, in order');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script with the terminal's input and output; resolves with its exit code. */
function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`run-steps: could not start npm run ${name}: ${error.message}`);
      resolve(1);
    });
    // Killed by a signal: 128 + its number, as a shell reports it.
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
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
for (const step of steps) {
  if (exitCode !== 0 || interrupted) {
    rows.push({ step, seconds: '-', result: 'not run' });
    continue;
  }
  const stepStarted = Date.now();
  const code = await runScript(step);
  rows.push({ step, seconds: ((Date.now() - stepStarted) / 1000).toFixed(1), result: code === 0 ? 'passed' : `failed (exit ${code})` });
  exitCode = code;
}
if (exitCode === 0 && interrupted) exitCode = 128 + constants.signals.SIGINT;
rows.push({ step: 'total', seconds: ((Date.now() - started) / 1000).toFixed(1), result: exitCode === 0 ? 'passed' : interrupted ? 'interrupted' : 'failed' });

console.info(`\n${table(rows)}`);
process.exit(exitCode);
