import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, queryClient } from '@site/shared';
import { bodyOf, fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import type { AuthenticatorStatus, TrustedAddress } from '@site/shared/contract/protection/two-step';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { TwoStepSection } from './two-step-section';

jest.setTimeout(60_000);

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));

let platform: FakePlatform | null = null;
afterEach(() => {
  platform?.restore();
  platform = null;
  queryClient.clear();
});

const HOME: TrustedAddress = { id: '7', ip: '203.0.113.7', device: 'Chrome on Android', how: 'FIRST_SIGN_IN', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: '2026-11-27T10:00:00.000Z', current: true };
const OFFICE: TrustedAddress = { ...HOME, id: '9', ip: '198.51.100.9', device: 'Firefox on Windows', how: 'SECOND_STEP', current: false };

function section(addresses: TrustedAddress[][], app: AuthenticatorStatus, extra: Parameters<typeof fakePlatform>[0] = {}) {
  let reads = 0;
  platform = fakePlatform({
    'GET /wps/member/security/trusted-addresses': () => ok({ items: addresses[Math.min(reads++, addresses.length - 1)]! }),
    'GET /wps/member/security/authenticator': () => ok(app),
    ...extra,
  });
  render(<TwoStepSection />);
  return platform;
}

describe('sign-in protection in My account', () => {
  it('lists the trusted addresses, marks this one, and removes one by its id', async () => {
    const fake = section([[HOME, OFFICE], [HOME]], { status: 'OFF', recoveryCodesLeft: 0, confirmedAt: null }, {
      'DELETE /wps/member/security/trusted-addresses/:id': () => ok(null),
    });
    const list = await screen.findByRole('list', { name: 'Trusted addresses' });
    expect(within(list).getAllByTestId('trusted-address')).toHaveLength(2);
    expect(within(list).getByText('(this address)')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove 198.51.100.9' }));
    await waitFor(() => expect(within(list).getAllByTestId('trusted-address')).toHaveLength(1));
    expect(fake.callsTo('DELETE /wps/member/security/trusted-addresses/:id')[0]?.url).toMatch(/\/trusted-addresses\/9$/);
  });

  it('offers to add an app with the login password while none is on', async () => {
    section([[HOME]], { status: 'OFF', recoveryCodesLeft: 0, confirmedAt: null });
    const form = await screen.findByRole('form', { name: 'Add an authenticator app' });
    expect(within(form).getByLabelText('Login password')).toHaveAttribute('type', 'password');
  });

  it('turns the app off with a code; a wrong code shows under the field', async () => {
    let tries = 0;
    const fake = section([[HOME]], { status: 'ON', recoveryCodesLeft: 7, confirmedAt: '2026-11-01T10:00:00.000Z' }, {
      'POST /wps/member/security/authenticator/disable': () => (++tries === 1 ? { ...refusal('CODE_INVALID', 'wrong', 400), data: { success: false, value: null, errorCode: 'CODE_INVALID', message: 'wrong', field: 'code' } } : ok(null)),
    });
    expect(await screen.findByText('On. Recovery codes left: 7.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Turn off' });
    await userEvent.type(within(form).getByLabelText('Code from the app or a recovery code'), 'abcde-fghij');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText(/The code is wrong/)).toBeInTheDocument();
    expect(bodyOf(fake.callsTo('POST /wps/member/security/authenticator/disable')[0])).toEqual({ code: 'abcde-fghij' });
  });
});
