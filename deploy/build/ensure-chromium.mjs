#!/usr/bin/env node
// The end-to-end tests and the benchmark run in Debian's Chromium (/usr/bin/chromium), not in a
// browser Playwright downloads. Installs it with apt when it is missing (as root); fails clearly otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  fail(`${CHROMIUM} is missing and this is not root. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
}

console.info(`ensure-chromium: ${CHROMIUM} is missing; installing it with apt-get`);
const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y --no-install-recommends chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (result.error) fail(`could not run apt-get: ${result.error.message}`);
if (result.status !== 0) fail(`apt-get install chromium failed (exit ${result.status}); install Debian's chromium package by hand`);
if (!existsSync(CHROMIUM)) fail(`apt-get finished but ${CHROMIUM} is still missing`);
console.info(`ensure-chromium: installed ${CHROMIUM}`);
