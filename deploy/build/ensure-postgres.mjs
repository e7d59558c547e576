#!/usr/bin/env node
// The platform's tests also run on a real PostgreSQL: a throw-away cluster the test set-up starts
// with Debian's server binaries (/usr/lib/postgresql/<version>/bin). Installs the `postgresql`
// package with apt when they are missing (as root); fails clearly otherwise. Prints the folder of
// the binaries as its last line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = '/usr/lib/postgresql';

function fail(message) {
  console.error(`ensure-postgres: ${message}`);
  process.exit(1);
}

/** The newest installed server's bin folder holding initdb and pg_ctl, or null. */
export function findPostgresBin() {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((name) => /^[0-9]+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(ROOT, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function main() {
  let bin = findPostgresBin();
  if (!bin) {
    if (typeof process.getuid === 'function' && process.getuid() !== 0) {
      fail(`no PostgreSQL server under ${ROOT} and this is not root. Install it with: sudo apt-get update && sudo apt-get install -y postgresql`);
    }
    console.error(`ensure-postgres: no PostgreSQL server under ${ROOT}; installing it with apt-get`);
    const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y --no-install-recommends postgresql'], {
      // apt's output goes to stderr: stdout carries only the answer.
      stdio: ['ignore', 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.error) fail(`could not run apt-get: ${result.error.message}`);
    if (result.status !== 0) fail(`apt-get install postgresql failed (exit ${result.status}); install Debian's postgresql package by hand`);
    bin = findPostgresBin();
    if (!bin) fail(`apt-get finished but there is still no initdb under ${ROOT}`);
    console.error(`ensure-postgres: installed PostgreSQL in ${bin}`);
  }
  console.log(bin);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
