import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackEndpoints as calls } from '@site/shared/contract/feedback';
import { accountOf } from '../accounts/session-auth';
import { TRIAL_TYPE } from '../accounts/members';
import { operatorName } from '../audit/operator-actions';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { createTicker } from '../scheduling/ticker';
import { configuredEscalationHours, ESCALATION_TICK_MS, escalateUnanswered } from './escalation';
import { keepImages } from './feedback-images';
import { feedbackRefusal } from './feedback-refusals';
import {
  feedbackImage,
  lookUpFeedback,
  moveFeedback,
  opsFeedback,
  opsFeedbackPage,
  ownFeedback,
  ownFeedbackPage,
  replyToFeedback,
  senderAtLimit,
  submitFeedback,
  type Sender,
} from './feedback-store';

/** Three pictures of 5 MB in base64 (4/3 larger) and the JSON around them. */
export const FEEDBACK_BODY_LIMIT = 21 * 1024 * 1024;

export interface FeedbackOptions {
  /** Hours a complaint may wait for a first answer (default: env FEEDBACK_ESCALATION_HOURS, else 48). */
  escalationHours?: number;
  /** The escalation timer (default on; first pass one tick after the start). */
  schedule?: boolean;
}

const senders = new WeakMap<FastifyRequest, Sender>();

declare module 'fastify' {
  interface FastifyInstance {
    /** Hours a complaint may wait for a first answer before it is escalated (the help centre quotes it). */
    feedbackEscalationHours: number;
  }
}

/**
 * Feedback and complaints: the sending call (members and visitors), the member's own list and
 * pictures, the operator's list, replies and status moves, and the escalation timer.
 */
export const feedbackPlugin = fp<AreaOptions & { feedback?: FeedbackOptions }>(
  async (instance, options) => {
    const { db } = options;
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    const profile = () => instance.brandProfile;
    const hours = options.feedback?.escalationHours ?? configuredEscalationHours();
    instance.decorate('feedbackEscalationHours', hours);
    const memberSession = instance.callerChecks.session('any', { duringPasswordChange: false, cached: false });
    const me = (request: FastifyRequest) => String(accountOf(request).memberId);

    route(
      calls.submit,
      async (request) => {
        const sender = senders.get(request)!;
        const images = await keepImages(request.body.images);
        return submitFeedback(db, sender, { category: request.body.category, content: request.body.content, related: request.body.related, contact: request.body.contact }, images);
      },
      {
        bodyLimit: FEEDBACK_BODY_LIMIT,
        // Before the body is read: who sends (a token must be a live session; a trial account
        // sends as a visitor, having no inbox), and whether they are already at their limit, so
        // a spammer's 20 MB body is refused unread.
        beforeBody: async (request, _reply, payload) => {
          let sender: Sender = { kind: 'visitor', ip: request.ip };
          if (request.headers.authorization) {
            await memberSession(request);
            const account = accountOf(request);
            if (account.type !== TRIAL_TYPE) sender = { kind: 'member', memberId: String(account.memberId), ip: request.ip };
          }
          if (await senderAtLimit(db, sender)) throw feedbackRefusal('FEEDBACK_TOO_MANY');
          senders.set(request, sender);
          return payload;
        },
      },
    );
    route(calls.lookup, (request) => lookUpFeedback(db, request.ip, request.body.referenceNo, request.body.contact, profile()), { bodyLimit: 4 * 1024 });
    route(calls.list, (request) => ownFeedbackPage(db, me(request), request.query.pageNo, profile()));
    route(calls.detail, (request) => ownFeedback(db, me(request), request.params.feedbackId, profile()));
    route(calls.image, (request) => feedbackImage(db, request.params.imageId, me(request)));
    route(calls.imageThumbnail, (request) => feedbackImage(db, request.params.imageId, me(request), 'thumbnail'));

    route(calls.opsList, (request) => opsFeedbackPage(db, request.query, profile()));
    route(calls.opsDetail, (request) => opsFeedback(db, request.params.feedbackId, profile()));
    route(calls.opsImage, (request) => feedbackImage(db, request.params.imageId, null));
    route(calls.opsReply, (request) => replyToFeedback(db, operatorName(request), request.params.feedbackId, request.body.reference, request.body.message, profile()));
    route(calls.opsStatus, (request) => moveFeedback(db, operatorName(request), request.params.feedbackId, request.body.reference, request.body.status, profile()));
    route(calls.opsEscalate, async (request) => {
      const escalated = await escalateUnanswered(db, hours, new Date(), { wait: true });
      request.log.info({ escalated: escalated.length, operator: request.headers['x-operator'] }, 'feedback: escalation run by hand');
      return { escalated };
    });

    if (options.feedback?.schedule === false) return;
    const ticker = createTicker(
      async () => {
        const escalated = await escalateUnanswered(db, hours);
        if (escalated.length > 0) instance.log.warn({ escalated }, 'feedback: complaints escalated (unanswered)');
      },
      (error) => instance.log.error({ err: error }, 'feedback: escalation failed'),
    );
    // The first pass one tick after the start: a quick restart or a test platform does no work.
    ticker.start(ESCALATION_TICK_MS, { firstAfterOneTick: true });
    instance.addHook('onClose', () => ticker.stop());
  },
  { name: 'feedback', fastify: '5.x', dependencies: ['accounts'] },
);
