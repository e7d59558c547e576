import { DEVICE_ID_HEADER } from '@site/shared/contract';
import { twoStepEndpoints as calls } from '@site/shared/contract/protection/two-step';
import { operatorName, recordOperatorAction } from '../../audit/operator-actions';
import { canonicalIp } from '../../http/client-ip';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { PlatformError, validationError } from '../../http/errors';
import { refusal } from '../../http/refusals';
import { contentLanguage } from '../../i18n/language';
import { clientIp, type AccountContext } from '../context';
import { accountSubject, attemptSubject, claimAttempt, clearAttempts, lockIfExhausted } from '../limits';
import { findMemberByAccount, findMemberById } from '../members';
import { verifyPassword } from '../passwords';
import { accountOf, type SessionAccount } from '../session-auth';
import { acceptAppCode, authenticatorStatus, confirmAuthenticator, enrolAuthenticator, removeAuthenticator, spendRecoveryCode } from './authenticator';
import { answerSecondStep, sendSecondStepCode } from './second-step';
import { listTrustedAddresses, removeTrustedAddress, trustAddress } from './trusted-addresses';

/** The login password again, under the same lock as a sign-in from this address (a stolen session alone cannot add an app). */
async function confirmPassword(ctx: AccountContext, caller: SessionAccount, password: string, ip: string): Promise<void> {
  const lock = attemptSubject(accountSubject(caller.account), ip);
  if (!(await claimAttempt(ctx.db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
  const member = await findMemberById(ctx.db, caller.memberId);
  if (!member || !(await verifyPassword(password, member.password_hash))) {
    throw (await lockIfExhausted(ctx.db, lock)) ? refusal('TOO_MANY_ATTEMPTS') : new PlatformError(400, 'PASSWORD_WRONG', 'The current password is incorrect', 'password');
  }
  await clearAttempts(ctx.db, lock);
}

/**
 * A code of the member's app (or, where allowed, a recovery code) for a change of the app itself:
 * five wrong in a row from one address lock it for 5 minutes.
 */
async function confirmAppCode(ctx: AccountContext, memberId: number, code: string, ip: string, options: { pending?: boolean; recovery?: boolean }): Promise<void> {
  const lock = attemptSubject(`authenticator:${memberId}`, ip);
  if (!(await claimAttempt(ctx.db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
  const typed = code.trim();
  const right = /^[0-9]{6}$/.test(typed) ? await acceptAppCode(ctx.db, ctx.sealer, memberId, typed, { pending: options.pending }) : options.recovery === true && (await spendRecoveryCode(ctx.db, memberId, typed));
  if (!right) throw (await lockIfExhausted(ctx.db, lock)) ? refusal('TOO_MANY_ATTEMPTS') : refusal('CODE_INVALID', { field: 'code' });
  await clearAttempts(ctx.db, lock);
}

/**
 * The second step of a sign-in (a visitor holding a pending sign-in), My account's security calls
 * (trusted addresses and the authenticator app; every member call acts on the caller's own rows
 * only), and the operator's: an account's trusted addresses, and trusting one for a member who
 * has no way to answer the second step.
 */
export function registerTwoStepRoutes(route: EndpointRoute, ctx: AccountContext): void {
  const { db } = ctx;

  route(calls.sendCode, (request) => sendSecondStepCode(ctx, request.body, clientIp(request), contentLanguage(request.headers.language)));

  route(calls.answer, (request) => answerSecondStep(ctx, request.body, clientIp(request), request.headers[DEVICE_ID_HEADER]));

  route(calls.trustedAddresses, async (request) => ({ items: await listTrustedAddresses(db, accountOf(request).memberId, clientIp(request)) }));

  route(calls.removeTrustedAddress, async (request) => {
    if (!(await removeTrustedAddress(db, accountOf(request).memberId, request.params.id))) throw new PlatformError(404, 'NOT_FOUND', 'Address not found');
    return null;
  });

  route(calls.authenticator, (request) => authenticatorStatus(db, accountOf(request).memberId));

  route(calls.enrolAuthenticator, async (request) => {
    const caller = accountOf(request);
    await confirmPassword(ctx, caller, request.body.password, clientIp(request));
    if ((await authenticatorStatus(db, caller.memberId)).status === 'ON') throw new PlatformError(409, 'AUTHENTICATOR_ON', 'An authenticator app is on already: turn it off first');
    const { brandName } = await ctx.system.settings();
    return enrolAuthenticator(db, ctx.sealer, { id: caller.memberId, account: caller.account }, brandName);
  });

  route(calls.confirmAuthenticator, async (request) => {
    const caller = accountOf(request);
    if ((await authenticatorStatus(db, caller.memberId)).status !== 'PENDING') throw validationError('code', 'there is no app being added: start again');
    await confirmAppCode(ctx, caller.memberId, request.body.code, clientIp(request), { pending: true });
    const recoveryCodes = await db.transaction((tx) => confirmAuthenticator(tx, caller.memberId));
    if (!recoveryCodes) throw validationError('code', 'there is no app being added: start again');
    return { recoveryCodes };
  });

  route(calls.opsTrustedAddresses, async (request) => {
    const member = await findMemberByAccount(db, request.query.account);
    if (!member) throw new PlatformError(404, 'USER_NOT_FOUND', 'Username/Email does not exist', 'account');
    return { items: await listTrustedAddresses(db, member.id, '') };
  });

  route(calls.opsTrustAddress, async (request) => {
    const operator = operatorName(request);
    const { account, reference } = request.body;
    const ip = canonicalIp(request.body.ip);
    const member = await findMemberByAccount(db, account);
    if (!member) throw new PlatformError(404, 'USER_NOT_FOUND', 'Username/Email does not exist', 'account');
    return db.transaction(async (tx) => {
      const { replayed } = await recordOperatorAction(
        tx,
        { operator, action: 'TRUST_ADDRESS', reference, details: { memberId: member.id, ip } },
        { what: 'address', sameContent: (first) => first.details.memberId === member.id && first.details.ip === ip },
      );
      if (!replayed) await trustAddress(tx, member.id, ip, 'OPERATOR');
      const [address] = (await listTrustedAddresses(tx, member.id, '')).filter((item) => item.ip === ip);
      if (!address) throw new PlatformError(409, 'ADDRESS_REMOVED', 'The member has removed this address since it was trusted', 'ip');
      return { replayed, address };
    });
  });

  route(calls.disableAuthenticator, async (request) => {
    const caller = accountOf(request);
    if ((await authenticatorStatus(db, caller.memberId)).status !== 'ON') throw new PlatformError(409, 'AUTHENTICATOR_OFF', 'No authenticator app is on');
    await confirmAppCode(ctx, caller.memberId, request.body.code, clientIp(request), { recovery: true });
    await db.transaction((tx) => removeAuthenticator(tx, caller.memberId));
    return null;
  });
}
