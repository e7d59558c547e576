import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, ApiError, formatBounds, queryClient, setLanguage, type RegisterFieldRule } from '@site/shared';
import { PATTERN_TEXTS } from '@site/shared/centre-kit';
import { fakePlatform, ok } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { postLoginPassword } from '../api/post-login-password';
import { LoginPasswordForm } from './login-password-form';

jest.mock('../api/post-login-password', () => ({ postLoginPassword: jest.fn() }));
const send = postLoginPassword as jest.MockedFunction<typeof postLoginPassword>;

/** The site's password rule, as the register settings give it. */
const PASSWORD_RULE: RegisterFieldRule = { field: 'password', enabled: true, required: true, acceptedPattern: '*', patternId: 'LETTERS_AND_DIGITS', minLength: 6, maxLength: 20, type: 'password' };

const LABELS = {
  en: { current: 'Current password', next: 'New password', confirm: 'Confirm new password', submit: 'Change password' },
  es: { current: 'Contraseña actual', next: 'Nueva contraseña', confirm: 'Confirmar nueva contraseña', submit: 'Cambiar contraseña' },
  vi: { current: 'Mật khẩu hiện tại', next: 'Mật khẩu mới', confirm: 'Xác nhận mật khẩu mới', submit: 'Đổi mật khẩu' },
  zh: { current: '当前密码', next: '新密码', confirm: '确认新密码', submit: '修改密码' },
} as const;
type Language = keyof typeof LABELS;

jest.setTimeout(60_000);

let platform: ReturnType<typeof fakePlatform> | null = null;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  send.mockReset();
  queryClient.clear();
  platform = fakePlatform({ 'GET /wps/system/setting/register': () => ok({ fields: [PASSWORD_RULE] }) });
});
afterEach(async () => {
  platform?.restore();
  platform = null;
  await act(() => setLanguage('en'));
});

const ruleIn = (language: Language) => formatBounds(PATTERN_TEXTS[language].LETTERS_AND_DIGITS, 6, 20);

describe('the login password form states its rule', () => {
  it.each(Object.keys(LABELS) as Language[])('shows the rule under the new password and words a 3-character one by it, sending nothing (%s)', async (language) => {
    await act(() => setLanguage(language));
    const user = userEvent.setup();
    render(<LoginPasswordForm />);
    const labels = LABELS[language];
    const input = screen.getByLabelText(labels.next);
    expect(await screen.findByText(ruleIn(language))).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(ruleIn(language));
    await user.type(screen.getByLabelText(labels.current), 'oldpass1');
    await user.type(input, 'ab1');
    await user.type(screen.getByLabelText(labels.confirm), 'ab1');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The hint and the message under the field both say the rule.
    expect(input).toHaveAccessibleDescription(`${ruleIn(language)} ${ruleIn(language)}`);
    expect(document.body).not.toHaveTextContent('128');
    expect(send).not.toHaveBeenCalled();
  });

  it('words a refusal of the new password by the platform with the rule, not with the longest length allowed', async () => {
    send.mockRejectedValue(new ApiError('VALIDATION', 'newPassword: Please enter 6-20 characters', 400, 'newPassword'));
    const user = userEvent.setup();
    render(<LoginPasswordForm />);
    await screen.findByText(ruleIn('en'));
    await user.type(screen.getByLabelText('Current password'), 'oldpass1');
    await user.type(screen.getByLabelText('New password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(send).toHaveBeenCalledTimes(1);
    const input = screen.getByLabelText('New password');
    await screen.findByText((_, node) => node?.getAttribute('id')?.endsWith('-error') === true && node.textContent === ruleIn('en'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.body).not.toHaveTextContent('128');
  });
});
