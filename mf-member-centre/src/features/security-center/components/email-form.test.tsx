import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, ApiError, setLanguage } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { putEmail } from '../api/put-email';
import { EmailForm } from './email-form';

// The sealed call itself is the shared client's (tested there); here: the two steps the form takes.
jest.mock('../api/put-email', () => ({ putEmail: jest.fn() }));
const request = putEmail as jest.MockedFunction<typeof putEmail>;

let platform: ReturnType<typeof fakePlatform> | null = null;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => request.mockReset());
afterEach(async () => {
  platform?.restore();
  platform = null;
  await act(() => setLanguage('en'));
});

async function askForCode(): Promise<void> {
  await userEvent.type(screen.getByLabelText('Email address'), 'new.me@example.com');
  await userEvent.type(screen.getByLabelText('Login password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('email form', () => {
  it('asks for a code first and keeps the current address; binds it only with the code from the mail', async () => {
    platform = fakePlatform({ 'PUT /wps/member/account/email/confirm': () => ok(null) });
    request.mockResolvedValue({ expiredMinutes: 15 });
    render(<EmailForm current="o***d@example.com" />);
    await askForCode();
    expect(request).toHaveBeenCalledWith({ email: 'new.me@example.com', password: 'secret123' });
    expect(await screen.findByText('A code was sent to new.me@example.com. Enter it within 15 minutes; until then your current email stays.')).toBeInTheDocument();
    expect(screen.getByText('Current email: o***d@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(platform.calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Code from the email'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/member/account/email/confirm').map((call) => JSON.parse(String(call.data)) as unknown)).toEqual([{ verificationCode: '123456' }]);
    expect(screen.queryByLabelText('Code from the email')).toBeNull();
  });

  it('says when an address is taken, and when too many were tried, in the member language', async () => {
    await act(() => setLanguage('es'));
    request.mockRejectedValueOnce(new ApiError('EMAIL_EXISTS', 'taken', 409, 'email'));
    render(<EmailForm current={null} />);
    await userEvent.type(screen.getByLabelText('Dirección de correo'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña de acceso'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findAllByText('Otra cuenta usa esta dirección de correo.')).not.toHaveLength(0);
    expect(screen.queryByLabelText('Código del correo')).toBeNull();

    request.mockRejectedValueOnce(new ApiError('TOO_MANY_ATTEMPTS', 'later', 429));
    await userEvent.type(screen.getByLabelText('Contraseña de acceso'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Demasiados intentos. Inténtalo de nuevo más tarde.')).toBeInTheDocument();
  });
});
