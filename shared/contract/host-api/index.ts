import semverSatisfies from 'semver/functions/satisfies';

/**
 * The version of the contract the shell offers to remotes (what `@site/shared` exports). Bump the
 * minor for additions a remote may use, the major for anything that breaks an existing remote.
 */
export const HOST_API_VERSION = '1.1.0';

/**
 * True when a shell offering `hostVersion` can host a remote built for the semver `range`; a
 * malformed range or version is refused, never thrown.
 *
 * The one compatibility rule. It runs in Node, never on the page: the release refuses a build
 * whose range the shell does not satisfy, and the server leaves an incompatible active version out
 * of the registry it gives the shell, so the shell trusts every remote it is offered.
 */
export function hostApiSatisfies(range: string, hostVersion: string = HOST_API_VERSION): boolean {
  try {
    return semverSatisfies(hostVersion, range);
  } catch {
    return false;
  }
}

