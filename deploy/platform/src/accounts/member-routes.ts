import { DEVICE_ID_HEADER } from '@site/shared/contract';
import { memberInfoEndpoints, passwordEndpoints, registrationEndpoints } from '@site/shared/contract/session';
import type { EndpointRoute } from '../http/endpoint-routes';
import { refusal } from '../http/refusals';
import { clientIp, linkOrigin, requestDomain, type AccountContext } from './context';
import { avatarNumber, findAffiliate, findMemberById, memberInfo } from './members';
import { changePassword, mailResetLink, resetByLink, resetByPhone } from './password-resets';
import { register } from './registration';
import { accountOf } from './session-auth';

/** Member info and icon, register settings, affiliate check, registration, password change and reset. */
export function registerMemberRoutes(route: EndpointRoute, ctx: AccountContext): void {
  const { db } = ctx;

  route(memberInfoEndpoints.info, async (request) => {
    const member = await findMemberById(db, accountOf(request).memberId);
    if (!member) throw refusal('SESSION_INVALID');
    return memberInfo(db, member);
  });

  for (const call of [memberInfoEndpoints.icon, memberInfoEndpoints.playerAvatar]) {
    route(call, (request) => ({ iconUrl: `/media/avatars/${avatarNumber(accountOf(request).memberId)}.svg` }));
  }

  route(registrationEndpoints.registerSettings, async (request) => ({ fields: await ctx.registerFields.rules(), minimumAge: request.server.brandProfile.minimumAge }));

  route(registrationEndpoints.affiliate, async (request) => {
    const affiliate = await findAffiliate(db, request.query.code, requestDomain(request));
    if (!affiliate) throw refusal('AFFILIATE_INVALID', { field: 'code' });
    return { code: affiliate.code, agentAccount: affiliate.agentAccount };
  });

  for (const [call, mobileType] of [
    [registrationEndpoints.register, false],
    [registrationEndpoints.registerByMobile, true],
  ] as const) {
    route(call, (request) =>
      register(ctx, request.body, {
        mobileType,
        ip: clientIp(request),
        domain: requestDomain(request),
        deviceId: request.headers[DEVICE_ID_HEADER],
        minimumAge: request.server.brandProfile.minimumAge,
        refuseListedPerson: (person) => request.server.exclusionGate.refuseListedPerson(person),
      }),
    );
  }

  route(passwordEndpoints.change, async (request) => {
    await changePassword(ctx, accountOf(request), request.body, clientIp(request));
    return null;
  });

  route(passwordEndpoints.byEmail, async (request) => {
    const { username, email } = request.body;
    await mailResetLink(ctx, { username, email, origin: linkOrigin(request), ip: clientIp(request) });
    return null;
  });

  route(passwordEndpoints.byLink, async (request) => {
    await resetByLink(ctx, request.body, clientIp(request));
    return null;
  });

  route(passwordEndpoints.byPhone, async (request) => {
    await resetByPhone(ctx, request.body, clientIp(request));
    return null;
  });
}
