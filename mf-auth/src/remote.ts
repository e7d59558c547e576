import { defineRemote } from '@site/shared';
import { hostApi } from './app/route-declarations';
import { routes } from './app/routes';
import { widgets } from './app/widgets';
import { AUTH_NAMESPACE, resources } from './i18n/resources';

/** mf-auth: login, registration, password recovery and change, agent login, and their modals. */
export default defineRemote({
  id: 'auth',
  hostApi,
  routes,
  widgets,
  i18n: { namespace: AUTH_NAMESPACE, resources },
});
