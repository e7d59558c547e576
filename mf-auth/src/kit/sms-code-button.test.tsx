import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type SmsCodeValue } from '@site/shared';
import { Field, TextInput } from '@site/shared/centre-kit';
import { resetSharedState } from '../testing/render';
import { SmsCodeButton } from './sms-code-button';

beforeEach(async () => {
  await resetSharedState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/**
 * Click and let the send's promise chain settle. The send is a react-query mutation, which tells
 * the component of its new state on a zero-delay timer: the fake clock runs that timer too.
 */
async function press(button: HTMLElement) {
  await act(async () => {
    button.click();
  });
  await act(async () => {
    jest.advanceTimersByTime(0);
  });
}

/** Close the warning dialog with its submit button (the close resets the mutation: `press` settles it). */
const dismiss = () => press(screen.getByRole('button', { name: 'Submit' }));

describe('SmsCodeButton', () => {
  it('by keyboard: Enter sends, then focus moves to the code field it belongs to', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const send = jest.fn<Promise<SmsCodeValue>, []>().mockResolvedValue({ expiredMinutes: 5 });
    render(
      <Field label="Code" name="code" suffix={<SmsCodeButton send={send} />}>
        <TextInput value="" onChange={() => undefined} />
      </Field>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('sends, then counts down 60 × expiredMinutes seconds disabled, and is active again at 0', async () => {
    const send = jest.fn<Promise<SmsCodeValue>, []>().mockResolvedValue({ expiredMinutes: 2 });
    render(<SmsCodeButton send={send} />);
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
    const waiting = screen.getByRole('button', { name: 'Send code (120s)' });
    expect(waiting).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send code (119s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(119_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('sends at most once a second', async () => {
    const send = jest.fn<Promise<SmsCodeValue>, []>().mockRejectedValue(new ApiError('SMS_TOO_FREQUENT', 'x', 429));
    render(<SmsCodeButton send={send} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    await press(button);
    await dismiss();
    await press(button);
    expect(send).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1000));
    await press(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('waits, disabled and busy, while the send is on its way', async () => {
    let answer: (value: SmsCodeValue) => void = () => undefined;
    const send = jest.fn(() => new Promise<SmsCodeValue>((resolve) => (answer = resolve)));
    render(<SmsCodeButton send={send} />);
    await press(screen.getByRole('button', { name: 'Send code' }));
    const waiting = screen.getByRole('button', { name: 'Send code' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ expiredMinutes: 1 }));
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(screen.getByRole('button', { name: 'Send code (60s)' })).toHaveAttribute('aria-busy', 'false');
  });

  it('does not send when validation fails', async () => {
    const send = jest.fn<Promise<SmsCodeValue>, []>();
    render(<SmsCodeButton send={send} validate={() => false} />);
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('reports every send that reached the platform, sent or refused, and leaves a refusal the form takes out of the dialog', async () => {
    const refused = new ApiError('CAPTCHA_INVALID', 'x', 400, 'captcha');
    const send = jest.fn<Promise<SmsCodeValue>, []>().mockRejectedValueOnce(refused).mockRejectedValueOnce(new ApiError('SMS_QUOTA', 'x', 429)).mockResolvedValue({ expiredMinutes: 1 });
    const onSettled = jest.fn();
    const onRefused = jest.fn((error: unknown) => error === refused);
    render(<SmsCodeButton send={send} validate={() => true} onSettled={onSettled} onRefused={onRefused} />);
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(onSettled).toHaveBeenLastCalledWith(false);
    expect(onRefused).toHaveBeenLastCalledWith(refused);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(onSettled).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Warning' })).toHaveTextContent('Too many codes have been sent. Please try again later.');
    await dismiss();

    act(() => jest.advanceTimersByTime(1000));
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(onSettled).toHaveBeenLastCalledWith(true);
    expect(onSettled).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Send code (60s)' })).toBeDisabled();
  });

  it('shows a refusal in a warning dialog with the translated message and a submit button', async () => {
    const send = jest.fn<Promise<SmsCodeValue>, []>().mockRejectedValue(new ApiError('MOBILE_NOT_FOUND', 'This mobile number is not registered', 404));
    render(<SmsCodeButton send={send} />);
    await press(screen.getByRole('button', { name: 'Send code' }));
    const dialog = screen.getByRole('dialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent('This mobile number is not registered');
    await dismiss();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
