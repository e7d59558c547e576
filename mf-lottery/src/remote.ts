import { defineRemote } from '@site/shared';
import { hostApi } from './app/route-declarations';
import { routes } from './app/routes';
import { LOTTERY_NAMESPACE, resources } from './i18n/resources';

/** mf-lottery: /lottery, /vnlottery, the draw refresh timer and lottery favourites. */
export default defineRemote({
  id: 'lottery',
  hostApi,
  routes,
  i18n: { namespace: LOTTERY_NAMESPACE, resources },
});
