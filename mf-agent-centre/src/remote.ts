import { defineRemote } from '@site/shared';
import { widgets } from './app/widgets';
import { AGENT_NAMESPACE, resources } from './i18n/resources';

/**
 * mf-agent-centre: the agent centre panel and its pages. The spec gives the centre no route paths,
 * so it is reached only through the `agent-centre:open` bus event.
 */
export default defineRemote({
  id: 'agent-centre',
  hostApi: '^1.0.0',
  routes: [],
  widgets,
  i18n: { namespace: AGENT_NAMESPACE, resources },
});
