import type { RouteDeclaration } from '@site/shared';

/**
 * The host API versions this remote works with (semver). The build writes it into routes.json; the
 * release refuses the build, and the server never offers it to the shell, when the shell does not satisfy it.
 */
export const hostApi = '^1.1.0';

/**
 * The agent centre has no paths of its own: it opens as a panel through the `agent-centre:open`
 * bus event. The build still writes this (empty) list as routes.json, which every release carries.
 */
export const routeDeclarations: readonly RouteDeclaration<never>[] = [];
