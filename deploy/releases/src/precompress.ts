import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; source maps are left to on-the-fly compression (rarely fetched). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/i;
const MIN_BYTES = 1024;

/** Files that are derived from others and never part of a build's identity. */
export function isDerivedFile(name: string): boolean {
  return name.endsWith('.br') || name.endsWith('.gz') || name === '.build-stamp';
}

/** Every file under `dir`, as sorted paths relative to it (with '/' separators). */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(relative: string): Promise<void> {
    const entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  }
  await walk('');
  return out.sort();
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of `dir`
 * that lacks them or changed since, so the server sends immutable assets compressed as tightly as
 * possible without spending CPU per request. Returns how many files were compressed.
 */
export async function precompressDir(dir: string, include: (relativePath: string) => boolean = () => true): Promise<number> {
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f) && !isDerivedFile(f) && include(f));
  let count = 0;
  // A few at a time: brotli 11 is CPU-bound and the machine is shared.
  const queue = [...files];
  async function worker(): Promise<void> {
    for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) {
      const file = path.join(dir, rel);
      const stat = await fs.stat(file);
      if (stat.size < MIN_BYTES) continue;
      const br = await fs.stat(`${file}.br`).catch(() => undefined);
      const gz = await fs.stat(`${file}.gz`).catch(() => undefined);
      if (br && gz && br.mtimeMs >= stat.mtimeMs && gz.mtimeMs >= stat.mtimeMs) continue;
      const content = await fs.readFile(file);
      const [brBytes, gzBytes] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: 9 }),
      ]);
      await fs.writeFile(`${file}.br`, brBytes);
      await fs.writeFile(`${file}.gz`, gzBytes);
      count += 1;
    }
  }
  await Promise.all([worker(), worker()]);
  return count;
}
