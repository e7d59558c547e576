import path from 'node:path';
import { containerName, REMOTE_IDS, type RouteDeclaration } from '@site/shared';
import type { Registry } from '../app/remotes';

/**
 * The registry the releases of today's remotes would serve: each remote's own route declarations,
 * read as plain data the way its build reads them into routes.json (the shell never imports a
 * remote's code; a test only reads what the registry would carry). So a test of links checks them
 * against the routes the remotes really declare, not against a copy.
 */
export function declaredRegistry(): Registry {
  const root = path.resolve(__dirname, '../../..');
  return Object.fromEntries(
    REMOTE_IDS.map((id) => {
      const file = path.join(root, `mf-${id}`, 'src', 'app', 'route-declarations');
      const { routeDeclarations } = jest.requireActual<{ routeDeclarations: readonly RouteDeclaration[] }>(file);
      return [id, { version: '1.0.0-declared', entry: `/remotes/${containerName(id)}/1.0.0-declared/remoteEntry.js`, routes: [...routeDeclarations] }];
    }),
  );
}
