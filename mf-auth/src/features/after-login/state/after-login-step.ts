import type { LoginType, LoginValue } from '@site/shared';

/** The default password that must always be changed (spec §9). */
export const DEFAULT_PASSWORD = '123456';

export interface AfterLoginInput {
  value: Pick<LoginValue, 'firstTimeLogin' | 'passwordExpired'>;
  /** How the session was made: a password or code login, or free play. */
  loginType: LoginType | 'freeplay';
  /** The password the visitor typed (username logins), null otherwise. */
  typedPassword: string | null;
  /** The FORCEPWDCHANGE3 white-label flag. */
  forcePasswordChange: boolean;
  side: 'member' | 'agent';
}

export type AfterLoginStep =
  /** Hold the login and open the change-password modal. */
  | { kind: 'change-password'; reason: 'default-password' | 'expired' }
  /** Load the member info, greet (first-time members specially) and go home. */
  | { kind: 'welcome'; firstTimeLogin: boolean }
  /** An agent signed in on /agentHome: go home and open the agent centre. */
  | { kind: 'agent-centre' };

/**
 * What follows a successful login (spec §4): the change-password modal when the typed password is
 * the default one, or has expired while FORCEPWDCHANGE3 is on, unless the login was by SMS code
 * (nothing typed was a password); otherwise the welcome, or the agent centre on the agent side.
 */
export function afterLoginStep({ value, loginType, typedPassword, forcePasswordChange, side }: AfterLoginInput): AfterLoginStep {
  if (loginType === 'username' && typedPassword !== null) {
    if (typedPassword === DEFAULT_PASSWORD) return { kind: 'change-password', reason: 'default-password' };
    if (value.passwordExpired && forcePasswordChange) return { kind: 'change-password', reason: 'expired' };
  }
  if (side === 'agent') return { kind: 'agent-centre' };
  return { kind: 'welcome', firstTimeLogin: value.firstTimeLogin };
}
