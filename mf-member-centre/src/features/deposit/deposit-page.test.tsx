import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@site/shared';
import type { DepositChannel, DepositOrder } from '@site/shared/contract/member';
import { bodyOf, fakePlatform, ok, refusal, renderWithProviders, type Reply, type Routes } from '@site/shared/testing';
import { BankTransferForm } from './components/bank-transfer-form';
import DepositPageEntry, { DepositPage } from './deposit-page';
import { order, page, setUpDepositTests } from './testing/deposit-orders';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const BANK: DepositChannel = {
  code: 'BANK_TRANSFER',
  minAmount: '100.00',
  maxAmount: '50000.00',
  bankAccount: { bankName: 'Demo Savings Bank', accountNumber: '0012-3456-7890', accountHolder: 'SITE PAYMENTS LTD' },
};
const GATEWAY: DepositChannel = { code: 'DEMO_GATEWAY', minAmount: '10.00', maxAmount: '20000.00', bankAccount: null };
const MATCHED: DepositChannel = { code: 'MATCHED', minAmount: '50.00', maxAmount: '10000.00', bankAccount: null };

let api: ReturnType<typeof fakePlatform>;

/** The platform with the given channels and orders; `extra` adds or replaces routes. */
function platform(channels: DepositChannel[], orders: () => DepositOrder[] = () => [], extra: Routes = {}) {
  api = fakePlatform({
    'GET /wps/member/deposit/channels': () => ok(channels),
    // A copy per answer, as a real platform sends a new body each time: the cache must not share the test's array.
    'GET /wps/member/deposit/orders': () => ok(page([...orders()])),
    ...extra,
  });
  return api;
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });

