import type { FastifyReply } from 'fastify';
import { PROVIDER_JACKPOT_FEED_PATH } from '@site/shared/contract';
import { errorEnvelope, ok, type ZodApp } from './http-envelope';
import { clientBuilt, NOTICES, noticePage, PLAY_PAGE } from './client-files';
import type { DemoProvider } from './demo-provider';
import type { Engine } from './game-kinds';
import {
  AssetParamsSchema,
  BaccaratBodySchema,
  DragonTigerBodySchema,
  EventBetBodySchema,
  LANGUAGES,
  type Language,
  LaunchQuerySchema,
  PlayQuerySchema,
  SessionHeadersSchema,
  SpinBodySchema,
  THEMES,
} from './provider-schemas';

const TAGS = ['provider'];

function pageLanguage(lang: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en';
}

function sendNotice(reply: FastifyReply, status: number, lang: Language, key: keyof typeof NOTICES): FastifyReply {
  const [title, text] = NOTICES[key][lang];
  return reply.code(status).type('text/html; charset=utf-8').send(noticePage(lang, title, text));
}

/**
 * The provider's HTTP side: the launch address the platform hands out, the game page and its
 * files, and the client API the game page calls (header X-Provider-Session).
 */
export function registerProviderRoutes(app: ZodApp, provider: DemoProvider, clientDir: string): void {
  // The browser arrives here with the platform's single-use launch token (and the site's language
  // and theme) and leaves with a provider session in the address (303), so reloading the game never
  // reuses the spent token.
  app.get('/provider/launch', { schema: { tags: TAGS, querystring: LaunchQuerySchema, summary: 'Open a game from a launch token' } }, async (request, reply) => {
    const lang = pageLanguage(request.query.lang);
    const token = request.query.token ?? '';
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return sendNotice(reply, 400, lang, 'launchFailed');
    const launched = await provider.launch(token, request.query.lang);
    if ('refused' in launched) {
      return launched.refused === 'wallet' ? sendNotice(reply, 503, lang, 'walletUnavailable') : sendNotice(reply, 401, lang, 'launchFailed');
    }
    const search = new URLSearchParams({ session: launched.sessionId, lang: launched.language });
    // The site's theme goes on to the game page; an unknown value is dropped rather than passed along.
    const theme = request.query.theme;
    if (theme && (THEMES as readonly string[]).includes(theme)) search.set('theme', theme);
    return reply.code(303).header('location', `/provider/play?${search.toString()}`).send();
  });

  app.get('/provider/play', { schema: { tags: TAGS, querystring: PlayQuerySchema, summary: 'The game page' } }, async (request, reply) => {
    if (!clientBuilt(clientDir)) return sendNotice(reply, 503, pageLanguage(request.query.lang), 'notBuilt');
    return reply.sendFile(PLAY_PAGE);
  });

  app.get('/provider/assets/:file', { schema: { tags: TAGS, params: AssetParamsSchema, hide: true } }, async (request, reply) => {
    if (!clientBuilt(clientDir)) return sendNotice(reply, 503, 'en', 'notBuilt');
    // The file names carry no content hash, so the browser checks back rather than keeping stale code.
    return reply.header('cache-control', 'no-cache').sendFile(request.params.file);
  });

  const withSession = { headers: SessionHeadersSchema };
  const sessionOf = (headers: { 'x-provider-session': string }, engine?: Engine) => provider.session(headers['x-provider-session'], engine);

  app.get('/provider/api/session', { schema: { tags: TAGS, ...withSession, summary: 'The game, balance, stakes and theme of this session' } }, async (request) =>
    ok(await provider.view(await sessionOf(request.headers))),
  );

  app.post('/provider/api/slot/spin', { schema: { tags: TAGS, ...withSession, body: SpinBodySchema, summary: 'Spin the slot' } }, async (request) =>
    ok(await provider.spin(await sessionOf(request.headers, 'slot'), request.body.stake)),
  );

  app.post('/provider/api/baccarat/deal', { schema: { tags: TAGS, ...withSession, body: BaccaratBodySchema, summary: 'Deal a baccarat hand' } }, async (request) =>
    ok(await provider.baccarat(await sessionOf(request.headers, 'baccarat'), request.body.bets)),
  );

  app.post(
    '/provider/api/dragon-tiger/deal',
    { schema: { tags: TAGS, ...withSession, body: DragonTigerBodySchema, summary: 'Deal a dragon tiger round' } },
    async (request) => ok(await provider.dragonTiger(await sessionOf(request.headers, 'dragon-tiger'), request.body.bets)),
  );

  app.get('/provider/api/events', { schema: { tags: TAGS, ...withSession, summary: 'The matches of this lobby' } }, async (request) =>
    ok(await provider.listEvents(await sessionOf(request.headers, 'events'))),
  );

  app.post('/provider/api/events/bet', { schema: { tags: TAGS, ...withSession, body: EventBetBodySchema, summary: 'Bet on a match' } }, async (request) => {
    const { eventId, selection, stake } = request.body;
    return ok(await provider.betEvent(await sessionOf(request.headers, 'events'), eventId, selection, stake));
  });

  // Public, like a vendor's jackpot feed: the site shows the pool to visitors too.
  app.get(`/provider${PROVIDER_JACKPOT_FEED_PATH}`, { schema: { tags: TAGS, summary: 'The progressive jackpot pool (minor units)' } }, async () => ok(await provider.jackpot()));

  app.get('/provider/api/history', { schema: { tags: TAGS, ...withSession, summary: 'The last 20 rounds in this game' } }, async (request) =>
    ok(await provider.history(await sessionOf(request.headers))),
  );

  for (const url of ['/provider', '/provider/*']) {
    app.all(url, { schema: { hide: true } }, async (_request, reply) => reply.code(404).send(errorEnvelope('NOT_FOUND', 'Not found')));
  }
}
