import styles from './security-center.module.css';

/** "Saved." after a form went through, announced politely. */
export function SavedNotice({ text }: { text: string | null }) {
  return (
    <p role="status" className={styles.saved}>
      {text ?? ''}
    </p>
  );
}
