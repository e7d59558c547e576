import type { LoginValue, PasswordChangeReason } from '@site/shared';

export interface AfterLoginInput {
  value: Pick<LoginValue, 'firstTimeLogin' | 'passwordChange'>;
  side: 'member' | 'agent';
}

export type AfterLoginStep =
  /** Hold the login and open the change-password modal. */
  | { kind: 'change-password'; reason: PasswordChangeReason }
  /** Greet (first-time members specially) and go home. */
  | { kind: 'welcome'; firstTimeLogin: boolean }
  /** An agent signed in on /agentHome: go home and open the agent centre. */
  | { kind: 'agent-centre' };

/**
 * What follows a successful login. Whether the password must change is the platform's decision
 * alone (`passwordChange`: the default password, or an expired one); the client never looks at
 * what was typed or at site flags to decide it again. Otherwise the welcome, or the agent centre
 * on the agent side.
 */
export function afterLoginStep({ value, side }: AfterLoginInput): AfterLoginStep {
  if (value.passwordChange !== null) return { kind: 'change-password', reason: value.passwordChange };
  if (side === 'agent') return { kind: 'agent-centre' };
  return { kind: 'welcome', firstTimeLogin: value.firstTimeLogin };
}
