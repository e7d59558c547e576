import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, queryClient, setLanguage } from '@site/shared';
import { bodyOf, fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import type { AccountProfile } from '@site/shared/contract/member';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { EmailForm } from './email-form';
import { LoginPasswordForm } from './login-password-form';
import { PaymentPasswordForm } from './payment-password-form';
import { AddPayoutAccountForm } from './payout-accounts-section';
import { NicknameForm, RealNameForm } from './profile-section';
import SecurityCenterPage from './security-center-page';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));

let platform: FakePlatform | null = null;
afterEach(() => {
  platform?.restore();
  platform = null;
  queryClient.clear();
});

const PROFILE: AccountProfile = {
  account: 'member1',
  nickname: 'member1',
  realName: null,
  mobile: null,
  email: null,
  paymentPasswordSet: false,
  payoutAccountCount: 0,
  payoutAccountLimit: 5,
};

/** The message under a field: the element its input names in aria-describedby. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

describe('real name form', () => {
  it('shows the schema error under the field and sends nothing', async () => {
    platform = fakePlatform({});
    render(<RealNameForm />);
    await userEvent.type(screen.getByLabelText('Real name'), 'Nguyen 2');
    await userEvent.click(screen.getByRole('button', { name: 'Set real name' }));
    expect(errorOf('Real name')).toContain('Use 2-50 letters, with single spaces between the words (no digits or symbols).');
    expect(screen.getByLabelText('Real name')).toHaveFocus();
    expect(platform.calls).toHaveLength(0);
  });

  it('sends the name upper case and puts a refusal under the field it names, in the page language', async () => {
    // The platform names the field in the envelope.
    platform = fakePlatform({
      'PUT /wps/member/account/real-name': () => ({
        data: { success: false, value: null, errorCode: 'REAL_NAME_ALREADY_SET', message: 'already set', field: 'realName' },
        status: 409,
      }),
    });
    render(<RealNameForm />);
    await userEvent.type(screen.getByLabelText('Real name'), 'nguyễn  văn an');
    await userEvent.click(screen.getByRole('button', { name: 'Set real name' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Set NGUYỄN VĂN AN' }));
    expect(await screen.findByText(/The real name is already set/)).toBeInTheDocument();
    expect(errorOf('Real name')).toContain('The real name is already set');
    expect(bodyOf(platform.callsTo('PUT /wps/member/account/real-name')[0])).toEqual({ realName: 'NGUYỄN VĂN AN' });
  });
});

describe('real name: asks first, since it is fixed for good', () => {
  const REAL_NAME = 'PUT /wps/member/account/real-name';
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says before saving that the name is kept in capital letters and cannot be changed, and sends it only once confirmed', async () => {
    platform = fakePlatform({ [REAL_NAME]: () => ok({ realName: 'NGUYỄN VĂN AN' }) });
    render(<RealNameForm />);
    // The rule is stated before the member types anything.
    expect(screen.getByLabelText('Real name')).toHaveAccessibleDescription(/capital letters/);
    await userEvent.type(screen.getByLabelText('Real name'), 'nguyễn  văn an');
    await userEvent.click(screen.getByRole('button', { name: 'Set real name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set your real name for good?' });
    expect(dialog).toHaveTextContent('NGUYỄN VĂN AN');
    expect(dialog).toHaveTextContent(/capital letters/);
    expect(dialog).toHaveTextContent(/cannot be changed/);
    expect(platform.calls).toHaveLength(0);

    // Going back sends nothing and keeps what was typed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(platform.calls).toHaveLength(0);
    expect(screen.getByLabelText('Real name')).toHaveValue('nguyễn  văn an');

    await userEvent.click(screen.getByRole('button', { name: 'Set real name' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Set NGUYỄN VĂN AN' }));
    await waitFor(() => expect(platform!.callsTo(REAL_NAME)).toHaveLength(1));
    expect(bodyOf(platform.callsTo(REAL_NAME)[0])).toEqual({ realName: 'NGUYỄN VĂN AN' });
  });

  it.each(['es', 'vi', 'zh'] as const)('asks in %s too, with the name as it will be kept', async (language) => {
    await act(() => setLanguage(language));
    platform = fakePlatform({});
    render(<RealNameForm />);
    const texts = resources[language]!.securityCenter.profile;
    await userEvent.type(screen.getByLabelText(texts.real_name), 'tran thi b');
    await userEvent.click(screen.getByRole('button', { name: texts.save_real_name }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirm_title });
    expect(dialog).toHaveTextContent('TRAN THI B');
    expect(dialog).toHaveTextContent(texts.confirm_text.split('{{name}}')[1]!.trim());
    expect(platform.calls).toHaveLength(0);
  });
});

describe('nickname form', () => {
  it('refuses a one-character nickname under its field', async () => {
    platform = fakePlatform({});
    render(<NicknameForm nickname="member1" />);
    const input = screen.getByLabelText('Nickname');
    await userEvent.clear(input);
    await userEvent.type(input, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(errorOf('Nickname')).toBe('Use 2-20 letters or digits, with single spaces, dots, _ or - between them.');
    expect(platform.calls).toHaveLength(0);
  });

  it('says Saved once the platform accepted it', async () => {
    platform = fakePlatform({ 'PUT /wps/member/account/nickname': () => ok(null), 'GET /wps/member/account/profile': () => ok(PROFILE) });
    render(<NicknameForm nickname="member1" />);
    await userEvent.type(screen.getByLabelText('Nickname'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(bodyOf(platform.callsTo('PUT /wps/member/account/nickname')[0])).toEqual({ nickname: 'member19' });
  });
});

describe('payout account form', () => {
  const banks = () => ok({ list: [{ code: 'VCB', name: 'Vietcombank' }, { code: 'TCB', name: 'Techcombank' }] });

  it('checks the bank and the number before sending', async () => {
    platform = fakePlatform({ 'GET /wps/member/account/banks': banks });
    render(<AddPayoutAccountForm realName="NGUYỄN VĂN AN" />);
    await screen.findByRole('option', { name: 'Vietcombank' });
    await userEvent.type(screen.getByLabelText('Account number'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(errorOf('Bank')).toBe('Choose a bank from the list.');
    expect(errorOf('Account number')).toBe('Use 6 to 20 digits.');
    expect(screen.getByLabelText('Account holder')).toHaveValue('NGUYỄN VĂN AN');
    expect(platform.callsTo('POST /wps/member/account/payout-accounts')).toHaveLength(0);
  });

  it('places the platform refusal under the field it names', async () => {
    platform = fakePlatform({
      'GET /wps/member/account/banks': banks,
      'POST /wps/member/account/payout-accounts': () => ({
        data: { success: false, value: null, errorCode: 'PAYOUT_ACCOUNT_EXISTS', message: 'exists', field: 'accountNumber' },
        status: 409,
      }),
    });
    render(<AddPayoutAccountForm realName="NGUYỄN VĂN AN" />);
    await screen.findByRole('option', { name: 'Techcombank' });
    await userEvent.selectOptions(screen.getByLabelText('Bank'), 'TCB');
    await userEvent.type(screen.getByLabelText('Account number'), '0123 456 789');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('This account is already in your list.')).toBeInTheDocument();
    expect(errorOf('Account number')).toBe('This account is already in your list.');
    expect(bodyOf(platform.callsTo('POST /wps/member/account/payout-accounts')[0])).toEqual({
      bankCode: 'TCB',
      accountNumber: '0123456789',
      holderName: 'NGUYỄN VĂN AN',
    });
  });
});

describe('payment password form', () => {
  it('asks for six digits and a matching confirmation before sending', async () => {
    platform = fakePlatform({});
    render(<PaymentPasswordForm isSet={false} />);
    await userEvent.type(screen.getByLabelText('Login password'), 'secret123');
    await userEvent.type(screen.getByLabelText('New payment password'), '12345');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '54321');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(errorOf('New payment password')).toBe('Use exactly 6 digits.');
    expect(errorOf('Confirm payment password')).toBe('Does not match the new payment password.');
    expect(platform.calls).toHaveLength(0);
  });

  it('offers the change form, with the current payment password, once one is set', () => {
    platform = fakePlatform({});
    render(<PaymentPasswordForm isSet />);
    expect(screen.getByLabelText('Current payment password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Login password')).not.toBeInTheDocument();
  });
});

describe('field messages in the member language', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('words each problem by field and issue code in Spanish, never the contract English', async () => {
    platform = fakePlatform({});
    await act(() => setLanguage('es'));
    render(<PaymentPasswordForm isSet />);
    // The same six digits twice: the code tells 'must differ' (custom) from 'six digits' (format).
    await userEvent.type(screen.getByLabelText('Contraseña de pago actual'), '12a');
    await userEvent.type(screen.getByLabelText('Nueva contraseña de pago'), '123456');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña de pago'), '123457');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña de pago' }));
    expect(errorOf('Contraseña de pago actual')).toBe('Introduce tu contraseña de pago actual: exactamente 6 dígitos.');
    expect(errorOf('Confirmar contraseña de pago')).toBe('No coincide con la nueva contraseña de pago.');
    expect(platform.calls).toHaveLength(0);
  });

  it('tells a missing login password from a too long one in Vietnamese and Chinese', async () => {
    platform = fakePlatform({});
    await act(() => setLanguage('vi'));
    const { unmount } = render(<EmailForm current={null} />);
    await userEvent.type(screen.getByLabelText('Địa chỉ email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(errorOf('Địa chỉ email')).toBe('Nhập địa chỉ email hợp lệ dài 5-100 ký tự.');
    expect(errorOf('Mật khẩu đăng nhập')).toBe('Nhập mật khẩu đăng nhập của bạn.');
    unmount();

    await act(() => setLanguage('zh'));
    render(<LoginPasswordForm />);
    await userEvent.type(screen.getByLabelText('新密码'), 'abc12345');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'abc12346');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(errorOf('当前密码')).toBe('请输入当前密码。');
    expect(errorOf('确认新密码')).toBe('与新密码不一致。');
    // Nothing sent: the form only read the site's password rule.
    expect(platform.calls.filter((call) => call.method !== 'get')).toHaveLength(0);
  });

  it('words a platform validation refusal by the field it names', async () => {
    platform = fakePlatform({
      'PUT /wps/member/account/nickname': () => ({
        data: { success: false, value: null, errorCode: 'VALIDATION', message: 'nickname: must be 2-20 characters', field: 'nickname' },
        status: 400,
      }),
    });
    await act(() => setLanguage('es'));
    render(<NicknameForm nickname="member1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar apodo' }));
    expect(await screen.findByText('Usa de 2 a 20 letras o dígitos, con espacios simples, puntos, _ o - entre ellas.')).toBeInTheDocument();
    expect(errorOf('Apodo')).toBe('Usa de 2 a 20 letras o dígitos, con espacios simples, puntos, _ o - entre ellas.');
  });
});

describe('the page', () => {
  it('loads the profile, moves between tabs by keyboard and shows the empty login history', async () => {
    platform = fakePlatform({
      'GET /wps/member/account/profile': () => ok({ ...PROFILE, realName: 'NGUYỄN VĂN AN' }),
      'GET /wps/member/account/login-history': () => ok({ list: [], pageNo: 1, totalPages: 1, totalCount: 0 }),
    });
    render(<SecurityCenterPage />);
    expect(await screen.findByTestId('real-name')).toHaveTextContent('NGUYỄN VĂN AN');
    // Set once: no form to set it again.
    expect(screen.queryByRole('button', { name: 'Set real name' })).not.toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: 'Account sections' });
    await act(async () => {
      within(tabs).getByRole('tab', { name: 'Profile' }).focus();
    });
    await userEvent.keyboard('{End}');
    expect(within(tabs).getByRole('tab', { name: 'Login history' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Login history' })).toHaveFocus();
    expect(await screen.findByText('No sign-ins in the last 30 days.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lets the keyboard reach and scroll the login history table on a narrow screen', async () => {
    platform = fakePlatform({
      'GET /wps/member/account/profile': () => ok(PROFILE),
      'GET /wps/member/account/login-history': () =>
        ok({ list: [{ time: '2026-01-02T03:04:05.000Z', ip: '203.0.113.9', device: 'Chrome on Linux' }], pageNo: 1, totalPages: 1, totalCount: 1 }),
    });
    render(<SecurityCenterPage />);
    await screen.findByLabelText('Nickname');
    await userEvent.click(screen.getByRole('tab', { name: 'Login history' }));
    const table = await screen.findByRole('region', { name: 'Login history' });
    expect(within(table).getByRole('table')).toHaveTextContent('Chrome on Linux');
    expect(table).toHaveAttribute('tabindex', '0');
  });

  it('shows the error state with Retry when the profile cannot be read', async () => {
    platform = fakePlatform({ 'GET /wps/member/account/profile': () => refusal('INTERNAL', 'Server busy', 500) });
    render(<SecurityCenterPage />);
    // The page's query tries once more before it gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Server busy');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks for the real name before payout accounts can be added', async () => {
    platform = fakePlatform({
      'GET /wps/member/account/profile': () => ok(PROFILE),
      'GET /wps/member/account/payout-accounts': () => ok({ list: [], limit: 5 }),
    });
    render(<SecurityCenterPage />);
    await screen.findByLabelText('Nickname');
    await userEvent.click(screen.getByRole('tab', { name: 'Payout accounts' }));
    expect(await screen.findByText(/Set your real name in Profile first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
  });
});
