import { registrationEndpoints as calls } from '@site/shared/contract/session';
import type { EndpointRoute } from '../http/endpoint-routes';
import { refusal } from '../http/refusals';
import { contentLanguage } from '../i18n/language';
import { sendToNumber } from './code-sends';
import { clientIp, mobileNumber, requireFeatures, type AccountContext } from './context';
import { findMemberById, findMemberByMobile, mobileTaken } from './members';
import { accountOf } from './session-auth';
import { alreadyRegisteredSmsText } from './sms-texts';

/** The SMS code sends of registration, password reset and the signed-in member's own number. */
export function registerVerificationRoutes(route: EndpointRoute, ctx: AccountContext): void {
  const { db, system } = ctx;

  const numberOf = (body: { countryDialingCode: string; mobileNo: string }) =>
    mobileNumber(system, body.countryDialingCode, body.mobileNo, { dialingCode: 'countryDialingCode', number: 'mobileNo' });

  route(calls.registerCode, async (request) => {
    const flags = await requireFeatures(system, 'DIRECTREG3');
    if (!flags.MOBILENUMREG3 && !flags.REGMOBVERF3) throw refusal('FEATURE_DISABLED');
    const mobile = await numberOf(request.body);
    const taken = await mobileTaken(db, mobile.dialingCode, mobile.number);
    const { captcha, captchaKey } = request.body;
    return sendToNumber(
      ctx,
      { mobile, ip: clientIp(request), captcha, captchaKey, captchaRequired: true, language: contentLanguage(request.headers.language) },
      taken ? { kind: 'notice', text: alreadyRegisteredSmsText } : { kind: 'code', purpose: 'register' },
    );
  });

  route(calls.resetCode, async (request) => {
    const mobile = await numberOf(request.body);
    const known = (await findMemberByMobile(db, mobile.dialingCode, mobile.number)) !== null;
    const { captcha, captchaKey } = request.body;
    return sendToNumber(
      ctx,
      { mobile, ip: clientIp(request), captcha, captchaKey, captchaRequired: true, language: contentLanguage(request.headers.language) },
      known ? { kind: 'code', purpose: 'reset' } : { kind: 'nothing' },
    );
  });

  route(calls.memberCode, async (request) => {
    const member = await findMemberById(db, accountOf(request).memberId);
    if (!member?.dialing_code || !member.mobile_num) throw refusal('MOBILE_NOT_FOUND');
    const mobile = { dialingCode: member.dialing_code, number: member.mobile_num, full: member.dialing_code + member.mobile_num };
    return sendToNumber(ctx, { mobile, ip: clientIp(request), captchaRequired: false, language: contentLanguage(request.headers.language) }, { kind: 'code', purpose: 'member' });
  });
}
