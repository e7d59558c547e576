// Adds the lockfile entries npm leaves out when the registry it talks to does not serve other
// platforms' native binaries (the registry mirror of this project's machines answers 404 for
// @swc/core-darwin-arm64 and the like). npm then writes a lockfile without them, and `npm ci`
// refuses it ("Missing: @swc/core-darwin-arm64@ from lock file"). Each added entry carries the
// package's os/cpu/libc, so npm skips it on any other platform without fetching anything.
//
// Runs as the root `postinstall`, so every `npm install` leaves a lockfile `npm ci` accepts; it
// changes nothing when the lockfile is complete. Usage: node deploy/build/complete-lockfile.mjs [lockfile]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lockPath = path.resolve(process.argv[2] ?? path.join(root, 'package-lock.json'));

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** Platform fields from a binary package's name, e.g. `core-linux-arm64-musl` → linux/arm64/musl. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((candidate) => parts.includes(candidate)) ?? (parts.includes('win') ? 'win32' : undefined);
  const cpu = CPU.find((candidate) => parts.includes(candidate)) ?? (parts.includes('arm') ? 'arm' : undefined);
  if (!cpu) return undefined;
  const fields = { cpu: [cpu] };
  if (os) fields.os = [os];
  if (parts.includes('musl')) fields.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) fields.libc = ['glibc'];
  return fields;
}

/** The lowest version a simple range allows ('1.2.3', '^1.2.3', '~1.2.3', '>=1.2.3'). */
function versionOf(range) {
  const match = /(\d+\.\d+\.\d+(?:-[\w.]+)?)/.exec(range);
  return match ? match[1] : undefined;
}

export function completeLockfile(lock) {
  const packages = lock.packages ?? {};
  const added = [];
  for (const [location, meta] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (packages[nested] || packages[hoisted]) continue;
      const platform = platformOf(name);
      const version = versionOf(range);
      // Only platform binaries are filled in; anything else missing is a real problem for npm to report.
      if (!platform || !version) continue;
      packages[hoisted] = { version, ...(meta.dev ? { dev: true } : {}), optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let text;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch {
    process.exit(0);
  }
  const lock = JSON.parse(text);
  const added = completeLockfile(lock);
  if (added.length > 0) {
    writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
    console.info(`complete-lockfile: added ${added.length} platform binary entries npm could not resolve here`);
  }
}
