import { defineRemote } from '@site/shared';
import { hostApi } from './app/route-declarations';
import { routes } from './app/routes';
import { widgets } from './app/widgets';
import { GAMES_NAMESPACE, lazyResources } from './i18n/resources';

/** mf-games: category lobbies, electronic-game lists, game-launch pages and the home page's lanes. */
export default defineRemote({
  id: 'games',
  hostApi,
  routes,
  widgets,
  i18n: { namespace: GAMES_NAMESPACE, resources: lazyResources },
});
