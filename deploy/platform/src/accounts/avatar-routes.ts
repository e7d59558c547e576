import { notFound } from '../http/errors';
import { NumericIdParamsSchema } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { MEDIA_ERRORS, sendSvg } from '../media/send-svg';
import { avatarSvg } from '../media/svg';
import { AVATAR_COUNT } from './members';

/** GET /media/avatars/<n>.svg: the pictures a member's icon points to. */
export function registerAvatarRoutes(app: ZodApp): void {
  app.get(
    '/media/avatars/:id.svg',
    { schema: { tags: ['media'], summary: `Member avatar 1 to ${AVATAR_COUNT}, 120×120 SVG`, params: NumericIdParamsSchema, response: MEDIA_ERRORS } },
    async (request, reply) => {
      if (request.params.id < 1 || request.params.id > AVATAR_COUNT) throw notFound('No such avatar');
      return sendSvg(reply, avatarSvg(request.params.id));
    },
  );
}
