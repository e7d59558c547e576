import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@site/shared';
import type { Contract, ContractCallValue, ContractMineValue, TeamMember, TeamMembersValue } from '@site/shared/contract/agents';
import { bodyOf, fakePlatform, ok, renderWithProviders, type Reply } from '@site/shared/testing';
import { setUpPageTests } from '../../testing/page-test-setup';
import DailySalaryPage from './daily-salary-page';
import RealtimeSalaryPage from './realtime-salary-page';

const CALL = 'POST /wps/relay/MCS2_processDailySalContract';
const TEAM = 'GET /wps/agent/team/members';

const TIER = { periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 0, dailyBetAmount: '0.00', hourlyBetAmount: '0.00' };

const OFFER: Contract = {
  contractId: '17',
  kind: 'DAILY_SALARY',
  uplineAccount: 'topagent',
  downlineAccount: 'agent1',
  period: 'DAILY',
  tiers: [
    { ...TIER, rate: '0.50' },
    { ...TIER, dailyBetAmount: '10000.00', activeMembers: 5, rate: '1.00' },
  ],
  realtime: null,
  status: 'PENDING',
  offeredAt: '2026-11-24T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  terminatedAt: null,
  terminatedBy: null,
  terminationReason: null,
};

const NOTHING: ContractMineValue = { mine: null, pendingOffer: null, offered: [], canOffer: false, myRate: null };

const PLATFORM_CEILING = { source: 'PLATFORM' as const, tiers: [{ ...TIER, rate: '2.00' }], realtime: null };

function teamMember(account: string, isAgent: boolean): TeamMember {
  return {
    account,
    nickname: null,
    type: isAgent ? 2 : 0,
    isAgent,
    level: 1,
    uplineAccount: 'agent1',
    balance: '0.00',
    status: 'ACTIVE',
    lastLoginAt: null,
    registeredAt: '2026-11-01T00:00:00.000Z',
    directDownlines: 0,
  };
}

function team(...members: TeamMember[]): TeamMembersValue {
  return { list: members, pageNo: 1, totalPages: 1, totalCount: members.length };
}

/** A refusal naming a field, as the platform's error envelope carries it. */
function fieldRefusal(errorCode: string, message: string, field: string, status = 409): Reply<never> {
  return { data: { success: false, value: null, errorCode, message, field }, status };
}

/** The platform's answers to the kind's call, by action. */
function contractCall(answers: Partial<Record<string, (body: Record<string, unknown>) => Reply<ContractCallValue>>>) {
  return (config: Parameters<Parameters<typeof fakePlatform>[0][string]>[0]): Reply<ContractCallValue> => {
    const body = bodyOf(config) as Record<string, unknown>;
    const answer = answers[String(body.action)];
    if (!answer) throw new Error(`unexpected action ${String(body.action)}`);
    return answer(body);
  };
}

let api: ReturnType<typeof fakePlatform>;

const { track } = setUpPageTests({ isAgent: 2 });

