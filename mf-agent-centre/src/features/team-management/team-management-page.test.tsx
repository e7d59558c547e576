import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { bus } from '@site/shared';
import type { TeamMember, TeamMembersValue } from '@site/shared/contract/agents';
import { bodyOf, fakePlatform, ok, refusal, renderWithProviders } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import TeamManagementPage from './team-management-page';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

// Sealing is the shared client's (tested there): here the call goes plain, so the fake platform reads what the page sends.
jest.mock('./api/post-downline-transfer', () => {
  const { apiPost } = jest.requireActual<{ apiPost: (path: string, body: unknown) => Promise<unknown> }>('@site/shared');
  return { postDownlineTransfer: (request: unknown) => apiPost('/wps/agent/team/transfer', request) };
});

const { track } = setUpPageTests();
const MEMBERS = 'GET /wps/agent/team/members';
const TRANSFER = 'POST /wps/agent/team/transfer';

const member = (account: string, over: Partial<TeamMember> = {}): TeamMember => ({
  account,
  nickname: null,
  type: 0,
  isAgent: false,
  level: 1,
  uplineAccount: 'agent1',
  balance: '10.00',
  status: 'ACTIVE',
  lastLoginAt: null,
  registeredAt: '2026-09-01T08:00:00Z',
  directDownlines: 0,
  ...over,
});

const SUB = member('subagent', { type: 2, isAgent: true, directDownlines: 2, balance: '1250.00' });
const PLAYER = member('player7');
const DEEP = member('deep1', { level: 2, uplineAccount: 'subagent' });

const paged = (list: TeamMember[]): TeamMembersValue => ({ list, pageNo: 1, totalPages: 1, totalCount: list.length });

function platform(transfer = () => ok({ reference: 'DT42', balance: '990.00' })) {
  return track(
    fakePlatform({
      [MEMBERS]: (config) => {
        const params = config.params as { scope: string; parentAccount?: string; search?: string };
        if (params.parentAccount === 'subagent') return ok(paged([DEEP]));
        if (params.search) return ok(paged([PLAYER].filter((one) => one.account.startsWith(params.search!))));
        return ok(paged(params.scope === 'all' ? [SUB, PLAYER, DEEP] : [SUB, PLAYER]));
      },
      [TRANSFER]: transfer,
    }),
  );
}

/** Opens the transfer dialog of the downline player7. */
async function openTransfer(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Transfer to player7' }));
  return screen.getByRole('dialog', { name: 'Transfer to player7' });
}

/** Types an amount and a payment password (after what the fields hold) and presses Send. */
async function send(user: UserEvent, dialog: HTMLElement, amount: string, paymentPassword: string): Promise<void> {
  await user.type(within(dialog).getByLabelText('Amount'), amount);
  await user.type(within(dialog).getByLabelText('Payment password'), paymentPassword);
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
}

