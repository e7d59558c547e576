import { createContext, useContext, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import fieldStyles from './form-fields.module.css';
import styles from './kit.module.css';
import { useKitText } from './use-kit-text';

/** What a Field tells the input inside it: its id, its name, and whether (and where) an error is shown. */
interface FieldContextValue {
  id: string;
  name: string;
  errorId: string;
  hintId: string;
  hasHint: boolean;
  invalid: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export interface FieldProps {
  label: ReactNode;
  /** The value's name in the form (and in the platform's request, so a refusal naming it lands here). */
  name: string;
  /** The message under the field, when its value was refused. */
  error?: string;
  /** A short help text under the input (e.g. the amount limits). */
  hint?: ReactNode;
  /** On the input's row, before it (e.g. a country-code picker before a mobile number). */
  prefix?: ReactNode;
  /** On the input's row, after it (e.g. a "Send code" button, a captcha's picture). */
  suffix?: ReactNode;
  /**
   * Announce the message as it appears (an alert). A failed check is heard anyway, as the first
   * invalid field takes focus; a form whose messages also arrive without that (a code send the
   * platform refused) announces them.
   */
  announceError?: boolean;
  /** One TextInput, PasswordInput or SelectInput. */
  children: ReactNode;
}

/** A label, its input, and the input's hint and error message, tied together for assistive technology. */
export function Field({ label, name, error, hint, prefix, suffix, announceError = false, children }: FieldProps) {
  const id = useId();
  const context: FieldContextValue = { id, name, errorId: `${id}-error`, hintId: `${id}-hint`, hasHint: hint !== undefined, invalid: Boolean(error) };
  const input = <FieldContext.Provider value={context}>{children}</FieldContext.Provider>;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {prefix != null || suffix != null ? (
        <div className={fieldStyles.row}>
          {prefix}
          {input}
          {suffix}
        </div>
      ) : (
        input
      )}
      {hint !== undefined && (
        <p id={context.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={context.errorId} role={announceError ? 'alert' : undefined} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes that connect an input to the Field around it. */
function useFieldAttributes() {
  const field = useContext(FieldContext);
  if (!field) return {};
  const describedBy = [field.hasHint ? field.hintId : null, field.invalid ? field.errorId : null].filter(Boolean).join(' ');
  return {
    id: field.id,
    name: field.name,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  /** Called with the new text (not the event). */
  onChange: (value: string) => void;
};

/** A text input inside a Field (type text, password, tel, email, number as text...). */
export function TextInput({ value, onChange, className, ...rest }: TextInputProps) {
  const attributes = useFieldAttributes();
  return <input type="text" {...rest} {...attributes} className={`${styles.input} ${className ?? ''}`} value={value} onChange={(event) => onChange(event.target.value)} />;
}

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/**
 * A password input inside a Field, with a toggle that shows what was typed. The toggle is named by
 * its (hidden) text rather than an aria-label, so looking the field up by its label ("Password")
 * never also finds the toggle.
 */
export function PasswordInput({ className, ...rest }: PasswordInputProps) {
  const t = useKitText();
  const field = useContext(FieldContext);
  const [visible, setVisible] = useState(false);
  return (
    <span className={fieldStyles.passwordBox}>
      <TextInput {...rest} type={visible ? 'text' : 'password'} className={className} />
      <button type="button" className={fieldStyles.toggle} aria-controls={field?.id ?? rest.id} onClick={() => setVisible((shown) => !shown)}>
        <EyeIcon crossed={visible} />
        <span className={styles.visuallyHidden}>{visible ? t('form.hide_password') : t('form.show_password')}</span>
      </button>
    </span>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export type SelectInputProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first option with an empty value (e.g. "All" or "Choose a bank"). */
  placeholder?: string;
};

/** A select inside a Field. */
export function SelectInput({ value, onChange, options, placeholder, className, ...rest }: SelectInputProps) {
  const attributes = useFieldAttributes();
  return (
    <select {...rest} {...attributes} className={`${styles.input} ${className ?? ''}`} value={value} onChange={(event) => onChange(event.target.value)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface SubmitButtonProps {
  /** While the request is under way: disabled, marked busy, with a spinner, so it cannot be sent twice. */
  busy?: boolean;
  disabled?: boolean;
  /** Added to the kit's class: a package whose buttons are a size of their own (a 44 px touch height). */
  className?: string;
  children: ReactNode;
}

/** The form's main button. */
export function SubmitButton({ busy = false, disabled = false, className, children }: SubmitButtonProps) {
  const t = useKitText();
  return (
    <button type="submit" className={`${styles.primaryButton} ${className ?? ''}`} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className={styles.buttonSpinner} aria-hidden="true" />}
      <span>{children}</span>
      {busy && <span className={styles.visuallyHidden}>{t('form.busy')}</span>}
    </button>
  );
}

export interface FormErrorProps {
  /** The form's general refusal (`useZodForm().formError`); nothing is shown when empty. */
  error: string | null | undefined;
}

/** A refusal that belongs to no single field, announced when it appears. */
export function FormError({ error }: FormErrorProps) {
  if (!error) return null;
  return (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {error}
    </p>
  );
}
