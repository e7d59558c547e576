import { useRef, useState } from 'react';
import { ConfirmDialog, queryClient, type SmsCodeValue, useMutation, useTranslation } from '@site/shared';
import { AUTH_NAMESPACE } from '../i18n/resources';
import { errorText } from './error-text';
import { useCountdown } from './use-countdown';
import { useThrottle } from './use-throttle';
import styles from './form.module.css';

export interface SmsCodeButtonProps {
  /** Ask the platform for a code (login, register, reset or own-number variant). */
  send: () => Promise<SmsCodeValue>;
  /** Runs first; return false to stop (e.g. the mobile number is invalid; show its field error). */
  validate?: () => boolean;
  /**
   * After every send that reached the platform, sent or refused. A captcha answer sent with it is
   * used up either way, so this is where a form loads a new image.
   */
  onSettled?: (sent: boolean) => void;
  /** Return true for a refusal the form shows itself (e.g. under its field); the others open the warning dialog. */
  onRefused?: (error: unknown) => boolean;
  className?: string;
}

/** Min time between two sends: a double press must not send two messages. */
export const SMS_SEND_THROTTLE_MS = 1000;

/**
 * "Send code": throttled to one press a second; after a sent code it stays disabled with a seconds
 * countdown of 60 × expiredMinutes (the code's life) and is active again at 0. A refusal the form
 * does not place itself shows a warning dialog with the translated server message and a submit button.
 * It sits beside the code's input (a field's addon): after a sent code, focus moves to that input,
 * since the disabled button would otherwise drop it and the code is what comes next.
 */
export function SmsCodeButton({ send, validate, onSettled, onRefused, className }: SmsCodeButtonProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const countdown = useCountdown();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Whether the last refusal was placed by the form (under a field), so the dialog leaves it out.
  // Set in onError, which react-query runs before the mutation turns to its error state.
  const [refusalPlaced, setRefusalPlaced] = useState(false);

  const sending = useMutation(
    {
      mutationFn: () => send(),
      onSuccess: (value) => {
        countdown.start(60 * value.expiredMinutes);
        onSettled?.(true);
        buttonRef.current?.parentElement?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
      },
      onError: (error) => {
        onSettled?.(false);
        setRefusalPlaced(onRefused?.(error) ?? false);
      },
    },
    queryClient,
  );
  const busy = sending.isPending;
  const failure = sending.error && !refusalPlaced ? errorText(t, sending.error) : null;

  const sendThrottled = useThrottle(() => sending.mutate(), SMS_SEND_THROTTLE_MS);

  // Validation answers every press; only the sending is throttled.
  const press = () => {
    if (busy || countdown.running) return;
    if (validate && !validate()) return;
    sendThrottled();
  };

  return (
    <>
      <button ref={buttonRef} type="button" className={`${styles.codeButton} ${className ?? ''}`} disabled={busy || countdown.running} aria-busy={busy} onClick={() => press()}>
        {countdown.running ? t('kit.send_code_wait', { seconds: countdown.seconds }) : t('kit.send_code')}
      </button>
      <ConfirmDialog
        open={failure !== null}
        onClose={() => sending.reset()}
        title={t('kit.warning')}
        text={failure}
        buttons={[{ label: t('submit', { ns: 'common' }) }]}
        data-testid="sms-code-failure"
      />
    </>
  );
}
