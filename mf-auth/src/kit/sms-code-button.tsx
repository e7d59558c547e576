import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type SmsCodeValue } from '@site/shared';
import { AUTH_NAMESPACE } from '../i18n/resources';
import { errorText } from './error-text';
import { useCountdown } from './use-countdown';
import { useThrottle } from './use-throttle';
import styles from './kit.module.css';

export interface SmsCodeButtonProps {
  /** Ask the platform for a code (login, register, reset or own-number variant). */
  send: () => Promise<SmsCodeValue>;
  /** Runs first; return false to stop (e.g. the mobile number is invalid; show its field error). */
  validate?: () => boolean;
  className?: string;
}

/** Min time between two sends (spec §5, §9). */
export const SMS_SEND_THROTTLE_MS = 1000;

/**
 * "Send code" (spec §4): throttled to one press a second; after a sent code it stays disabled with
 * a seconds countdown of 60 × expiredMinutes and is active again at 0. A refusal shows a warning
 * dialog with the (translated) server message and a submit button (spec §8).
 */
export function SmsCodeButton({ send, validate, className }: SmsCodeButtonProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const sendThrottled = useThrottle(() => {
    setSending(true);
    send()
      .then((value) => countdown.start(60 * value.expiredMinutes))
      .catch((error: unknown) => setFailure(errorText(t, error)))
      .finally(() => setSending(false));
  }, SMS_SEND_THROTTLE_MS);

  // Validation answers every press; only the sending is throttled.
  const press = () => {
    if (sending || countdown.running) return;
    if (validate && !validate()) return;
    sendThrottled();
  };

  return (
    <>
      <button type="button" className={`${styles.codeButton} ${className ?? ''}`} disabled={sending || countdown.running} aria-busy={sending} onClick={() => press()}>
        {countdown.running ? t('kit.send_code_wait', { seconds: countdown.seconds }) : t('kit.send_code')}
      </button>
      <ConfirmDialog
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={t('kit.warning')}
        text={failure}
        buttons={[{ label: t('submit', { ns: 'common' }) }]}
        data-testid="sms-code-failure"
      />
    </>
  );
}