describe('a contract page: my contract with my upline', () => {
  it('shows an offer waiting for me with its tiers, and accepts it after confirming', async () => {
    let mine: ContractMineValue = { ...NOTHING, mine: OFFER, pendingOffer: OFFER };
    api = track(fakePlatform({
      [CALL]: contractCall({
        mine: () => ok(mine),
        accept: (body) => {
          expect(body).toEqual({ action: 'accept', contractId: '17' });
          const accepted = { ...OFFER, status: 'ACCEPTED' as const, decidedAt: '2026-11-24T09:00:00.000Z', decidedBy: 'agent1' };
          mine = { ...mine, mine: accepted, pendingOffer: null };
          return ok({ contract: accepted });
        },
      }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<DailySalaryPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Daily salary' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'My contract with my upline' });
    const offer = await within(section).findByTestId('pending-offer');
    expect(offer).toHaveTextContent('Your upline topagent offers you this contract.');
    expect(within(offer).getByTestId('contract-status')).toHaveTextContent('Waiting for an answer');
    const tiers = within(offer).getByRole('table');
    expect(within(tiers).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Tier', 'Daily bet amount', 'Active members', 'Rate (%)']);
    expect(within(tiers).getAllByTestId('tier-row')[1]).toHaveTextContent(/^2P 10,000\.0051\.00$/);

    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this contract?' });
    expect(dialog).toHaveTextContent('Your upline topagent pays you by these terms from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Contract accepted.')).toBeInTheDocument();
    const inForce = await within(section).findByTestId('contract-in-force');
    expect(within(inForce).getByTestId('contract-status')).toHaveTextContent('Accepted');
    expect(within(section).queryByTestId('pending-offer')).not.toBeInTheDocument();
    expect(api.callsTo(CALL).map((call) => (bodyOf(call) as { action: string }).action)).toEqual(['mine', 'accept', 'mine']);
  });

  it('sends nothing when the confirmation is cancelled, and rejects when confirmed; a refusal is shown', async () => {
    api = track(fakePlatform({
      [CALL]: contractCall({
        mine: () => ok({ ...NOTHING, mine: OFFER, pendingOffer: OFFER }),
        reject: () => ({ data: { success: false, value: null, errorCode: 'CONTRACT_NOT_PENDING', message: 'The offer was already answered or ended' }, status: 409 }),
      }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<DailySalaryPage />);
    const offer = await screen.findByTestId('pending-offer');
    await user.click(within(offer).getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reject this contract?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(CALL).filter((call) => (bodyOf(call) as { action: string }).action === 'reject')).toHaveLength(0);

    // Keyboard: the confirming button has the focus, Enter presses it.
    within(offer).getByRole('button', { name: 'Reject' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Reject this contract?' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The offer was already answered or ended');
    expect(api.callsTo(CALL).map((call) => bodyOf(call))).toContainEqual({ action: 'reject', contractId: '17' });
  });

  it('says so when I have no contract and nothing to pass on', async () => {
    api = track(fakePlatform({ [CALL]: contractCall({ mine: () => ok(NOTHING) }) }));
    renderWithProviders(<DailySalaryPage />);
    expect(await screen.findByText('You have no contract of this kind with your upline.')).toBeInTheDocument();
    expect(screen.getByText('You have not offered a contract of this kind yet.')).toBeInTheDocument();
    expect(screen.getByText('You can offer this kind of contract once you have one yourself.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.callsTo(TEAM)).toHaveLength(0);
  });

  it('shows a failed read with Retry, which reads again', async () => {
    let fail = true;
    api = track(fakePlatform({
      [CALL]: contractCall({ mine: () => (fail ? { data: { success: false, value: null, errorCode: 'INTERNAL', message: 'Something went wrong' }, status: 500 } : ok(NOTHING)) }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<DailySalaryPage />);
    const retry = await screen.findByRole('button', { name: /retry/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('You have no contract of this kind with your upline.')).toBeInTheDocument();
  });
});

describe('a contract page: the contracts I offered', () => {
  it('lists them and ends one after confirming', async () => {
    const accepted: Contract = { ...OFFER, contractId: '21', uplineAccount: 'agent1', downlineAccount: 'sub1', status: 'ACCEPTED', decidedAt: '2026-11-24T09:00:00.000Z', decidedBy: 'sub1' };
    const rejected: Contract = { ...OFFER, contractId: '22', uplineAccount: 'agent1', downlineAccount: 'sub2', status: 'REJECTED', decidedAt: '2026-11-24T09:00:00.000Z', decidedBy: 'sub2' };
    let offered = [accepted, rejected];
    api = track(fakePlatform({
      [CALL]: contractCall({
        mine: () => ok({ ...NOTHING, offered }),
        terminate: (body) => {
          expect(body).toEqual({ action: 'terminate', contractId: '21' });
          const ended = { ...accepted, status: 'TERMINATED' as const, terminatedAt: '2026-11-24T10:00:00.000Z', terminatedBy: 'UPLINE' as const, terminationReason: 'UPLINE_ENDED' as const };
          offered = [ended, rejected];
          return ok({ contract: ended });
        },
      }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<DailySalaryPage />);
    const list = await screen.findByRole('region', { name: 'Contracts I offered' });
    const first = within(list).getByRole('listitem', { name: 'Contract with sub1' });
    const second = within(list).getByRole('listitem', { name: 'Contract with sub2' });
    expect(within(second).getByTestId('contract-status')).toHaveTextContent('Rejected');
    expect(within(second).queryByRole('button', { name: 'End contract' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'End contract' }));
    await user.click(within(screen.getByRole('dialog', { name: 'End the contract with sub1?' })).getByRole('button', { name: 'End contract' }));
    expect(await screen.findByText('The contract with sub1 has ended.')).toBeInTheDocument();
    await waitFor(() => expect(within(within(list).getByRole('listitem', { name: 'Contract with sub1' })).getByTestId('contract-status')).toHaveTextContent('Ended'));
    expect(within(list).getByRole('listitem', { name: 'Contract with sub1' })).toHaveTextContent('The upline (The upline ended it)');
  });
});

describe('a contract page: offering a new contract', () => {
  function platform(offer: (body: Record<string, unknown>) => Reply<ContractCallValue>) {
    return fakePlatform({
      [CALL]: contractCall({ mine: () => ok({ ...NOTHING, canOffer: true, myRate: PLATFORM_CEILING }), offer }),
      [TEAM]: () => ok(team(teamMember('sub1', true), teamMember('player9', false), teamMember('sub2', true))),
    });
  }

  it('lists my direct downline agents only, refuses a rate above mine on its field before sending, then sends the offer', async () => {
    const offer = jest.fn((body: Record<string, unknown>) => ok({ contract: { ...OFFER, uplineAccount: 'agent1', downlineAccount: String(body.downlineAccount) } }));
    api = platform(offer);
    const user = userEvent.setup();
    renderWithProviders(<DailySalaryPage />);
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    const downline = within(form).getByRole('combobox', { name: 'Direct downline agent' });
    expect(within(downline).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose an agent', 'sub1', 'sub2']);
    expect(within(form).getByTestId('my-rate')).toHaveTextContent('Your own rate: 2.00 %.');
    // A daily salary is paid daily: nothing to choose.
    expect(within(form).queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(within(form).getByRole('combobox', { name: 'Direct downline agent' })).toHaveAccessibleDescription('is required');
    expect(within(form).getByRole('combobox', { name: 'Direct downline agent' })).toHaveFocus();

    await user.selectOptions(downline, 'sub2');
    const rate = within(form).getByRole('textbox', { name: 'Rate (%)' });
    await user.type(rate, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(rate).toHaveAccessibleDescription('must not be above your own rate of 2.00 %');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(offer).not.toHaveBeenCalled();

    // A second tier, then the first removed again.
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    expect(within(form).getAllByTestId('tier-fieldset')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
    expect(within(form).getAllByTestId('tier-fieldset')).toHaveLength(1);

    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.type(within(form).getByRole('textbox', { name: 'Daily bet amount' }), '100');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText('Contract offered to sub2; it waits for their answer.')).toBeInTheDocument();
    expect(offer).toHaveBeenCalledWith({
      action: 'offer',
      downlineAccount: 'sub2',
      period: 'DAILY',
      tiers: [{ periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 0, dailyBetAmount: '100', hourlyBetAmount: '0.00', rate: '1.5' }],
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    // The form starts again, empty.
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Direct downline agent' })).toHaveValue(''));
  });

  it("shows the platform's refusal under the field it names", async () => {
    api = platform(() => fieldRefusal('CONTRACT_RATE_ABOVE_UPLINE', 'tiers.0.rate: is above your own rate', 'tiers.0.rate'));
    const user = userEvent.setup();
    renderWithProviders(<DailySalaryPage />);
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Direct downline agent' }), 'sub1');
    const rate = within(form).getByRole('textbox', { name: 'Rate (%)' });
    await user.type(rate, '1');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    await waitFor(() => expect(rate).toHaveAccessibleDescription('tiers.0.rate: is above your own rate'));
    // A refusal naming no field of the form shows above the button.
    api.restore();
    api = platform(() => fieldRefusal('CONTRACT_DOWNLINE_NOT_ELIGIBLE', 'sub1 is not one of your direct downline agents', 'somethingElse'));
    await user.clear(rate);
    await user.type(rate, '1');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('sub1 is not one of your direct downline agents');
  });

  it('sends again with the same request id after a lost answer, with a new one after a refusal', async () => {
    let answer: () => Reply<ContractCallValue> = () => ({ data: 'offline', status: 0 });
    const offer = jest.fn(() => answer());
    api = platform(offer);
    const user = userEvent.setup();
    renderWithProviders(<DailySalaryPage />);
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Direct downline agent' }), 'sub1');
    await user.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '1');
    const send = async () => {
      await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
      await waitFor(() => expect(within(form).getByRole('button', { name: 'Offer contract' })).toBeEnabled());
    };
    const ids = () => api.callsTo(CALL).map((call) => (bodyOf(call) as { requestId?: string }).requestId).filter(Boolean);
    await send();
    await send();
    expect(ids()).toHaveLength(2);
    expect(ids()[1]).toBe(ids()[0]);
    answer = () => fieldRefusal('IDEMPOTENCY_CONFLICT', 'requestId: already used for a different offer', 'requestId');
    await send();
    await send();
    expect(ids()).toHaveLength(4);
    expect(ids()[2]).toBe(ids()[0]);
    expect(ids()[3]).not.toBe(ids()[2]);
  });

  it('says so when I have no direct downline agent to offer to', async () => {
    api = track(fakePlatform({
      [CALL]: contractCall({ mine: () => ok({ ...NOTHING, canOffer: true, myRate: PLATFORM_CEILING }) }),
      [TEAM]: () => ok(team(teamMember('player9', false))),
    }));
    renderWithProviders(<DailySalaryPage />);
    expect(await screen.findByText('You have no direct downline agents yet: create one in the Register centre first.')).toBeInTheDocument();
  });

  it('offers real-time rates instead of tiers for a real-time salary, checked against mine', async () => {
    const offer = jest.fn((body: Record<string, unknown>) => ok({ contract: { ...OFFER, kind: 'REALTIME_SALARY' as const, period: null, tiers: [], downlineAccount: String(body.downlineAccount) } }));
    api = track(fakePlatform({
      'POST /wps/relay/MCSFE_processRealTimeSalaryContract': contractCall({
        mine: () => ok({ ...NOTHING, canOffer: true, myRate: { source: 'PLATFORM', tiers: [], realtime: { profitSalaryRate: '1.00', lossSalaryRate: '1.00', singleBetAmount: '0.00' } } }),
        offer,
      }),
      [TEAM]: () => ok(team(teamMember('sub1', true))),
    }));
    const user = userEvent.setup();
    renderWithProviders(<RealtimeSalaryPage />);
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    expect(within(form).queryByRole('textbox', { name: 'Rate (%)' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Direct downline agent' }), 'sub1');
    await user.type(within(form).getByRole('textbox', { name: 'Profit salary rate (%)' }), '0.5');
    const loss = within(form).getByRole('textbox', { name: 'Loss salary rate (%)' });
    await user.type(loss, '1.2');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(loss).toHaveAccessibleDescription('must not be above your own rate of 1.00 %');
    await user.clear(loss);
    await user.type(loss, '0.8');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    await waitFor(() => expect(offer).toHaveBeenCalledTimes(1));
    expect(offer.mock.calls[0]![0]).toMatchObject({ action: 'offer', downlineAccount: 'sub1', tiers: [], realtime: { profitSalaryRate: '0.5', lossSalaryRate: '0.8', singleBetAmount: '0.00' } });
  });

  it('is translated', async () => {
    api = track(fakePlatform({ [CALL]: contractCall({ mine: () => ok({ ...NOTHING, mine: OFFER, pendingOffer: OFFER }) }) }));
    await act(() => setLanguage('zh'));
    renderWithProviders(<DailySalaryPage />);
    expect(await screen.findByRole('heading', { level: 3, name: '日工资' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '接受' })).toBeInTheDocument();
  });
});
