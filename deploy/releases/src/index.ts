/** Release tooling used by the CLI, the server (initial releases, the registry) and the e2e specs. */
export * from './paths';
export * from './registry';
export * from './release';
export { precompressDir } from './precompress';
