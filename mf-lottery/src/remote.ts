import { defineRemote } from '@site/shared';
import { routes } from './app/routes';
import { LOTTERY_NAMESPACE, resources } from './i18n/resources';

/** mf-lottery: /lottery, /vnlottery, the draw refresh timer and lottery favourites. */
export default defineRemote({
  id: 'lottery',
  hostApi: '^1.0.0',
  routes,
  i18n: { namespace: LOTTERY_NAMESPACE, resources },
});
