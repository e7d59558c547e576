import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterFieldRule } from '@site/shared';
import type { Invitation, TeamMember } from '@site/shared/contract/agents';
import { bodyOf, fakePlatform, ok, refusal, renderWithProviders } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import RegisterCentrePage from './register-centre-page';

// Sealing is the shared client's (tested there): here the call goes plain, so the fake platform reads what the page sends.
jest.mock('./api/post-downline', () => {
  const { apiPost } = jest.requireActual<{ apiPost: (path: string, body: unknown) => Promise<unknown> }>('@site/shared');
  return { postDownline: (request: unknown) => apiPost('/wps/agent/team/members', request) };
});

const { track } = setUpPageTests();

const RULES: RegisterFieldRule[] = [
  { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALPHANUMERIC', minLength: 4, maxLength: 12, type: 'text' },
  { field: 'password', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20, type: 'password' },
];

const NEW_MEMBER: TeamMember = {
  account: 'newbie1',
  nickname: null,
  type: 0,
  isAgent: false,
  level: 1,
  uplineAccount: 'agent1',
  balance: '0.00',
  status: 'ACTIVE',
  lastLoginAt: null,
  registeredAt: '2026-09-18T08:00:00Z',
  directDownlines: 0,
};

const INVITATION: Invitation = { code: 'AB12CD34', accountType: 'MEMBER', link: 'https://site.test/register?affiliateCode=AB12CD34', registrations: 3, createdAt: '2026-09-01T08:00:00Z' };

function platform(overrides: Record<string, Parameters<typeof fakePlatform>[0][string]> = {}) {
  let invitations: Invitation[] = [INVITATION];
  return track(
    fakePlatform({
      'GET /wps/system/setting/register': () => ok({ fields: RULES }),
      'GET /wps/agent/invitations': () => ok({ list: invitations }),
      'POST /wps/agent/invitations': (config) => {
        const invitation: Invitation = { ...INVITATION, code: 'ZZ99YY88', accountType: (bodyOf(config) as { accountType: 'MEMBER' | 'AGENT' }).accountType, registrations: 0 };
        invitations = [invitation, ...invitations];
        return ok({ invitation });
      },
      'DELETE /wps/agent/invitations/AB12CD34': () => {
        invitations = invitations.filter((invitation) => invitation.code !== 'AB12CD34');
        return ok({ removed: true });
      },
      'POST /wps/agent/team/members': () => ok({ member: NEW_MEMBER }),
      ...overrides,
    }),
  );
}

describe('Register centre: create a downline', () => {
  it('refuses what the registration rules refuse, under the field, with the rule as its hint', async () => {
    const user = userEvent.setup();
    const api = platform();
    renderWithProviders(<RegisterCentrePage />);
    const form = await screen.findByRole('form', { name: 'Create an account' });
    const account = within(form).getByLabelText('Account');
    expect(account).toHaveAccessibleDescription('4-12 letters or digits, starting with a letter, no spaces or special characters');
    await user.type(account, '1ab');
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret2');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveFocus();
    expect(within(form).getByText('4-12 letters or digits, starting with a letter, no spaces or special characters', { selector: 'p[id$="-error"]' })).toBeInTheDocument();
    expect(within(form).getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST /wps/agent/team/members')).toHaveLength(0);
  });

  it('creates a member or an agent and says so; a taken account is named under its field', async () => {
    const user = userEvent.setup();
    let taken = true;
    const api = platform({ 'POST /wps/agent/team/members': () => (taken ? refusal('ACCOUNT_EXISTS', 'account: is taken', 409) : ok({ member: NEW_MEMBER })) });
    renderWithProviders(<RegisterCentrePage />);
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await user.selectOptions(within(form).getByLabelText('Account type'), 'AGENT');
    await user.type(within(form).getByLabelText('Account'), 'newbie1');
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText('This account is already taken.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Account')).toHaveAttribute('aria-invalid', 'true');

    taken = false;
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('newbie1 was created as your direct downline.')).toBeInTheDocument();
    expect(screen.getByText('Hand the password over: at its first sign-in the account must choose its own before it can do anything else.')).toBeInTheDocument();
    expect(bodyOf(api.callsTo('POST /wps/agent/team/members').at(-1)!)).toEqual({ accountType: 'AGENT', account: 'newbie1', password: 'secret1', confirmPassword: 'secret1' });
    expect(within(form).getByLabelText('Account')).toHaveValue('');
  });
});

describe('Register centre: invitation links', () => {
  it('lists the links, creates one for agents, copies a link and shows its QR code', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = platform();
    renderWithProviders(<RegisterCentrePage />);
    const table = await screen.findByRole('table', { name: 'Your invitation links' });
    const row = within(table).getByRole('row', { name: /AB12CD34/ });
    expect(row).toHaveTextContent('https://site.test/register?affiliateCode=AB12CD34');

    await user.click(screen.getByRole('button', { name: 'Copy link AB12CD34' }));
    expect(writeText).toHaveBeenCalledWith('https://site.test/register?affiliateCode=AB12CD34');
    expect(screen.getByText('Link AB12CD34 copied.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'QR code of AB12CD34' }));
    const dialog = screen.getByRole('dialog', { name: 'QR code of AB12CD34' });
    const image = await within(dialog).findByRole('img', { name: 'QR code of the link https://site.test/register?affiliateCode=AB12CD34' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.keyboard('{Escape}');

    await user.selectOptions(screen.getByLabelText('New link for'), 'AGENT');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await within(table).findByRole('row', { name: /ZZ99YY88/ })).toHaveTextContent('Agent');
    expect(bodyOf(api.callsTo('POST /wps/agent/invitations')[0]!)).toEqual({ accountType: 'AGENT' });
  });

  it('deletes a link only after the confirmation', async () => {
    const user = userEvent.setup();
    const api = platform();
    renderWithProviders(<RegisterCentrePage />);
    await screen.findByRole('table', { name: 'Your invitation links' });
    await user.click(screen.getByRole('button', { name: 'Delete AB12CD34' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the link AB12CD34?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /wps/agent/invitations/AB12CD34')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete AB12CD34' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete the link AB12CD34?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Link AB12CD34 deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You have no invitation links yet.')).toBeInTheDocument());
  });
});
