import { DEVICE_ID_HEADER } from '@site/shared/contract';
import { sessionEndpoints as calls } from '@site/shared/contract/session';
import { SEALED_BODY_LIMIT, type EndpointRoute } from '../http/endpoint-routes';
import { contentLanguage } from '../i18n/language';
import { issueCaptcha } from './captcha';
import { sendToNumber } from './code-sends';
import { clientIp, mobileNumber, requireFeatures, type AccountContext } from './context';
import { freePlay, login } from './login';
import { findMemberByMobile } from './members';
import { accountOf } from './session-auth';
import { revokeSession } from './sessions';

/** Sealed bodies outside the declared calls take the same limit. */
export const ENCRYPTED_BODY_LIMIT = SEALED_BODY_LIMIT;

/** GET /wps/session/key/rsa, GET /wps/captcha, the logins, logout. */
export function registerSessionRoutes(route: EndpointRoute, ctx: AccountContext): void {
  const { db, system, keys } = ctx;

  route(calls.rsaKey, async () => {
    const { kid, publicKey } = await keys.get();
    return { kid, publicKey, serverTime: keys.now() };
  });

  route(calls.captcha, (request) => issueCaptcha(db, request.query.key));

  route(calls.login, async (request) => {
    const signedIn = await login(ctx, request.body, clientIp(request), request.headers['user-agent'], request.headers[DEVICE_ID_HEADER]);
    // Each sign-in asks the exclusion register: a listed member still signs in (to withdraw) and plays no more.
    if (signedIn.token) await request.server.exclusionGate.checkSignIn(String(signedIn.customerId), signedIn.token);
    return signedIn;
  });

  route(calls.loginCode, async (request) => {
    await requireFeatures(system, 'MOBILEVERCODELOGIN3');
    const { countryDialingCode, mobileNum, captcha, captchaKey } = request.body;
    const mobile = await mobileNumber(system, countryDialingCode, mobileNum, { dialingCode: 'countryDialingCode', number: 'mobileNum' });
    const known = (await findMemberByMobile(db, mobile.dialingCode, mobile.number)) !== null;
    return sendToNumber(
      ctx,
      { mobile, ip: clientIp(request), captcha, captchaKey, captchaRequired: true, language: contentLanguage(request.headers.language) },
      known ? { kind: 'code', purpose: 'login' } : { kind: 'nothing' },
    );
  });

  route(calls.freePlay, (request) => freePlay(ctx, clientIp(request)));

  route(calls.logout, async (request) => {
    await revokeSession(db, accountOf(request).sessionId, 'LOGOUT');
    return null;
  });
}
