import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@site/shared';
import type * as MemberStripModule from './member-strip';
import styles from './site-header.module.css';

type StripModule = typeof MemberStripModule;

let loaded: StripModule | null = null;
let loading: Promise<StripModule> | null = null;

/**
 * Start (once) fetching the signed-in strip's script; once it is in, the header draws the strip
 * in the same render. A failed fetch is forgotten, so the next call asks again.
 */
export function preloadMemberStrip(): Promise<StripModule> {
  loading ??= import('./member-strip').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** When the script cannot be fetched even on a second try: a way to try again rather than a blank header. */
function StripUnavailable() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.loginButton} onClick={() => window.location.reload()}>
      {t('common:retry')}
    </button>
  );
}

const LazyStrip = lazy(
  (): Promise<{ default: ComponentType<{ session: Session }> }> =>
    preloadMemberStrip()
      .catch(() => preloadMemberStrip())
      .then(
        (module) => ({ default: module.MemberStrip }),
        () => ({ default: StripUnavailable }),
      ),
);

/**
 * The member strip (balance, account menu, messages, sign out) only ever shows to a signed-in
 * member, so a guest's first visit does not download it: its script loads when there is a session
 * (at start-up for a member who comes back signed in, see bootstrap), with its room held meanwhile.
 */
export function MemberStripSlot({ session }: { session: Session }) {
  if (loaded) return <loaded.MemberStrip session={session} />;
  return (
    <Suspense fallback={<span className={styles.stripPending} aria-hidden="true" />}>
      <LazyStrip session={session} />
    </Suspense>
  );
}
