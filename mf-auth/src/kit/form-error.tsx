import styles from './form.module.css';

export interface FormErrorProps {
  /** The refusal that belongs to no field; nothing renders without one. */
  message: string | null | undefined;
}

/** The form-level error above the submit button, announced as an alert. */
export function FormError({ message }: FormErrorProps) {
  if (!message) return null;
  return (
    <p role="alert" data-testid="form-error" className={styles.formError}>
      {message}
    </p>
  );
}
