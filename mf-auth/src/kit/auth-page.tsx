import type { ReactNode } from 'react';
import styles from './auth-page.module.css';

export interface AuthPageProps {
  /** The page's h1. */
  title: string;
  /** A muted line between the title and the form. */
  intro?: string;
  /** data-testid of the <main>, e.g. 'auth-login-page'. */
  testId: string;
  /** 'regular' 560px; 'wide' 640px (/login with its game menu); 'narrow' 480px, set lower (/agentHome). */
  width?: 'narrow' | 'regular' | 'wide';
  children: ReactNode;
}

/** The frame of an auth route screen: the modal's form as a page, in a card under an h1. */
export function AuthPage({ title, intro, testId, width = 'regular', children }: AuthPageProps) {
  return (
    <main className={width === 'regular' ? styles.page : `${styles.page} ${styles[width]}`} data-testid={testId}>
      <div className={styles.card}>
        <h1 className={intro ? `${styles.title} ${styles.titleOverIntro}` : styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </main>
  );
}
