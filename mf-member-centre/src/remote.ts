import { defineRemote } from '@site/shared';
import { hostApi } from './app/route-declarations';
import { routes } from './app/routes';
import { widgets } from './app/widgets';
import { MEMBER_NAMESPACE, resources } from './i18n/resources';

/** mf-member-centre: the member centre panel and its pages, VIP, points mall, promotions, help, download, join. */
export default defineRemote({
  id: 'member-centre',
  hostApi,
  routes,
  widgets,
  i18n: { namespace: MEMBER_NAMESPACE, resources },
});
