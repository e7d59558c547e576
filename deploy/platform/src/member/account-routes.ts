import { accountEndpoints as calls, PAYOUT_ACCOUNT_LIMIT } from '@site/shared/contract/member';
import { clientIp, type AccountContext } from '../accounts/context';
import { accountOf } from '../accounts/session-auth';
import type { EndpointRoute } from '../http/endpoint-routes';
import { contentLanguage } from '../i18n/language';
import { accountProfile, setNickname, setRealName } from './account-profile';
import { accountRefusal } from './account-refusals';
import { listBanks } from './banks';
import { bindMobile, sendBindCode } from './contact-binding';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { loginHistoryPage } from './login-history';
import { changePaymentPassword, setFirstPaymentPassword } from './payment-password-changes';
import { addPayoutAccount, deletePayoutAccount, listPayoutAccounts } from './payout-accounts';

/** The plain forms of the account are a few short fields. */
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * My account: the signed-in member's profile, real name, mobile and email, payment password,
 * payout accounts and login history. Every call needs a member session (free play gets 403
 * NEED_REAL_ACCOUNT); each acts on the caller's own rows only.
 */
export function registerAccountRoutes(route: EndpointRoute, ctx: AccountContext): void {
  const { db } = ctx;
  const me = (request: Parameters<typeof accountOf>[0]) => accountOf(request);
  const form = { bodyLimit: FORM_BODY_LIMIT };

  route(calls.profile, (request) => accountProfile(db, me(request).memberId));

  route(
    calls.nickname,
    async (request) => {
      await setNickname(db, me(request).memberId, request.body.nickname);
      return null;
    },
    form,
  );

  route(
    calls.realName,
    async (request) => {
      await setRealName(db, me(request).memberId, request.body.realName);
      return { realName: request.body.realName };
    },
    form,
  );

  route(calls.mobileCode, (request) => sendBindCode(ctx, me(request), request.body, clientIp(request), contentLanguage(request.headers.language)), form);

  route(calls.bindMobile, async (request) => {
    await bindMobile(ctx, me(request), request.body, clientIp(request));
    return null;
  });

  route(calls.bindEmail, (request) => requestEmailChange(ctx, me(request), request.body, clientIp(request)));

  route(
    calls.confirmEmail,
    async (request) => {
      await confirmEmailChange(ctx, me(request), request.body, clientIp(request));
      return null;
    },
    form,
  );

  route(calls.setPaymentPassword, async (request) => {
    await setFirstPaymentPassword(db, me(request), request.body, clientIp(request));
    return null;
  });

  route(calls.changePaymentPassword, async (request) => {
    await changePaymentPassword(db, me(request), request.body);
    return null;
  });

  route(calls.banks, async () => ({ list: await listBanks(db) }));

  route(calls.payoutAccounts, async (request) => ({ list: await listPayoutAccounts(db, me(request).memberId), limit: PAYOUT_ACCOUNT_LIMIT }));

  route(calls.addPayoutAccount, (request) => addPayoutAccount(db, me(request).memberId, request.body), form);

  route(calls.deletePayoutAccount, async (request) => {
    if (!(await deletePayoutAccount(db, me(request).memberId, request.params.id))) throw accountRefusal('PAYOUT_ACCOUNT_NOT_FOUND');
    return null;
  });

  route(calls.loginHistory, (request) => loginHistoryPage(db, me(request).memberId, request.query.pageNo));
}
