import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { PasswordInput } from './password-input';
import styles from './kit.module.css';

/** What a field gives its control so the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string | undefined;
}

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'prefix'> {
  label: string;
  /** Shown under the field as an alert; marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  /** Before the control on the same row (the country-code picker before a mobile number). */
  prefix?: ReactNode;
  /** After the control on the same row (a "Send code" button, the captcha image). */
  addon?: ReactNode;
  /** A control of its own instead of the text input. */
  control?: (props: FieldControlProps) => ReactNode;
  /** Class of the whole field. */
  fieldClassName?: string;
}

/**
 * A labelled form field: label, control (a text input by default, a PasswordInput for
 * type="password"), hint, and the error under it (`role="alert"`).
 */
export function FormField({ label, error, hint, id, prefix, addon, control, fieldClassName, className, type, ...inputProps }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${styles.input} ${className ?? ''}`,
  };

  let body: ReactNode;
  if (control) body = control(controlProps);
  else if (type === 'password') body = <PasswordInput {...inputProps} {...controlProps} />;
  else body = <input type={type ?? 'text'} {...inputProps} {...controlProps} />;

  return (
    <div className={`${styles.field} ${fieldClassName ?? ''}`}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <div className={styles.row}>
        {prefix}
        {body}
        {addon}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
