import styles from './form.module.css';

export interface FormOutcomeProps {
  text: string;
  /** The label of the one way on. */
  button: string;
  onPress: () => void;
  /** A failure is announced at once (an alert); any other outcome is a status. */
  failed?: boolean;
  testId?: string;
}

/** What a form gives way to once it is done with (or cannot go on): a message and one button. */
export function FormOutcome({ text, button, onPress, failed = false, testId }: FormOutcomeProps) {
  return (
    <div className={styles.outcome} role={failed ? 'alert' : 'status'} data-testid={testId}>
      <p>{text}</p>
      <button type="button" className={styles.submit} onClick={onPress}>
        {button}
      </button>
    </div>
  );
}
