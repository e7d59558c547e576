import type { ReactNode } from 'react';
import type { SmsCodeValue } from '@site/shared';
import { Field, TextInput } from '@site/shared/centre-kit';
import { CaptchaField } from './captcha-field';
import { CountryCodePicker } from './country-code-picker';
import { SmsCodeButton } from './sms-code-button';
import type { CodeCaptcha } from './use-code-captcha';

/** One of the two text fields, as the form holds it. */
export interface PhoneCodeField {
  label: string;
  /** The input's name. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: ReactNode;
  /** Marked required for assistive technology (the registration says which of its fields are). */
  required?: boolean;
}

export interface PhoneCodeFieldsProps {
  mobile: PhoneCodeField;
  /** The dialing code the country-code picker before the number holds ('+84'). */
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  captcha: CodeCaptcha;
  code: PhoneCodeField;
  /** The number's problem, judged before a send (undefined: it may be sent). */
  mobileProblem: (value: string) => string | undefined;
  /** Shows the number's problem under it, or takes it away (the form's `setError`). */
  onMobileProblem: (message: string | undefined) => void;
  /** Asks the platform for a code, with the captcha's answer. */
  send: () => Promise<SmsCodeValue>;
}

/**
 * A mobile number (the country-code picker before it), the captcha and the one-time code with its
 * "Send code" button: the way in by phone of the login, the registration and password recovery.
 * The captcha comes before the code: a send needs its answer.
 */
export function PhoneCodeFields({ mobile, dialingCode, onDialingCodeChange, captcha, code, mobileProblem, onMobileProblem, send }: PhoneCodeFieldsProps) {
  // The number first, then the captcha's answer: each problem stops the send and shows where it is.
  const checkMobile = () => {
    const problem = mobileProblem(mobile.value);
    onMobileProblem(problem);
    return !problem;
  };
  return (
    <>
      <Field label={mobile.label} name={mobile.name} error={mobile.error} hint={mobile.hint} announceError prefix={<CountryCodePicker value={dialingCode} onChange={onDialingCodeChange} />}>
        <TextInput type="tel" inputMode="tel" autoComplete="tel-national" aria-required={mobile.required || undefined} value={mobile.value} onChange={mobile.onChange} />
      </Field>
      <CaptchaField {...captcha.fieldProps} />
      <Field
        label={code.label}
        name={code.name}
        error={code.error}
        hint={code.hint}
        announceError
        suffix={<SmsCodeButton validate={() => checkMobile() && captcha.check()} send={send} onSettled={captcha.afterSend} onRefused={captcha.showRefusal} />}
      >
        <TextInput inputMode="numeric" autoComplete="one-time-code" aria-required={code.required || undefined} value={code.value} onChange={code.onChange} />
      </Field>
    </>
  );
}
