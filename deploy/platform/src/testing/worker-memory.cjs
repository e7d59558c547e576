// Test support: loaded by Node's own module loader (see outside-jest-sandbox.ts), not jest's
// registry that starts empty for every test file, so what it keeps lasts for the whole jest worker.
const { readFileSync } = require('node:fs');

const files = new Map();

/** A file that does not change during the run (a database template) as a Blob, read once per worker. */
exports.blobOf = (file) => {
  let bytes = files.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    files.set(file, bytes);
  }
  return new Blob([bytes]);
};
