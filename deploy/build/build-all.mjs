#!/usr/bin/env node
// `npm run build`: production builds of the shell, the five remotes and the demo game provider's
// client, at most two at a time (the machine is small and webpack is CPU-bound). Incremental: a
// package whose inputs hash to the value in its dist/.build-stamp is skipped. Usage:
//   node deploy/build/build-all.mjs [--force] [package …]     e.g. `… mf-games shell` or `… games`
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
// The remote list is declared once, in shared/contract/remote-packages.json (id → package folder).
const PACKAGES = ['shell', ...Object.values(require('../../shared/contract/remote-packages.json'))];
/**
 * Builds that are not federation packages: their folder (source and webpack.config.js), their
 * output folder and the files a complete build leaves there. They bundle nothing from shared/.
 */
const EXTRA_TARGETS = {
  'provider-client': {
    dir: 'deploy/demo-vendor/src/client',
    dist: 'deploy/demo-vendor/dist/client',
    files: ['play.html', 'client.js', 'client.css'],
  },
};
/**
 * Built only when named (`npm run bench` names it), never by a plain `npm run build`: the shell and
 * the five remotes as one application without federation, which the bench measures beside them.
 */
const ON_DEMAND_TARGETS = {
  monolith: { dir: 'deploy/monolith', dist: 'deploy/monolith/dist', files: ['index.html', 'main.js', 'routes.json'], bundlesPackages: true },
};
Object.assign(EXTRA_TARGETS, ON_DEMAND_TARGETS);
const TARGETS = [...PACKAGES, ...Object.keys(EXTRA_TARGETS)];
const DEFAULT_TARGETS = TARGETS.filter((target) => !(target in ON_DEMAND_TARGETS));
const PARALLEL = 2;
/** Bump when the way packages are built changes, so every stamp is invalidated. */
const RECIPE = 'webpack --mode production #3';
const STAMP = '.build-stamp';

const WEBPACK_CLI = path.join(path.dirname(require.resolve('webpack-cli/package.json')), 'bin', 'cli.js');

/** Sorted files under `dir` (relative to ROOT), skipping tests, which are never bundled. */
async function filesUnder(dir) {
  const out = [];
  async function walk(current) {
    let entries;
    try {
      entries = await fs.readdir(current, { withFileTypes: true });
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules' || entry.name === '__snapshots__') continue;
        await walk(full);
      } else if (entry.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(entry.name)) {
        out.push(path.relative(ROOT, full));
      }
    }
  }
  await walk(dir);
  return out;
}

/** What a build of `pkg` reads from shared/ and the package's own folder. */
async function packageInputs(pkg) {
  return [
    ...(await filesUnder(path.join(ROOT, pkg, 'src'))),
    `${pkg}/package.json`,
    `${pkg}/webpack.config.js`,
    ...(await filesUnder(path.join(ROOT, 'shared', 'src'))),
    // The contract entry is bundled too ('@site/shared' re-exports it).
    ...(await filesUnder(path.join(ROOT, 'shared', 'contract'))),
    // The centres' page kit ('@site/shared/centre-kit') is bundled by the packages that use it.
    ...(await filesUnder(path.join(ROOT, 'shared', 'centre-kit'))),
    ...(await filesUnder(path.join(ROOT, 'shared', 'build'))),
    'shared/package.json',
    'package-lock.json',
  ];
}

