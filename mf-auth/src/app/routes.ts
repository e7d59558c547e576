import type { RemoteRoute } from '@site/shared';

// Screens load lazily: the descriptor is on every page's critical path (DESIGN.md §6).
const login = () => import('../features/login/components/login-screen');
const register = () => import('../features/register/components/register-screen');

/** Spec §2 route table: /login keeps only the header; registration has the full chrome and its banner group. */
export const routes: RemoteRoute[] = [
  { path: '/login', screen: login, chrome: 'header-only' },
  { path: '/register', screen: register, chrome: 'full', banner: true },
  { path: '/register.html', screen: register, chrome: 'full', banner: true },
  { path: '/forget', screen: () => import('../features/forgot-password/components/forgot-password-screen'), chrome: 'full' },
  { path: '/changePassword', screen: () => import('../features/change-password/components/change-password-screen'), chrome: 'full' },
  { path: '/agentHome', screen: () => import('../features/agent-login/components/agent-login-screen'), chrome: 'full' },
];
