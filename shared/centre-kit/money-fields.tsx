import type { ReactNode } from 'react';
import { Field, TextInput } from './form-fields';
import { useKitText } from './use-kit-text';

export interface MoneyFieldProps {
  /** The kit's "Amount" or "Payment password" unless a form words it otherwise. */
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field, when its value was refused. */
  error?: string;
  /** E.g. the limits the amount must keep to. */
  hint?: ReactNode;
}

/**
 * An amount of money, typed as text (the platform reads the decimal string, never a float), named
 * 'amount' as in every money request, so a refusal naming it lands here.
 */
export function AmountField({ label, value, onChange, error, hint }: MoneyFieldProps) {
  const t = useKitText();
  return (
    <Field label={label ?? t('money.amount')} name="amount" error={error} hint={hint}>
      <TextInput inputMode="decimal" autoComplete="off" value={value} onChange={onChange} />
    </Field>
  );
}

/** The six-digit payment password a money move asks for; never offered to the browser's password store. */
export function PaymentPasswordField({ label, value, onChange, error, hint }: MoneyFieldProps) {
  const t = useKitText();
  return (
    <Field label={label ?? t('money.payment_password')} name="paymentPassword" error={error} hint={hint}>
      <TextInput type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={value} onChange={onChange} />
    </Field>
  );
}