/** The text of the element an input's aria-describedby points to for its error (the message under the field). */
function errorUnder(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

setUpDepositTests(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('Deposit page: channel picker', () => {
  it('offers the open channels in the operator order, the first one chosen, and leaves out MATCHED without a matched panel', async () => {
    platform([BANK, GATEWAY, MATCHED]);
    render(<DepositPageEntry />);
    const picker = await screen.findByRole('group', { name: 'How do you want to deposit?' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['BANK_TRANSFER', 'DEMO_GATEWAY']);
    expect(within(picker).getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(screen.getByRole('form', { name: 'Report a bank transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Matched deposit' })).not.toBeInTheDocument();
  });

  it('switches channel by click and by arrow keys, each channel with its own form', async () => {
    platform([BANK, GATEWAY]);
    render(<DepositPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Online payment (DemoPay)' }));
    expect(screen.getByRole('form', { name: 'Pay online' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Report a bank transfer' })).not.toBeInTheDocument();

    // Keyboard: the checked radio takes focus by Tab, arrows move the choice within the group.
    screen.getByRole('radio', { name: 'Online payment (DemoPay)' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Report a bank transfer' })).toBeInTheDocument();
  });

  it('renders the MATCHED channel through the matchedChannel prop, handing it the channel', async () => {
    platform([BANK, MATCHED]);
    const seen: DepositChannel[] = [];
    function MatchedPanel({ channel }: { channel: DepositChannel }) {
      seen.push(channel);
      return <p>matched panel {channel.minAmount}</p>;
    }
    render(<DepositPage matchedChannel={MatchedPanel} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Matched deposit' }));
    expect(screen.getByText('matched panel 50.00')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual(MATCHED);
  });

  it('says so when no channel is open (MATCHED alone counts as none without its panel)', async () => {
    platform([MATCHED]);
    render(<DepositPage />);
    expect(await screen.findByText('No deposit channel is open right now. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the channels cannot be loaded, and loads them on Retry', async () => {
    let fail = true;
    platform([], () => [], {
      'GET /wps/member/deposit/channels': () => (fail ? refusal('INTERNAL', 'Something went wrong', 500) : ok([BANK])),
    });
    render(<DepositPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  });
});

describe('Deposit page: bank transfer', () => {
  it('shows the site bank account and the channel bounds under the amount', async () => {
    platform([BANK]);
    render(<DepositPage />);
    expect(await screen.findByText('Demo Savings Bank')).toBeInTheDocument();
    expect(screen.getByText('0012-3456-7890')).toBeInTheDocument();
    expect(screen.getByText('SITE PAYMENTS LTD')).toBeInTheDocument();
    const hintId = amountField().getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(hintId)).toHaveTextContent(/From .*100\.00 to .*50,000\.00/);
  });

  it('refuses amounts outside the channel bounds and a bad note under their fields, sending nothing', async () => {
    const post = platform([BANK]);
    render(<DepositPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '99.99');
    await userEvent.type(screen.getByRole('textbox', { name: 'Transfer note' }), '<script>');
    await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));

    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(errorUnder(amountField())).toBe('must be at least 100.00');
    expect(amountField()).toHaveFocus();
    const note = screen.getByRole('textbox', { name: 'Transfer note' });
    expect(errorUnder(note)).toBe('may hold letters, digits, spaces and . _ / - only');

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '50000.01');
    await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));
    expect(errorUnder(amountField())).toBe('must be at most 50000.00');

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));
    expect(errorUnder(amountField())).toBe('must be an amount such as 100.00');
    expect(post.callsTo('POST /wps/member/deposit/bank')).toHaveLength(0);
  });

  it('reports a transfer with amount, note and a request id, confirms the order and lists it', async () => {
    const orders: DepositOrder[] = [];
    platform([BANK], () => orders, {
      'POST /wps/member/deposit/bank': (config) => {
        const body = bodyOf(config) as { amount: string; reference: string };
        const created = order({ amount: '250.00', reference: body.reference });
        orders.push(created);
        return ok({ order: created, replayed: false });
      },
    });
    render(<DepositPage />);
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();
    await userEvent.type(amountField(), ' 250 ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Transfer note' }), 'JOHN 1124');
    await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));

    expect(await screen.findByText('Order D20261124000001 is waiting for our confirmation.')).toHaveAttribute('role', 'status');
    expect(bodyOf(api.callsTo('POST /wps/member/deposit/bank')[0])).toEqual({
      amount: '250',
      reference: 'JOHN 1124',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The form is empty again and the new order shows in the list.
    expect(amountField()).toHaveValue('');
    const recent = screen.getByRole('region', { name: 'My recent deposits' });
    const row = await within(recent).findByRole('listitem');
    expect(row).toHaveTextContent(/D20261124000001.*250\.00.*Bank transfer.*Pending/);
  });

  it('follows the reported transfer: once credited, the form no longer says it waits', async () => {
    const orders: DepositOrder[] = [];
    platform([BANK], () => orders, {
      'POST /wps/member/deposit/bank': () => {
        orders.push(order({}));
        return ok({ order: order({}), replayed: false });
      },
    });
    // Inside the provider the shell gives remotes: it is what follows the window's focus.
    renderWithProviders(<BankTransferForm channel={BANK} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.type(screen.getByRole('textbox', { name: 'Transfer note' }), 'JOHN 1124');
    await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));
    const form = screen.getByRole('form', { name: 'Report a bank transfer' });
    expect(await within(form).findByRole('status')).toHaveTextContent('Order D20261124000001 is waiting for our confirmation.');

    // An operator credits it while the member checks the bank's site in another tab, then comes back.
    orders[0] = order({ state: 'CREDITED', completedAt: '2026-11-24T10:05:00.000Z' });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Order D20261124000001 was credited: P 250.00 is in your wallet.'));
    expect(within(form).getByRole('status')).not.toHaveTextContent(/waiting/);
  });

  it('puts a refusal the platform names a field for under that field, and others above the button', async () => {
    let answer: Reply<never> = {
      status: 400,
      data: { success: false, value: null, errorCode: 'VALIDATION', message: 'amount: must be between 100.00 and 50000.00 for this channel', field: 'amount' },
    };
    platform([BANK], () => [], {
      'POST /wps/member/deposit/bank': () => answer,
    });
    render(<DepositPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.type(screen.getByRole('textbox', { name: 'Transfer note' }), 'JOHN');
    await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));
    await waitFor(() => expect(errorUnder(amountField())).toBe('Must be between 100.00 and 50000.00 for this channel'));
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');

    answer = refusal('TOO_MANY_OPEN_ORDERS', 'You already have 3 deposit orders waiting; finish or cancel one first', 409);
    await userEvent.type(amountField(), '0');
    await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have 3 deposit orders waiting; finish or cancel one first');
    expect(amountField()).not.toHaveAttribute('aria-invalid');
  });
});

describe('Deposit page: demo gateway', () => {
  it('refuses an amount under the gateway bounds without opening a window', async () => {
    platform([GATEWAY]);
    const open = jest.spyOn(window, 'open');
    render(<DepositPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '9.99');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(errorUnder(amountField())).toBe('must be at least 10.00');
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo('POST /wps/member/deposit/gateway')).toHaveLength(0);
  });

  it('opens a window during the click and sends it to the payment page in the member language', async () => {
    const created = order({ channel: 'DEMO_GATEWAY', paymentUrl: '/pay/checkout/P123', expiresAt: '2026-11-24T10:30:00.000Z' });
    platform([GATEWAY], () => [], {
      'POST /wps/member/deposit/gateway': () => ok({ order: created, replayed: false }),
    });
    const popup = { opener: window as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    await act(() => setLanguage('es'));
    render(<DepositPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Importe' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe('/pay/checkout/P123?lang=es'));
    expect(popup.opener).toBeNull();
    expect(await screen.findByText('La página de pago del pedido D20261124000001 se abrió en una ventana nueva.')).toBeInTheDocument();
    expect(bodyOf(api.callsTo('POST /wps/member/deposit/gateway')[0])).toEqual({ amount: '500', requestId: expect.any(String) });
  });

  it('closes the window it opened when the platform refuses, and shows the refusal under the amount', async () => {
    platform([GATEWAY], () => [], {
      'POST /wps/member/deposit/gateway': () => ({
        status: 403,
        data: { success: false, value: null, errorCode: 'CHANNEL_DISABLED', message: 'amount: too large for today', field: 'amount' },
      }),
    });
    const popup = { opener: null, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    render(<DepositPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(errorUnder(amountField())).toBe('Too large for today'));
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });
});
