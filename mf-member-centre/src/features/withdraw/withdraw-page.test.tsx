import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, ApiError, bus, queryClient, setLanguage } from '@site/shared';
import type { WithdrawalDetail, WithdrawalOptions, WithdrawalPage, WithdrawalSlice, WithdrawalSummary } from '@site/shared/contract/member';
import { bodyOf, fakePlatform, ok, renderWithProviders } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import { WITHDRAWAL_POLL_MS } from './api/get-withdrawals';
import { postWithdrawal } from './api/post-withdrawal';
import WithdrawPage from './withdraw-page';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

// The request carries the payment password, so it is sealed; the sealed call itself is the shared
// client's (tested there). Here: that the page sends it through the sealed call, and what it shows.
jest.mock('./api/post-withdrawal', () => ({ postWithdrawal: jest.fn() }));
const post = postWithdrawal as jest.MockedFunction<typeof postWithdrawal>;

const READY: WithdrawalOptions = {
  realNameSet: true,
  paymentPasswordSet: true,
  payoutAccounts: [{ id: 7, bankName: 'Vietcombank', accountNoMasked: '**** 6789' }],
  minAmount: '100.00',
  maxAmount: '50000.00',
  dailyCount: 5,
  dailyLeft: 4,
  matchingEnabled: true,
  matchingMinAmount: '500.00',
  balance: '1000.00',
};

/** A part of a matched withdrawal, of P 300.00 and waiting for the member's answer unless told otherwise. */
function matchedPart(sliceNo: string, overrides: Partial<WithdrawalSlice> = {}): WithdrawalSlice {
  return {
    sliceNo,
    amount: '300.00',
    state: 'AWAITING_CONFIRMATION',
    resolution: null,
    createdAt: '2026-01-01T10:05:00.000Z',
    paymentDeadline: '2026-01-01T10:35:00.000Z',
    confirmationDeadline: '2026-01-01T10:50:00.000Z',
    finishedAt: null,
    files: [],
    ...overrides,
  };
}

const MATCHED: WithdrawalSummary = {
  orderNo: 'W2026010100000001',
  amount: '1000.00',
  mode: 'MATCHED',
  state: 'MATCHING',
  receivedAmount: '0.00',
  remainingAmount: '1000.00',
  returnedAmount: '0.00',
  bankName: 'Vietcombank',
  accountNoMasked: '**** 6789',
  rejectReason: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  finishedAt: null,
  cancellable: false,
};

const page = (list: WithdrawalSummary[]): WithdrawalPage => ({ list, pageNo: 1, totalPages: 1, totalCount: list.length });

