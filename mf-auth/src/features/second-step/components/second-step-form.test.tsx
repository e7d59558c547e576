import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared';
import { ok, refusal, type Handler } from '@site/shared/testing';
import type { SecondStepOffer } from '@site/shared/contract/protection/two-step';
import { clearHeldLogin } from '../../../kit';
import { dismissAfterLogin } from '../../after-login';
import AuthModalHost from '../../auth-modals/components/auth-modal-host';
import { loginPlatform, loginValue } from '../../../testing/login-platform';
import { renderWithProviders, resetSharedState } from '../../../testing/render';

const OFFER: SecondStepOffer = {
  pendingId: 'pending-0123456789abcdefghij',
  expiresAt: '2030-01-01T00:10:00.000Z',
  methods: ['sms', 'payee', 'totp'],
  smsTo: '+84 *****5678',
  emailTo: null,
};

const SECOND_STEP = 'POST /wps/session/login/second-step';
const SECOND_STEP_CODE = 'POST /wps/session/login/second-step/code';

async function signInFromNewAddress(answer: Handler) {
  const fake = loginPlatform(() => refusal('SECOND_STEP_REQUIRED', 'new address', 403, { captchaRequired: false, secondStep: OFFER }), {
    [SECOND_STEP]: answer,
    [SECOND_STEP_CODE]: () => ok({ expiredMinutes: 5, to: '+84 *****5678' }),
  });
  renderWithProviders(<AuthModalHost />, { route: '/live' });
  act(() => bus.emit('auth:open-login'));
  const modal = await screen.findByTestId('auth-modal-login');
  const user = userEvent.setup();
  await user.type(within(modal).getByLabelText('Username'), 'player01');
  await user.type(within(modal).getByLabelText('Password'), 'player1234');
  await user.click(within(modal).getByRole('button', { name: 'Log in' }));
  const form = await within(modal).findByRole('form', { name: 'Confirm it is you' });
  return { ...fake, user, modal, form };
}

beforeEach(async () => {
  await resetSharedState();
  dismissAfterLogin();
  clearHeldLogin();
});

describe('the second step of a sign-in from a new address', () => {
  it('takes over the login form, sends the code to the bound number and signs in with it', async () => {
    const { platform, keys, user, form } = await signInFromNewAddress(() => ok(loginValue()));
    expect(within(form).getByRole('radio', { name: 'SMS code' })).toBeChecked();
    expect(within(form).getByText('We will send a code to +84 *****5678.')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('We sent a code to +84 *****5678.')).toBeInTheDocument();
    expect(JSON.parse(String(platform.callsTo(SECOND_STEP_CODE)[0]?.data))).toEqual({ pendingId: OFFER.pendingId, channel: 'sms' });

    await user.type(within(form).getByLabelText('Code sent by SMS'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('after-login')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('token-abc');
    // Sealed like the login, with the pending sign-in and the address trusted by default.
    expect(keys.decrypt(platform.callsTo(SECOND_STEP)[0]!)).toEqual({ pendingId: OFFER.pendingId, method: 'sms', answer: '123456', trustAddress: true });
  });

  it('shows a wrong answer under the field and keeps no session; the member may leave the address untrusted', async () => {
    let calls = 0;
    const { platform, keys, user, form } = await signInFromNewAddress(() => {
      calls += 1;
      return calls === 1 ? refusal('SECOND_STEP_INVALID', 'That is not right', 400) : ok(loginValue());
    });
    await user.click(within(form).getByRole('radio', { name: 'Payee name' }));
    await user.type(within(form).getByLabelText('Your payee name'), 'WRONG NAME');
    await user.click(within(form).getByRole('checkbox', { name: /Trust this address/ }));
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('That is not right. Please check and try again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(keys.decrypt(platform.callsTo(SECOND_STEP)[0]!)).toMatchObject({ method: 'payee', answer: 'WRONG NAME', trustAddress: false });
  });

  it('after too many wrong answers offers to sign in again, back on the login form', async () => {
    const { user, form, modal } = await signInFromNewAddress(() => refusal('TOO_MANY_ATTEMPTS', 'Too many', 429));
    await user.click(within(form).getByRole('radio', { name: 'Authenticator app' }));
    await user.type(within(form).getByLabelText('Code from your authenticator app'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('Too many wrong answers. Please wait 5 minutes and sign in again.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Sign in again' }));
    expect(within(modal).getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });
});
