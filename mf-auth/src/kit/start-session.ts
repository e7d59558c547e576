import { getMerchantConfig, setSession, type LoginValue } from '@site/shared';

/**
 * Store the session a login, free-play login or registration answered with (spec §3 session
 * storage) and tell every remote ('session:changed'). The merchant values come from the brand
 * configuration: the platform serves one merchant, whose code is also its name.
 */
export function startSession(value: LoginValue): void {
  const { merchantCode } = getMerchantConfig();
  setSession({
    token: value.token,
    account: value.account,
    customerId: value.customerId,
    isAgent: value.type,
    memberLabel: value.memberLabel,
    merchant: merchantCode,
    merchantCode,
  });
}