let api: ReturnType<typeof fakePlatform>;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  post.mockReset();
  queryClient.clear();
  queryClient.setQueryDefaults(['withdraw'], { retry: false });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('Withdrawal page', () => {
  it('says what is missing and opens My account through the bus', async () => {
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok({ ...READY, paymentPasswordSet: false, payoutAccounts: [] }),
      'GET /wps/member/withdrawal/list': () => ok(page([])),
    });
    const opened = jest.fn();
    const off = bus.on('member-centre:open', opened);
    render(<WithdrawPage />);
    const setup = await screen.findByTestId('withdraw-setup');
    expect(within(setup).getByText('a payment password')).toBeInTheDocument();
    expect(within(setup).getByText('a payout account')).toBeInTheDocument();
    expect(within(setup).queryByText(/real name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
    await userEvent.click(within(setup).getByRole('button', { name: 'Open My account' }));
    // The first thing missing is the payment password: My account opens on its Security tab.
    expect(opened).toHaveBeenCalledWith({ page: 'securityCenter', section: 'security' });
    expect(await screen.findByText('No withdrawals in this period.')).toBeInTheDocument();
    off();
  });

  it('asks again for the options when the page opens again (the set-up is done on another page)', async () => {
    let options: WithdrawalOptions = { ...READY, realNameSet: false };
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok(options),
      'GET /wps/member/withdrawal/list': () => ok(page([])),
    });
    const first = render(<WithdrawPage />);
    expect(await screen.findByTestId('withdraw-setup')).toBeInTheDocument();
    first.unmount();
    options = READY;
    render(<WithdrawPage />);
    expect(await screen.findByRole('form', { name: 'Request a withdrawal' })).toBeInTheDocument();
  });

  it('checks the amount with the shared schema, sends the sealed request once, and shows a refusal under its field', async () => {
    post.mockResolvedValue({ ...MATCHED, mode: 'MANUAL', state: 'PENDING', amount: '200.00', replayed: false });
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok(READY),
      'GET /wps/member/withdrawal/list': () => ok(page([])),
    });
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    render(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Request a withdrawal' });
    expect(within(form).getByText(/4 of 5 withdrawals left today/)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Amount'), '50');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('must be at least 100.00')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText('Amount'));
    await userEvent.type(within(form).getByLabelText('Amount'), '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Withdrawal W2026010100000001 requested.');
    expect(post.mock.calls).toEqual([[{ amount: '200', payoutAccountId: '7', paymentPassword: '246810', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]]);
    expect(changed).toHaveBeenCalled();

    post.mockRejectedValue(new ApiError('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect', 403, 'paymentPassword'));
    await userEvent.type(within(form).getByLabelText('Amount'), '300');
    await userEvent.type(within(form).getByLabelText('Payment password'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('The payment password is incorrect.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
    off();
  });

  it('says an identity refusal in words and opens My account on the Identity tab', async () => {
    post.mockRejectedValueOnce(new ApiError('KYC_REQUIRED', 'Withdrawals need your identity verified', 403));
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok(READY),
      'GET /wps/member/withdrawal/list': () => ok(page([])),
    });
    const opened = jest.fn();
    const off = bus.on('member-centre:open', opened);
    render(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Request a withdrawal' });
    await userEvent.type(within(form).getByLabelText('Amount'), '200');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const notice = await within(form).findByTestId('withdraw-identity');
    expect(notice).toHaveTextContent('Withdrawals need your identity verified: send a photo of your identity document in My account (Identity).');
    await userEvent.click(within(notice).getByRole('button', { name: 'Verify my identity' }));
    expect(opened).toHaveBeenCalledWith({ page: 'securityCenter', section: 'identity' });
    off();
  });

  it('warns that withdrawing forfeits a bonus still being wagered, and withdraws with the forfeit only once confirmed', async () => {
    post.mockRejectedValueOnce(new ApiError('BONUS_FORFEIT_REQUIRED', 'Withdrawing now forfeits your active bonus', 409, undefined, { grants: 1, bonusBalance: '250.00' }));
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok(READY),
      'GET /wps/member/withdrawal/list': () => ok(page([])),
    });
    render(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Request a withdrawal' });
    await userEvent.type(within(form).getByLabelText('Amount'), '200');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const warning = await screen.findByRole('dialog', { name: 'Withdraw and forfeit your bonus?' });
    expect(warning).toHaveTextContent('Your bonus of P 250.00 is still being wagered (grants: 1). Withdrawing now forfeits it');

    // Keeping the bonus sends nothing more.
    await userEvent.click(within(warning).getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);

    post.mockRejectedValueOnce(new ApiError('BONUS_FORFEIT_REQUIRED', 'Withdrawing now forfeits your active bonus', 409, undefined, { grants: 1, bonusBalance: '250.00' }));
    post.mockResolvedValueOnce({ ...MATCHED, mode: 'MANUAL', state: 'PENDING', amount: '200.00', replayed: false });
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw and forfeit' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Withdrawal W2026010100000001 requested.');
    const [first, , confirmed] = post.mock.calls.map(([request]) => request);
    expect(first).not.toHaveProperty('forfeitBonus');
    expect(confirmed).toEqual({ amount: '200', payoutAccountId: '7', paymentPassword: '246810', requestId: first!.requestId, forfeitBonus: true });
  });

  it('says on the row when a payer sent proof, and shows an operator\'s reason on a reviewed part', async () => {
    const detail: WithdrawalDetail = {
      ...MATCHED,
      proofsToConfirm: 1,
      slices: [
        matchedPart('S2026010100000011', { state: 'IN_REVIEW', files: [{ id: 4, purpose: 'PAYMENT' }], reviewReason: null }),
        matchedPart('S2026010100000012', { amount: '200.00', state: 'CANCELLED', resolution: 'OPERATOR_REFUSED', finishedAt: '2026-01-01T11:00:00.000Z', reviewReason: 'no transfer on the statement' }),
      ],
    };
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok(READY),
      'GET /wps/member/withdrawal/list': () => ok(page([{ ...MATCHED, proofsToConfirm: 1 }])),
      [`GET /wps/member/withdrawal/${MATCHED.orderNo}`]: () => ok(detail),
    });
    render(<WithdrawPage />);
    const row = await screen.findByTestId(`withdrawal-${MATCHED.orderNo}`);
    expect(within(row).getByTestId(`proofs-${MATCHED.orderNo}`)).toHaveTextContent('A payer sent proof of payment: check your bank account and answer (1 waiting).');
    await userEvent.click(within(row).getByRole('button', { name: 'Show parts' }));
    const reviewed = await within(row).findByTestId('slice-S2026010100000011');
    expect(within(reviewed).getByText('Not answered – an operator checks it')).toBeInTheDocument();
    // The member may still answer while the operator has not decided.
    expect(within(reviewed).getByRole('button', { name: 'Received' })).toBeInTheDocument();
    const refused = within(row).getByTestId('slice-S2026010100000012');
    expect(within(refused).getByText('Operator: no transfer on the statement')).toBeInTheDocument();
    expect(within(refused).queryByRole('button', { name: 'Received' })).not.toBeInTheDocument();
  });

  it('shows a matched withdrawal\'s parts and confirms one received, after saying exactly what that does', async () => {
    const confirmed: string[] = [];
    const detail: WithdrawalDetail = {
      ...MATCHED,
      slices: [
        matchedPart('S2026010100000009', { files: [{ id: 3, purpose: 'PAYMENT' }] }),
      ],
    };
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok(READY),
      'GET /wps/member/withdrawal/list': () => ok(page([MATCHED])),
      [`GET /wps/member/withdrawal/${MATCHED.orderNo}`]: () => ok(detail),
      'POST /wps/member/withdrawal/slices/S2026010100000009/received': () => {
        confirmed.push('S2026010100000009');
        return ok({ sliceNo: 'S2026010100000009' });
      },
    });
    render(<WithdrawPage />);
    const row = await screen.findByTestId(`withdrawal-${MATCHED.orderNo}`);
    expect(within(row).getByText('Being paid')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Show parts' }));
    const part = await within(row).findByTestId('slice-S2026010100000009');
    expect(within(part).getByText('Paid – please confirm')).toBeInTheDocument();
    expect(within(part).getByRole('button', { name: "Payer's proof 1" })).toBeInTheDocument();
    await userEvent.click(within(part).getByRole('button', { name: 'Received' }));
    // Nothing is sent yet: the page says what confirming means, and it cannot be taken back.
    const ask = await screen.findByRole('dialog', { name: 'Did P 300.00 arrive?' });
    expect(ask).toHaveTextContent('Confirm only once P 300.00 is in your account Vietcombank **** 6789.');
    expect(ask).toHaveTextContent("P 300.00 of your withdrawal then goes to the payer's wallet; this cannot be undone.");
    expect(confirmed).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirmed).toEqual([]);

    await userEvent.click(within(part).getByRole('button', { name: 'Received' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Did P 300.00 arrive?' })).getByRole('button', { name: 'Yes, it arrived' }));
    await waitFor(() => expect(confirmed).toEqual(['S2026010100000009']));
  });

  it.each(['es', 'vi', 'zh'] as const)('asks in %s too before a part is confirmed received, naming the amount and the account', async (language) => {
    await act(() => setLanguage(language));
    const slice = matchedPart('S2026010100000011');
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok(READY),
      'GET /wps/member/withdrawal/list': () => ok(page([MATCHED])),
      [`GET /wps/member/withdrawal/${MATCHED.orderNo}`]: () => ok({ ...MATCHED, slices: [slice] }),
    });
    const texts = resources[language]!.withdraw;
    render(<WithdrawPage />);
    const row = await screen.findByTestId(`withdrawal-${MATCHED.orderNo}`);
    await userEvent.click(within(row).getByRole('button', { name: texts.list.showSlices }));
    const part = await within(row).findByTestId(`slice-${slice.sliceNo}`);
    await userEvent.click(within(part).getByRole('button', { name: texts.slices.received }));
    const ask = await screen.findByRole('dialog', { name: texts.slices.confirmTitle.replace('{{amount}}', 'P 300.00') });
    expect(ask).toHaveTextContent('Vietcombank **** 6789');
    expect(ask).toHaveTextContent(texts.slices.confirmText.split('{{account}}')[1]!.split('{{amount}}')[0]!.trim());
    expect(within(ask).getByRole('button', { name: texts.slices.confirmNo })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method?.toUpperCase() === 'POST')).toHaveLength(0);
  });

  it('follows a withdrawal waiting for approval until an operator decides it, and on the member\'s return to the window', async () => {
    expect(WITHDRAWAL_POLL_MS).toBeGreaterThan(0);
    // Only the clock is faked: promises and microtasks run as they do in a browser.
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let state: WithdrawalSummary['state'] = 'PENDING';
      api = fakePlatform({
        'GET /wps/member/withdrawal/options': () => ok(READY),
        'GET /wps/member/withdrawal/list': () => ok(page([{ ...MATCHED, mode: 'MANUAL', state, cancellable: state === 'PENDING' }])),
      });
      const changed = jest.fn();
      const off = bus.on('wallet:changed', changed);
      // Inside the provider the shell gives remotes: it is what follows the window's focus.
      renderWithProviders(<WithdrawPage />);
      const row = await screen.findByTestId(`withdrawal-${MATCHED.orderNo}`);
      expect(within(row).getByText('Waiting for approval')).toBeInTheDocument();

      // An operator approves it: the open page looks again by itself while it waits.
      state = 'COMPLETED';
      await act(() => jest.advanceTimersByTimeAsync(WITHDRAWAL_POLL_MS));
      await waitFor(() => expect(within(row).getByText('Completed')).toBeInTheDocument());
      expect(within(row).queryByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument();
      // A decided withdrawal changes what the header shows (a rejected one gives the money back).
      expect(changed).toHaveBeenCalled();

      // Nothing waits any more: no more looking on a timer, but coming back to the window reads it again.
      state = 'REJECTED';
      const calls = api.callsTo('GET /wps/member/withdrawal/list').length;
      await act(() => jest.advanceTimersByTimeAsync(WITHDRAWAL_POLL_MS * 3));
      expect(api.callsTo('GET /wps/member/withdrawal/list')).toHaveLength(calls);
      act(() => {
        window.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(within(row).getByText('Rejected')).toBeInTheDocument());
      off();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a part as not received with proof pictures and a remark, then closes the report', async () => {
    const sent: unknown[] = [];
    const slice = matchedPart('S2026010100000010', { files: [{ id: 3, purpose: 'PAYMENT' }] });
    api = fakePlatform({
      'GET /wps/member/withdrawal/options': () => ok(READY),
      'GET /wps/member/withdrawal/list': () => ok(page([MATCHED])),
      [`GET /wps/member/withdrawal/${MATCHED.orderNo}`]: () => ok({ ...MATCHED, slices: [slice] }),
      'POST /wps/member/withdrawal/slices/S2026010100000010/not-received': (config) => {
        sent.push(bodyOf(config));
        return ok({ sliceNo: slice.sliceNo });
      },
    });
    const user = userEvent.setup();
    render(<WithdrawPage />);
    const row = await screen.findByTestId(`withdrawal-${MATCHED.orderNo}`);
    await user.click(within(row).getByRole('button', { name: 'Show parts' }));
    const part = await within(row).findByTestId('slice-S2026010100000010');
    await user.click(within(part).getByRole('button', { name: 'Not received' }));
    const report = within(part).getByRole('form', { name: 'Report part S2026010100000010 as not received' });
    await user.click(within(report).getByRole('button', { name: 'Send to an operator' }));
    expect(within(report).getByRole('alert')).toHaveTextContent('Please choose at least one picture.');
    expect(sent).toEqual([]);
    await user.upload(within(report).getByLabelText('Proof pictures'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'statement.png', { type: 'image/png' }));
    await user.type(within(report).getByLabelText('Remark (optional)'), '  Nothing on my statement ');
    await user.click(within(report).getByRole('button', { name: 'Send to an operator' }));
    await waitFor(() => expect(sent).toEqual([{ files: [{ contentType: 'image/png', data: 'iVBORw==' }], remark: 'Nothing on my statement' }]));
    await waitFor(() => expect(within(part).queryByRole('form')).not.toBeInTheDocument());
  });
});