describe('Team management', () => {
  it('lists direct downlines, then every level, and searches by account', async () => {
    const user = userEvent.setup();
    const api = platform();
    renderWithProviders(<TeamManagementPage />);
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /subagent/ })).toHaveTextContent('Agent');
    expect(within(table).getByRole('row', { name: /subagent/ })).toHaveTextContent('P 1,250.00');
    expect(within(table).getByRole('row', { name: /player7/ })).toHaveTextContent('Never');

    await user.click(screen.getByRole('button', { name: 'All levels' }));
    expect(await within(screen.getByRole('table', { name: 'Team members' })).findByRole('row', { name: /deep1/ })).toBeInTheDocument();
    expect(api.callsTo(MEMBERS).at(-1)!.params).toEqual({ scope: 'all', pageNo: 1 });

    await user.type(screen.getByLabelText('Account starts with'), 'play{Enter}');
    expect(api.callsTo(MEMBERS).at(-1)!.params).toEqual({ scope: 'all', search: 'play', pageNo: 1 });
  });

  it("drills into a downline's own downlines and back through the breadcrumb", async () => {
    const user = userEvent.setup();
    const api = platform();
    renderWithProviders(<TeamManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Open subagent (2)' }));
    const drilled = await screen.findByRole('table', { name: 'Direct downlines of subagent' });
    expect(await within(drilled).findByRole('row', { name: /deep1/ })).toBeInTheDocument();
    expect(api.callsTo(MEMBERS).at(-1)!.params).toEqual({ scope: 'direct', parentAccount: 'subagent', pageNo: 1 });
    const breadcrumb = screen.getByRole('navigation', { name: 'Where you are in the team' });
    expect(within(breadcrumb).getByText('subagent')).toHaveAttribute('aria-current', 'page');
    await user.click(within(breadcrumb).getByRole('button', { name: 'My team' }));
    expect(await screen.findByRole('table', { name: 'Team members' })).toBeInTheDocument();
  });

  it('transfers to a downline with the payment password, refusing bad input first', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    const api = platform();
    renderWithProviders(<TeamManagementPage />);
    const dialog = await openTransfer(user);
    await send(user, dialog, '10.001', '12');
    expect(within(dialog).getByText('must be an amount such as 100.00')).toBeInTheDocument();
    expect(within(dialog).getByText('must be 6 digits')).toBeInTheDocument();
    expect(api.callsTo(TRANSFER)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Amount'));
    await send(user, dialog, '10.00', '3456');
    expect(await screen.findByText('Transferred to player7. Reference DT42.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(api.callsTo(TRANSFER)[0]!)).toEqual({ account: 'player7', amount: '10.00', paymentPassword: '123456', requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(changed).toHaveBeenCalled();
    off();
  });

  it('shows a wrong payment password under its field and keeps the same request id for the retry', async () => {
    const user = userEvent.setup();
    let wrong = true;
    // The platform names the field at the envelope's top level.
    const wrongPassword = () => {
      const reply = refusal('PAYMENT_PASSWORD_WRONG', 'paymentPassword: the payment password is incorrect', 403);
      return { ...reply, data: { ...(reply.data as object), field: 'paymentPassword' } };
    };
    const api = platform(() => (wrong ? wrongPassword() : ok({ reference: 'DT43', balance: '980.00' })));
    renderWithProviders(<TeamManagementPage />);
    const dialog = await openTransfer(user);
    await send(user, dialog, '10', '111111');
    // In words under the field, without the field's machine name in front.
    expect(await within(dialog).findByText('The payment password is incorrect.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('paymentPassword');
    expect(within(dialog).getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
    wrong = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Transferred to player7. Reference DT43.')).toBeInTheDocument();
    const [first, second] = api.callsTo(TRANSFER).map((call) => (bodyOf(call) as { requestId: string }).requestId);
    expect(second).toBe(first);
  });

  it('sends an agent without a payment password to the member centre\'s Security tab, and brings the transfer back after', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    const off = bus.on('member-centre:open', opened);
    platform(() => refusal('PAYMENT_PASSWORD_NOT_SET', 'set a payment password first', 409));
    renderWithProviders(<TeamManagementPage />);
    const dialog = await openTransfer(user);
    await send(user, dialog, '10', '111111');
    await user.click(await within(dialog).findByRole('button', { name: 'Set payment password' }));
    expect(opened).toHaveBeenCalledWith({ page: 'securityCenter', section: 'security' });
    // The member centre is on top meanwhile: the transfer steps aside...
    expect(screen.queryByRole('dialog', { name: 'Transfer to player7' })).not.toBeInTheDocument();
    // ...and is there again, as the agent left it, once the member centre closes.
    act(() => bus.emit('member-centre:closed'));
    const back = await screen.findByRole('dialog', { name: 'Transfer to player7' });
    expect(within(back).getByLabelText('Amount')).toHaveValue('10');
    expect(within(back).queryByRole('button', { name: 'Set payment password' })).not.toBeInTheDocument();
    off();
  });

  it('does not bring back a transfer the agent did not leave for the member centre', async () => {
    const user = userEvent.setup();
    platform();
    renderWithProviders(<TeamManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Transfer to player7' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Transfer to player7' })).getByRole('button', { name: 'Cancel' }));
    act(() => bus.emit('member-centre:closed'));
    expect(screen.queryByRole('dialog', { name: 'Transfer to player7' })).not.toBeInTheDocument();
  });
});
