import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, loadMemberInfo, publicStateAtom, store, type LoginValue } from '@site/shared';
import { holdLogin, startSession } from '../../../kit';
import { afterLoginStep, type AfterLoginInput, type AfterLoginStep } from '../state/after-login-step';
import { showAfterLogin } from '../state/after-login-store';

export interface CompletedLogin extends Omit<AfterLoginInput, 'value' | 'forcePasswordChange'> {
  /** What the visitor typed as username (or the mobile number), held for the change-password form. */
  userName: string;
}

/**
 * Everything after a successful login (spec §4), for the login form, the agent login and free
 * play: store the session, then either hold the login and open the change-password modal, or load
 * the member info, go home and greet (or, for an agent, open the agent centre). Resolves with the
 * step taken.
 */
export function useCompleteLogin(): (value: LoginValue, login: CompletedLogin) => Promise<AfterLoginStep> {
  const navigate = useNavigate();
  return useCallback(
    async (value, login) => {
      startSession(value);
      const forcePasswordChange = store.get(publicStateAtom).whiteLabel.FORCEPWDCHANGE3 === true;
      const step = afterLoginStep({ ...login, value, forcePasswordChange });
      if (step.kind === 'change-password') {
        holdLogin({ userName: login.userName, password: login.typedPassword ?? '', reason: step.reason });
        bus.emit('auth:open-change-password');
        return step;
      }
      try {
        await loadMemberInfo();
      } catch (error) {
        // The session is good; the header loads the info again when it needs it.
        console.warn('member info after login failed', error);
      }
      navigate('/');
      if (step.kind === 'agent-centre') bus.emit('agent-centre:open', {});
      else showAfterLogin({ account: value.account, firstTimeLogin: step.firstTimeLogin });
      return step;
    },
    [navigate],
  );
}
