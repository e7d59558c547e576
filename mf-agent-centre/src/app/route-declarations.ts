import type { RouteDeclaration } from '@site/shared';

/**
 * The agent centre has no paths of its own: it opens as a panel through the `agent-centre:open`
 * bus event. The build still writes this (empty) list as routes.json, which every release carries.
 */
export const routeDeclarations: readonly RouteDeclaration<never>[] = [];
