import type { ReactNode } from 'react';
import { NotAvailableYet } from '@site/shared';
import styles from './placeholder-screen.module.css';

/** A page whose feature arrives in a later issue: its title and an honest "not available yet". */
export function PlaceholderScreen({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <main className={styles.page} data-testid={testId}>
      <NotAvailableYet title={title}>{children}</NotAvailableYet>
    </main>
  );
}
