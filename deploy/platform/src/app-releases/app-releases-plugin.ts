import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_ICON_SIZES, APP_MANIFEST_PATH, appIconPath, appReleaseEndpoints as calls } from '@site/shared/contract/site/app-releases';
import { linkOrigin } from '../accounts/context';
import { accountOf } from '../accounts/session-auth';
import { operatorName } from '../audit/operator-actions';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { contentLanguage } from '../i18n/language';
import { appIconPng, appManifest } from './app-manifest';
import { downloadPageUrl, memberQr, qrOf } from './app-qr';
import { activeReleases, allReleases, rollbackRelease, uploadRelease } from './app-releases';

/** A day, as the other generated pictures: they change only with the brand. */
const MEDIA_CACHE = 'public, max-age=86400';

/**
 * The app download page's data (active releases, the QR code), the operator's releases, and the
 * installable web app's manifest and icons.
 */
export const appReleasesPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const route = endpointRoutes(app, options);
    const { db } = options;

    route(calls.appReleases, async (request) => ({ releases: await activeReleases(db, contentLanguage(request.headers.language)) }));
    route(calls.appQr, (request) => qrOf(downloadPageUrl(linkOrigin(request), null)));
    route(calls.memberAppQr, (request) => memberQr(db, linkOrigin(request), accountOf(request)));

    route(calls.opsAppReleases, async () => ({ releases: await allReleases(db) }));
    route(calls.opsAppReleaseUpload, (request) => uploadRelease(db, operatorName(request), request.body), { bodyLimit: 8 * 1024 });
    route(calls.opsAppReleaseRollback, (request) => rollbackRelease(db, operatorName(request), request.body), { bodyLimit: 1024 });

    // Plain routes: the answers are a manifest and pictures, not envelopes.
    instance.get(APP_MANIFEST_PATH, { schema: { tags: ['media'], summary: 'The web app manifest (installable site)' } }, async (_request, reply) =>
      reply
        .header('Content-Type', 'application/manifest+json; charset=utf-8')
        .header('Cache-Control', MEDIA_CACHE)
        .send(JSON.stringify(appManifest((await instance.system.settings()).brandName))),
    );
    for (const size of APP_ICON_SIZES) {
      instance.get(appIconPath(size), { schema: { tags: ['media'], summary: `The web app's icon, ${size}×${size} PNG` } }, async (_request, reply) =>
        reply.header('Content-Type', 'image/png').header('Cache-Control', MEDIA_CACHE).send(appIconPng(size)),
      );
    }
  },
  // The member's QR code needs the session (accounts); the manifest names the brand (system).
  { name: 'app-releases', fastify: '5.x', dependencies: ['accounts', 'system'] },
);
