import { defineRemote } from '@site/shared';

export default defineRemote({
  id: 'games',
  hostApi: '^1.0.0',
  routes: [],
  widgets: { 'home-lanes': () => import('./lanes') as never },
  i18n: { namespace: 'games', resources: {} },
});
