import { useCallback } from 'react';
import { bus, startSession, type LoginValue, useNavigate } from '@site/shared';
import { holdLogin } from '../../../kit';
import { afterLoginStep, type AfterLoginStep } from '../state/after-login-step';
import { showAfterLogin } from '../state/after-login-store';

export interface CompletedLogin {
  /** What the visitor typed as username (or the mobile number), held for the change-password form. */
  userName: string;
  /** The password the visitor typed; null for a code login or free play, where nothing typed was one. */
  typedPassword: string | null;
  side: 'member' | 'agent';
}

/**
 * Everything after a successful login, for the login form, the agent login and free play: start
 * the session (shared `startSession`: store it, tell every remote, load the member info), then
 * obey the answer. When the platform says the password must change, the typed credentials are held
 * for the change-password modal, which opens; otherwise the member goes home and is greeted (or,
 * for an agent, the agent centre opens). Resolves with the step taken.
 */
export function useCompleteLogin(): (value: LoginValue, login: CompletedLogin) => Promise<AfterLoginStep> {
  const navigate = useNavigate();
  return useCallback(
    async (value, { userName, typedPassword, side }) => {
      // The session is stored and announced at once; the member info follows.
      const memberInfo = startSession(value);
      const step = afterLoginStep({ value, side });
      if (step.kind === 'agent-centre') {
        // The agent centre reads the session, not the member info: it opens without waiting for it.
        navigate('/');
        bus.emit('agent-centre:open', {});
        await memberInfo;
        return step;
      }
      await memberInfo;
      if (step.kind === 'change-password') {
        // Without a typed password the form asks for the current one instead.
        if (typedPassword !== null) holdLogin({ userName, password: typedPassword, reason: step.reason, side });
        bus.emit('auth:open-change-password');
        return step;
      }
      navigate('/');
      showAfterLogin({ account: value.account, firstTimeLogin: step.firstTimeLogin });
      return step;
    },
    [navigate],
  );
}
