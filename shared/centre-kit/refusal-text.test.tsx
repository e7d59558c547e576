import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError, i18n } from '@site/shared';
import { Field, FormError, QueryState, SubmitButton, TextInput, useZodForm, type QueryLike } from '.';

const LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;

/** What the platform sends today for a wrong payment password: its field's name in front of the sentence. */
const wrongPaymentPassword = () => new ApiError('PAYMENT_PASSWORD_WRONG', 'paymentPassword: the payment password is incorrect', 403, 'paymentPassword');
const notInTeam = () => new ApiError('AGENT_NOT_IN_TEAM', 'account: no such member in your team', 404, 'account');

const EXPECTED_PAYMENT: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: /payment password is incorrect/i,
  es: /contraseña de pago es incorrecta/i,
  vi: /mật khẩu thanh toán không đúng/i,
  zh: /支付密码不正确/,
};

const EXPECTED_TEAM: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: /no member with that account in your team/i,
  es: /ningún miembro con esa cuenta/i,
  vi: /không có thành viên nào với tài khoản này/i,
  zh: /团队中没有该账号的成员/,
};

const Schema = z.object({ paymentPassword: z.string().min(1) });

function PasswordForm({ send }: { send: () => Promise<unknown> }) {
  const form = useZodForm(Schema, { paymentPassword: '' });
  return (
    <form onSubmit={form.submit(send)} noValidate>
      <FormError error={form.formError} />
      <Field label="Payment password" name="paymentPassword" error={form.errors.paymentPassword}>
        <TextInput type="password" value={form.values.paymentPassword} onChange={(value) => form.setValue('paymentPassword', value)} />
      </Field>
      <SubmitButton busy={form.submitting}>Send</SubmitButton>
    </form>
  );
}

const query = (error: unknown): QueryLike<string[]> => ({ data: undefined, error, isPending: false, isError: true, refetch: jest.fn() });

describe('a platform refusal in words', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each(LANGUAGES)('puts a wrong payment password under its field in words, without the machine name of the field (%s)', async (language) => {
    await act(() => i18n.changeLanguage(language));
    const user = userEvent.setup();
    render(<PasswordForm send={() => Promise.reject(wrongPaymentPassword())} />);
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByLabelText('Payment password');
    expect(await screen.findByText(EXPECTED_PAYMENT[language])).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(EXPECTED_PAYMENT[language]);
    expect(document.body).not.toHaveTextContent('paymentPassword');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(LANGUAGES)('says "no member with that account in your team" in words and offers no Retry for a refusal (%s)', async (language) => {
    await act(() => i18n.changeLanguage(language));
    render(<QueryState query={query(notInTeam())}>{(rows) => rows.join()}</QueryState>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(EXPECTED_TEAM[language]);
    expect(alert).not.toHaveTextContent('account:');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('strips the field name from a refusal the kit has no words of its own for, and still offers Retry for a failure that may pass', async () => {
    const { unmount } = render(<QueryState query={query(new ApiError('VALIDATION', 'startDate: must be a date', 400, 'startDate'))}>{(rows) => rows.join()}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Must be a date');
    expect(screen.getByRole('alert')).not.toHaveTextContent('startDate');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    unmount();
    render(<QueryState query={query(new ApiError('NETWORK', 'Network link is abnormal', 0))}>{(rows) => rows.join()}</QueryState>);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
