import type { LoginValue, MemberInfoValue } from '../../contract';
import { loadMemberInfo } from '../account/account-queries';
import { getMerchantConfig } from '../config/merchant';
import { setPendingPasswordChange, setSession } from './store';

/**
 * Turn a login answer into the page's session. Every way in uses it: password and code login,
 * agent login, free play, registration, and the login again after a password change. It stores
 * token, account, customer id, account type (isAgent) and member label with the brand's merchant
 * values (the platform serves one merchant, whose code is also its name), tells every remote
 * ('session:changed'), then loads the member info.
 *
 * Resolves with the member info, or with null when it could not be loaded: the session is good
 * either way, and whoever shows the info asks again. It never decides anything about the password:
 * the answer's `passwordChange` says whether it must change; it is kept with the session (see
 * `setPendingPasswordChange`) and callers obey it.
 */
export async function startSession(value: LoginValue): Promise<MemberInfoValue | null> {
  const { merchantCode } = getMerchantConfig();
  // Set before the session is announced, so whoever hears 'session:changed' already knows it.
  setPendingPasswordChange(value.passwordChange);
  setSession({
    token: value.token,
    account: value.account,
    customerId: value.customerId,
    isAgent: value.type,
    memberLabel: value.memberLabel,
    merchant: merchantCode,
    merchantCode,
  });
  try {
    return await loadMemberInfo();
  } catch (error) {
    console.warn('member info after sign-in failed', error);
    return null;
  }
}
