/**
 * Test support. Two dependencies cannot run inside jest's module sandbox on Node 20: PGlite's WASM
 * loader calls dynamic import() (refused without --experimental-vm-modules) and light-my-request
 * (Fastify's `inject`) requires the ESM-only `cookie` 2. Here they are loaded by Node's own module
 * loader instead and handed to jest's registry: the real modules, not mocks. Call before the
 * first `connectDatabase` or `inject` of a test file.
 */
import Module from 'node:module';

const nodeModule = Module as unknown as { _load(request: string, parent: unknown, isMain: boolean): unknown };

const NATIVE_MODULES = ['@electric-sql/pglite', 'light-my-request'];

export function loadNativeModulesOutsideSandbox(): void {
  for (const name of NATIVE_MODULES) {
    const resolved = require.resolve(name);
    jest.doMock(name, () => nodeModule._load(resolved, null, false));
  }
}

/**
 * A file that stays the same for the whole run (a database template tarball) as a Blob, read once
 * per jest worker instead of once per test file, and handed to PGlite without copying: reading and
 * copying the seeded template's 60 MB was about a quarter of opening a test database (600-770 ms of
 * CPU per open with a Blob of the file, 470-530 without).
 */
export function blobReadOncePerWorker(file: string): Blob {
  const memory = nodeModule._load(require.resolve('./worker-memory.cjs'), null, false) as { blobOf(file: string): Blob };
  return memory.blobOf(file);
}