/** The hash of everything a package's production build depends on. */
async function inputsHash(pkg) {
  const extra = EXTRA_TARGETS[pkg];
  const own = extra ? [...(await filesUnder(path.join(ROOT, extra.dir))).filter((file) => !file.startsWith(`${extra.dist}/`)), 'package-lock.json'] : await packageInputs(pkg);
  // A build of every package together reads every package's inputs.
  const bundled = extra?.bundlesPackages ? (await Promise.all(PACKAGES.map(packageInputs))).flat() : [];
  const files = [...new Set([...own, ...bundled])].sort();
  const hash = createHash('sha256').update(RECIPE).update('\0');
  for (const file of files) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    try {
      hash.update(await fs.readFile(path.join(ROOT, file)));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      hash.update('<missing>');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** What a complete build leaves behind; webpack can exit 0 having written nothing useful. */
function buildLooksComplete(pkg) {
  const extra = EXTRA_TARGETS[pkg];
  if (extra) return extra.files.every((file) => existsSync(path.join(ROOT, extra.dist, file)));
  const dist = path.join(ROOT, pkg, 'dist');
  // routes.json: the package's route declarations, which the release and the server read.
  const routes = existsSync(path.join(dist, 'routes.json'));
  return pkg === 'shell'
    ? routes && existsSync(path.join(dist, 'index.html')) && existsSync(path.join(dist, 'main.js'))
    : routes && existsSync(path.join(dist, 'remoteEntry.js')) && existsSync(path.join(dist, 'mf-manifest.json'));
}

function runWebpack(pkg) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [WEBPACK_CLI, '--mode', 'production'], {
      cwd: path.join(ROOT, EXTRA_TARGETS[pkg]?.dir ?? pkg),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function parseArgs(argv) {
  let force = false;
  const names = [];
  for (const arg of argv) {
    if (arg === '--force' || arg === '-f') force = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(`usage: node deploy/build/build-all.mjs [--force] [package …]\npackages: ${TARGETS.join(', ')} (${Object.keys(ON_DEMAND_TARGETS).join(', ')} only when named)`);
      process.exit(0);
    } else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else {
      const name = TARGETS.includes(arg) ? arg : TARGETS.find((p) => p === `mf-${arg}`);
      if (!name) throw new Error(`unknown package "${arg}"; one of ${TARGETS.join(', ')}`);
      if (!names.includes(name)) names.push(name);
    }
  }
  return { force, packages: names.length ? TARGETS.filter((p) => names.includes(p)) : DEFAULT_TARGETS };
}

async function buildOne(pkg, force) {
  const started = Date.now();
  const hash = await inputsHash(pkg);
  const stampFile = path.join(ROOT, EXTRA_TARGETS[pkg]?.dist ?? path.join(pkg, 'dist'), STAMP);
  if (!force && buildLooksComplete(pkg)) {
    const stamp = await fs.readFile(stampFile, 'utf8').catch(() => '');
    if (stamp.trim() === hash) {
      console.log(`  ${pkg.padEnd(18)} up to date (checked in ${seconds(Date.now() - started)})`);
      return true;
    }
  }
  // A failed build must never look up to date.
  await fs.rm(stampFile, { force: true });
  const { code, output } = await runWebpack(pkg);
  const elapsed = seconds(Date.now() - started);
  if (code !== 0 || !buildLooksComplete(pkg)) {
    console.error(`✗ ${pkg.padEnd(18)} FAILED after ${elapsed}${code === 0 ? ' (webpack wrote no complete build)' : ''}`);
    console.error(output.trim().split('\n').map((line) => `    ${line}`).join('\n'));
    return false;
  }
  await fs.writeFile(stampFile, `${hash}\n`);
  const warnings = /WARNING/.test(output) ? ' (with warnings)' : '';
  console.log(`✓ ${pkg.padEnd(18)} built in ${elapsed}${warnings}`);
  return true;
}

async function main() {
  const { force, packages } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  console.log(`building ${packages.join(', ')}${force ? ' (forced)' : ''}, ${PARALLEL} at a time`);
  const queue = [...packages];
  const failed = [];
  async function worker() {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      if (!(await buildOne(pkg, force))) failed.push(pkg);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, packages.length) }, worker));
  if (failed.length) {
    console.error(`build failed: ${failed.join(', ')} (${seconds(Date.now() - started)})`);
    process.exit(1);
  }
  console.log(`build done in ${seconds(Date.now() - started)}`);
}

main().catch((error) => {
  console.error(`build: ${error.message}`);
  process.exit(1);
});
