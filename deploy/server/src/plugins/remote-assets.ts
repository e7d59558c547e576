import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isRemoteId, isValidVersion, versionDir } from '../../../releases/src/paths';
import type { ReleaseStore } from '../../../releases/src/store';
import { isConnectionFailure } from '../../../platform/src/db/database-error';
import { databaseUnavailableReply } from '../../../platform/src/http/error-handler';
import { databaseAwayReply } from '../site-error-handler';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).header('cache-control', 'no-store').send({ success: false, value: null, errorCode: 'NOT_FOUND', message: `${what} not found` });
}

export interface RemoteAssetsOptions {
  store: ReleaseStore;
}

/**
 * A released remote version's files at `/remotes/<id>/<version>/…`, pre-compressed, from the data
 * directory (fetched there first when the store keeps versions in the database, so any server
 * serves any released version). A version never changes, so its files are cached forever (by a CDN
 * in front too); unknown ids or versions are 404s. Encapsulated: its static-file setup serves
 * nothing else.
 */
export const remoteAssetsPlugin: FastifyPluginAsync<RemoteAssetsOptions> = async (app, { store }) => {
  const { dataDir } = store;
  await app.register(fastifyStatic, {
    root: dataDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (res) => {
      res.setHeader('cache-control', IMMUTABLE);
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  const present = new Set<string>();
  app.get<{ Params: { id: string; version: string; '*': string } }>('/remotes/:id/:version/*', async (request, reply) => {
    const { id, version } = request.params;
    const file = request.params['*'];
    if (!isRemoteId(id) || !isValidVersion(version) || !file) return notFound(reply, `remote ${id} ${version}`);
    const dir = versionDir(dataDir, id, version);
    if (!present.has(dir)) {
      let known: boolean;
      try {
        known = await store.ensureLocal(id, version);
      } catch (error) {
        // The database that keeps the version cannot be reached: the browser may try again, a
        // cache in front must not keep the answer, and the visitor is not told why.
        if (isConnectionFailure(error)) return databaseAwayReply(request, reply, error);
        request.log.error({ err: error, id, version }, 'a remote version could not be fetched from the release store');
        return databaseUnavailableReply(reply.header('cache-control', 'no-store'));
      }
      if (!known) return notFound(reply, `remote ${id} version ${version}`);
      present.add(dir);
    }
    return reply.sendFile(file, dir);
  });
};
