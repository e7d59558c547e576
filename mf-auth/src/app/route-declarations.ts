import type { RouteDeclaration } from '@site/shared';

/**
 * This remote's routes as plain data (no screen code, no React): the build writes them as
 * routes.json into the release, and the shell and the site server learn the route table from the
 * registry. /login keeps only the header; registration has the full chrome and its banner group.
 */
export type AuthScreen = 'login' | 'register' | 'forgot-password' | 'change-password' | 'agent-login';

/**
 * The host API versions this remote works with (semver). The build writes it into routes.json; the
 * release refuses the build, and the server never offers it to the shell, when the shell does not satisfy it.
 */
export const hostApi = '^1.1.0';

export const routeDeclarations: readonly RouteDeclaration<AuthScreen>[] = [
  { path: '/login', screenId: 'login', chrome: 'header-only', title: 'page.login' },
  { path: '/register', screenId: 'register', chrome: 'full', bannerGroup: 'w_reg', title: 'page.register' },
  { path: '/register.html', screenId: 'register', chrome: 'full', bannerGroup: 'w_reg', title: 'page.register' },
  { path: '/forget', screenId: 'forgot-password', chrome: 'full', title: 'page.forget' },
  { path: '/changePassword', screenId: 'change-password', chrome: 'full', title: 'page.change_password' },
  { path: '/agentHome', screenId: 'agent-login', chrome: 'full', title: 'page.agent_home' },
];
