import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError, i18n, updatePublicState } from '@site/shared';
import { boundedAmountSchema } from '@site/shared/contract/member';
import { CentrePage, Field, FormError, Money, Pager, QueryState, SelectInput, SubmitButton, TextInput, useZodForm, type IssueText, type QueryLike } from '.';

const query = <Data,>(patch: Partial<QueryLike<Data>>): QueryLike<Data> => ({ data: undefined, error: null, isPending: false, isError: false, refetch: jest.fn(), ...patch });

describe('CentrePage', () => {
  it('titles the page with a level-3 heading that takes focus when the page appears', () => {
    render(<CentrePage title="Platform information">content</CentrePage>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Platform information' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Platform information' })).toHaveTextContent('content');
  });
});

describe('QueryState', () => {
  it('shows a busy loading state until data arrives', () => {
    render(<QueryState query={query<string[]>({ isPending: true })}>{(rows) => rows.join()}</QueryState>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the failure with the platform message and a Retry that refetches', async () => {
    const refetch = jest.fn();
    render(<QueryState query={query<string[]>({ isError: true, error: new ApiError('X', 'Server busy', 503), refetch })}>{(rows) => rows.join()}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Server busy');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text for empty data, and the content otherwise', () => {
    const { rerender } = render(
      <QueryState query={query({ data: [] as string[] })} isEmpty={(rows) => rows.length === 0} emptyText="No messages yet.">
        {(rows) => rows.join()}
      </QueryState>,
    );
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: ['a', 'b'] })} isEmpty={(rows) => rows.length === 0} emptyText="No messages yet.">
        {(rows) => rows.join()}
      </QueryState>,
    );
    expect(screen.getByText('a,b')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet.')).not.toBeInTheDocument();
  });
});

