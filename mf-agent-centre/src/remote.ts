import { defineRemote, withScreens } from '@site/shared';
import { hostApi, routeDeclarations } from './app/route-declarations';
import { widgets } from './app/widgets';
import { AGENT_NAMESPACE, resources } from './i18n/resources';

/**
 * mf-agent-centre: the agent centre panel and its pages. The centre has no route paths of its own,
 * so it is reached only through the `agent-centre:open` bus event.
 */
export default defineRemote({
  id: 'agent-centre',
  hostApi,
  routes: withScreens(routeDeclarations, {}),
  widgets,
  i18n: { namespace: AGENT_NAMESPACE, resources },
});
