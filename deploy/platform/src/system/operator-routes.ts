import { systemEndpoints as calls } from '@site/shared/contract/site';
import type { EndpointRoute } from '../http/endpoint-routes';
import type { SystemRepository } from './system-repository';

/** /ops/system: the operator's switches (maintenance, region restriction, white label, require login). */
export function registerOperatorRoutes(route: EndpointRoute, store: SystemRepository): void {
  route(calls.opsSettings, () => store.operatorSettings());

  route(
    calls.opsUpdateSettings,
    async (request) => {
      const settings = await store.updateSettings(request.body);
      // What changed, never who or with which token.
      request.log.info({ changed: Object.keys(request.body) }, 'platform: operator settings changed');
      return settings;
    },
    { bodyLimit: 16 * 1024 },
  );
}