describe('Pager', () => {
  it('is hidden when everything fits on one page', () => {
    const { container } = render(<Pager pageNo={1} totalPages={1} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('moves one page at a time and cannot go past either end', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pager pageNo={1} totalPages={3} onChange={onChange} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<Pager pageNo={3} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});

const TransferSchema = z.object({
  amount: z.string().trim().regex(/^[0-9]+(\.[0-9]{1,2})?$/, 'must be an amount such as 100.00'),
  paymentPassword: z.string().regex(/^[0-9]{6}$/, 'must be 6 digits'),
  wallet: z.enum(['MAIN', 'GAME']),
});

function TransferForm({ send }: { send: (data: z.output<typeof TransferSchema>) => Promise<unknown> }) {
  const form = useZodForm(TransferSchema, { amount: '', paymentPassword: '', wallet: 'MAIN' });
  return (
    <form onSubmit={form.submit(send)} noValidate>
      <FormError error={form.formError} />
      <Field label="Amount" name="amount" error={form.errors.amount} hint="10.00 to 500.00">
        <TextInput value={form.values.amount} onChange={(value) => form.setValue('amount', value)} inputMode="decimal" />
      </Field>
      <Field label="Payment password" name="paymentPassword" error={form.errors.paymentPassword}>
        <TextInput type="password" value={form.values.paymentPassword} onChange={(value) => form.setValue('paymentPassword', value)} />
      </Field>
      <Field label="Wallet" name="wallet" error={form.errors.wallet}>
        <SelectInput
          value={form.values.wallet}
          onChange={(value) => form.setValue('wallet', value as 'MAIN' | 'GAME')}
          options={[
            { value: 'MAIN', label: 'Main' },
            { value: 'GAME', label: 'Game' },
          ]}
        />
      </Field>
      <SubmitButton busy={form.submitting}>Send</SubmitButton>
    </form>
  );
}

describe('useZodForm with Field, TextInput, SelectInput, SubmitButton and FormError', () => {
  it('shows each refused field under it, tied by aria-describedby, focuses the first, and sends nothing', async () => {
    const send = jest.fn();
    render(<TransferForm send={send} />);
    await userEvent.type(screen.getByLabelText('Amount'), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('10.00 to 500.00 must be an amount such as 100.00');
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription('must be 6 digits');
    expect(amount).toHaveFocus();
    // Editing a refused field clears its message.
    await userEvent.clear(amount);
    expect(amount).not.toHaveAttribute('aria-invalid');
  });

  it('sends the parsed values and is busy while the request runs', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const send = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    render(<TransferForm send={send} />);
    await userEvent.type(screen.getByLabelText('Amount'), ' 100.50 ');
    await userEvent.type(screen.getByLabelText('Payment password'), '123456');
    await userEvent.selectOptions(screen.getByLabelText('Wallet'), 'GAME');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ amount: '100.50', paymentPassword: '123456', wallet: 'GAME' });
    expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish(null));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('puts a server refusal naming a field under that field, and any other above the form', async () => {
    const send = jest.fn().mockRejectedValueOnce(new ApiError('PAYMENT_PASSWORD_WRONG', 'Wrong payment password', 403, 'paymentPassword'));
    send.mockRejectedValueOnce(new ApiError('NETWORK', 'Network link is abnormal', 0));
    render(<TransferForm send={send} />);
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.type(screen.getByLabelText('Payment password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The kit words a refusal it knows itself, rather than showing the platform's sentence.
    expect(await screen.findByText('The payment password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link is abnormal');
  });
});

/** Built-in checks without messages of their own, a contract amount with bounds, and a page's own refinement. */
const ProfileSchema = z
  .object({
    nickname: z.string().trim().min(2).max(8),
    code: z.string().regex(/^[A-Z]{3}$/),
    email: z.email(),
    age: z.number().int().min(18),
    amount: boundedAmountSchema('10.00', '500.00'),
    colour: z.enum(['red', 'blue']),
    repeat: z.string(),
  })
  .refine((values) => values.repeat === values.code, { message: 'Los códigos no coinciden.', path: ['repeat'] });

type ProfileValues = z.input<typeof ProfileSchema>;

function ProfileForm({ initial, issueText }: { initial: ProfileValues; issueText?: IssueText }) {
  const form = useZodForm(ProfileSchema, initial, { issueText });
  return (
    <form onSubmit={form.submit(jest.fn())} noValidate>
      {(Object.keys(initial) as (keyof ProfileValues & string)[]).map((name) => (
        <p key={name} data-testid={`error-${name}`}>
          {form.errors[name]}
        </p>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const errorOf = (name: string) => screen.getByTestId(`error-${name}`).textContent;

describe('useZodForm in the user\'s language', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  const filled: ProfileValues = { nickname: 'a', code: 'abc', email: 'no-at-sign', age: 17, amount: '5.00', colour: 'green' as 'red', repeat: 'xyz' };

  it('words every issue in Spanish from its code and bounds', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<ProfileForm initial={filled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(errorOf('nickname')).toBe('Escribe al menos 2 caracteres.');
    expect(errorOf('code')).toBe('El formato no es válido.');
    expect(errorOf('email')).toBe('Escribe un correo electrónico válido.');
    expect(errorOf('age')).toBe('Escribe 18 o más.');
    expect(errorOf('amount')).toBe('El importe mínimo es 10.00.');
    expect(errorOf('colour')).toBe('Elige una de las opciones.');
  });

  it('keeps the message of a refinement the page worded itself', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<ProfileForm initial={{ nickname: 'ab', code: 'ABC', email: 'a@b.co', age: 18, amount: '20.00', colour: 'red', repeat: 'XYZ' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(errorOf('repeat')).toBe('Los códigos no coinciden.');
  });

  it('says a field is required, too long and above the amount bound in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<ProfileForm initial={{ ...filled, nickname: 'abcdefghij', code: '  ', amount: '900.00' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(errorOf('nickname')).toBe('Escribe como máximo 8 caracteres.');
    expect(errorOf('code')).toBe('Obligatorio.');
    expect(errorOf('amount')).toBe('El importe máximo es 500.00.');
  });

  it('keeps the schema author\'s message in English and words zod\'s own ones in plain English', async () => {
    render(<ProfileForm initial={{ ...filled, amount: '0' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(errorOf('nickname')).toBe('Enter at least 2 characters.');
    expect(errorOf('amount')).toBe('must be greater than 0');
  });

  it('uses the page\'s own wording where it gives one, and the kit\'s elsewhere', async () => {
    await act(() => i18n.changeLanguage('es'));
    const issueText: IssueText = ({ issue }) => (issue.path[0] === 'code' ? 'Tres letras mayúsculas, como ABC.' : undefined);
    render(<ProfileForm initial={filled} issueText={issueText} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(errorOf('code')).toBe('Tres letras mayúsculas, como ABC.');
    expect(errorOf('nickname')).toBe('Escribe al menos 2 caracteres.');
  });
});

describe('Money', () => {
  it('shows the server figure with the site currency symbol and separators, colouring signed amounts', () => {
    act(() => updatePublicState({ currencySymbol: '₱' }));
    render(
      <>
        <Money value="1234567.5" />
        <Money value="-20.00" signed />
        <Money value={null} />
      </>,
    );
    expect(screen.getByText('₱ 1,234,567.50')).toBeInTheDocument();
    expect(screen.getByText('-₱ 20.00').className).toMatch(/loss/);
    expect(screen.getByText('₱ --')).toBeInTheDocument();
  });
});
