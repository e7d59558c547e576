/**
 * The release registry: which version of each remote is live, releasing and rolling back, the route
 * declarations builds carry and precompression. The site server reads it at run time (initial
 * releases, the registry on every page load), the ops CLI changes it, the e2e specs drive it.
 */
export * from './paths';
export * from './registry';
export * from './release';
export { precompressDir } from './precompress';
export * from './route-declarations';
export { FileReleaseStore, openReleaseStore, type ReleaseStore } from './store';
