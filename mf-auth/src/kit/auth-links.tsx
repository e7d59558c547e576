import { bus } from '@site/shared';
import styles from './form.module.css';

type OpenEvent = 'auth:open-login' | 'auth:open-register' | 'auth:open-forgot';

/** A link to another auth form: its page for a new tab, its dialog on a plain click. */
function AuthLink({ href, opens, children }: { href: string; opens: OpenEvent; children: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        bus.emit(opens);
      }}
    >
      {children}
    </a>
  );
}

export interface AuthLinksProps {
  /** The way to the other form: "No account yet?" with "Register", or "Already have an account?" with "Log in". */
  other?: { question: string; link: string; form: 'login' | 'register' };
  /** The text of the link to password recovery. */
  forgot: string;
}

/**
 * The row of links under an auth form's button: the other form (when offered) on the left, password
 * recovery on the right.
 */
export function AuthLinks({ other, forgot }: AuthLinksProps) {
  return (
    <div className={styles.links}>
      {other ? (
        <span>
          <span className={styles.muted}>{other.question} </span>
          <AuthLink href={`/${other.form}`} opens={`auth:open-${other.form}`}>
            {other.link}
          </AuthLink>
        </span>
      ) : (
        <span />
      )}
      <AuthLink href="/forget" opens="auth:open-forgot">
        {forgot}
      </AuthLink>
    </div>
  );
}
