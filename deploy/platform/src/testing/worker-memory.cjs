// Test support: loaded by Node's own module loader (see outside-jest-sandbox.ts), not jest's
// registry that starts empty for every test file, so what it keeps lasts for the whole jest worker.
const { readFileSync } = require('node:fs');

/**
 * A Blob whose bytes are the kept file's, handed out as they are. Node's own Blob copies its bytes
 * twice (when made and when read back), which for a 60 MB database template was a quarter of a
 * second of every test file; the one reader (PGlite, unpacking the template) only reads them.
 */
class KeptBlob extends Blob {
  #bytes;

  constructor(bytes) {
    super([]);
    this.#bytes = bytes;
  }

  get size() {
    return this.#bytes.byteLength;
  }

  arrayBuffer() {
    return Promise.resolve(this.#bytes);
  }
}

const files = new Map();

/** A file that does not change during the run (a database template) as a Blob, read once per worker. */
exports.blobOf = (file) => {
  let bytes = files.get(file);
  if (!bytes) {
    const read = readFileSync(file);
    // An ArrayBuffer of exactly the file: readFileSync may hand back a slice of a larger pool.
    bytes = read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength);
    files.set(file, bytes);
  }
  return new KeptBlob(bytes);
};
