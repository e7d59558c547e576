import { useCallback, useState } from 'react';
import { ApiError, useTranslation } from '@site/shared';
import { AUTH_NAMESPACE } from '../i18n/resources';
import type { CaptchaFieldProps } from './captcha-field';
import { errorText } from './error-text';

export interface CodeCaptcha {
  /** The typed answer, trimmed. */
  answer: string;
  /** Spread on `<CaptchaField>`: value, key, refresh signal, error and the hint saying what the answer is for. */
  fieldProps: CaptchaFieldProps;
  /** Whether a code was sent since the form opened. */
  codeSent: boolean;
  /** Shows "Enter the characters in the picture" under the field when it is empty; true when an answer is typed. */
  check: () => boolean;
  /** `captcha` and `captchaKey` for the request. */
  payload: () => { captcha: string; captchaKey: string };
  /** Loads a new image (the answer is cleared): after every call that used the answer up. */
  refresh: () => void;
  /** `SmsCodeButton`'s `onSettled`: a send uses the answer up, sent or refused. */
  afterSend: (sent: boolean) => void;
  /**
   * Shows a refusal of the captcha itself (the platform names the field 'captcha') under the field
   * and returns true; false for any other refusal. Fits `SmsCodeButton`'s `onRefused`, so such a
   * refusal of a send shows there rather than in the dialog.
   */
  showRefusal: (error: unknown) => boolean;
  setError: (text: string | null) => void;
}

/**
 * The captcha of a form that sends a one-time code. The platform wants a captcha answer with every
 * code send, and an answer works once, right or wrong: so one field serves the send and, where the
 * form's own submit needs one too (`submitNeedsCaptcha`), the submit after it, with a new image
 * after each send. The hint under the field says which of the two the picture is for.
 * `sendsCode` false: the form shows no code button now (the login form's password tab), the
 * captcha is for the submit alone.
 */
export function useCodeCaptcha({ submitNeedsCaptcha, sendsCode = true }: { submitNeedsCaptcha: boolean; sendsCode?: boolean }): CodeCaptcha {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [value, setValue] = useState('');
  const [key, setKey] = useState('');
  const [signal, setSignal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const answer = value.trim();

  const refresh = useCallback(() => setSignal((n) => n + 1), []);

  const check = () => {
    if (answer) return true;
    setError(t('kit.captcha_empty'));
    return false;
  };

  const afterSend = (sent: boolean) => {
    if (sent) setCodeSent(true);
    refresh();
  };

  const showRefusal = (refused: unknown) => {
    if (!(refused instanceof ApiError) || refused.field !== 'captcha') return false;
    setError(refused.errorCode === 'VALIDATION' ? t('kit.captcha_empty') : errorText(t, refused));
    return true;
  };

  const hint = !sendsCode ? t('kit.captcha_hint') : submitNeedsCaptcha && codeSent ? t('kit.captcha_hint_next') : t('kit.captcha_hint_send');

  return {
    answer,
    codeSent,
    fieldProps: {
      value,
      // A new image clears the answer; only typing takes the error away, so a refusal shown under the field stays.
      onChange: (next) => {
        setValue(next);
        if (next) setError(null);
      },
      onKeyChange: setKey,
      refreshSignal: signal,
      error,
      hint,
    },
    check,
    payload: () => ({ captcha: answer, captchaKey: key }),
    refresh,
    afterSend,
    showRefusal,
    setError,
  };
}
