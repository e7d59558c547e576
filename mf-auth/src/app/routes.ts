import { withScreens, type LazyComponent } from '@site/shared';
import { routeDeclarations, type AuthScreen } from './route-declarations';

// Screens load lazily: the descriptor is on every page's critical path, so it stays tiny.
const screens: Record<AuthScreen, LazyComponent> = {
  login: () => import('../features/login/components/login-screen'),
  register: () => import('../features/register/components/register-screen'),
  'forgot-password': () => import('../features/forgot-password/components/forgot-password-screen'),
  'change-password': () => import('../features/change-password/components/change-password-screen'),
  'agent-login': () => import('../features/agent-login/components/agent-login-screen'),
};

/** The declared routes with their screens (the declarations live in route-declarations.ts). */
export const routes = withScreens(routeDeclarations, screens);
