import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, VisuallyHidden, type RemoteId } from '@site/shared';
import { loadAreaComponent, reloadRemote, useRemoteGeneration, type AreaTarget } from './remotes';
import styles from './remote-area.module.css';

interface BoundaryProps {
  fallback: ReactNode;
  /** Tell the outside world, e.g. for logging; the boundary itself only swaps in the fallback. */
  onError: (error: unknown) => void;
  children: ReactNode;
}

class AreaErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteAreaProps {
  remoteId: RemoteId;
  target: AreaTarget;
  /** Props for the remote's component. */
  props?: Record<string, unknown>;
  /**
   * Invisible areas (modal and panel hosts): nothing while loading, and a failure is only logged,
   * since there is nothing on screen a Retry could bring back.
   */
  silent?: boolean;
  /**
   * A secondary area beside another of the same remote (the home page's hot games and winner board
   * under the game lanes): it keeps its space while loading, but a failure leaves it empty, so one
   * missing remote shows one alert and one Retry, not one per widget.
   */
  secondary?: boolean;
  /** Height kept while the area loads, so the page does not jump when it arrives. */
  minHeight?: number | string;
}

/**
 * One area of the page filled by a remote: error boundary + Suspense + Retry. A remote
 * that is down, missing, incompatible or slower than the load time-out leaves only this area on
 * its fallback; Retry reads the registry again and loads the remote afresh, and every failed area
 * of that remote (the secondary widgets beside it too) tries again.
 */
export function RemoteArea({ remoteId, target, props, silent = false, secondary = false, minHeight }: RemoteAreaProps) {
  const generation = useRemoteGeneration(remoteId);
  const [attempt, setAttempt] = useState(0);
  /** The remote's retry count when this area failed; null while it has not. */
  const [failedIn, setFailedIn] = useState<number | null>(null);
  if (failedIn !== null && failedIn !== generation) {
    // The remote was retried since this area failed: try again (an area that works is left alone).
    setFailedIn(null);
    setAttempt((n) => n + 1);
  }
  const targetKey = target.kind === 'route' ? `route:${target.path}` : `widget:${target.name}`;
  // A new lazy component per attempt: React.lazy caches its first result, failures included.
  const Area = useMemo(
    () => lazy(() => loadAreaComponent(remoteId, target)) as ComponentType<Record<string, unknown>>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- targetKey stands for target
    [remoteId, targetKey, attempt],
  );
  const retry = useCallback(() => reloadRemote(remoteId), [remoteId]);
  const onError = useCallback(
    (error: unknown) => {
      console.warn(`remote area ${remoteId} ${targetKey} failed`, error);
      setFailedIn(generation);
    },
    [remoteId, targetKey, generation],
  );

  const fallback = silent || secondary ? null : <AreaFallback remoteId={remoteId} onRetry={retry} retried={attempt > 0} />;
  const loading = silent ? null : <AreaLoading minHeight={minHeight} />;
  return (
    <AreaErrorBoundary key={`${targetKey}#${attempt}`} fallback={fallback} onError={onError}>
      <Suspense fallback={loading}>
        <Area {...props} />
      </Suspense>
    </AreaErrorBoundary>
  );
}

function AreaFallback({ remoteId, onRetry, retried }: { remoteId: RemoteId; onRetry: () => void; retried: boolean }) {
  const { t } = useTranslation('common');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A retry that failed again: the Retry button that had focus is gone with the old fallback, so
    // focus goes to the new one rather than back to the top of the page. A first failure takes no
    // focus (the alert is announced), and focus the visitor has put elsewhere stays there.
    if (retried && (document.activeElement === null || document.activeElement === document.body)) button.current?.focus();
  }, [retried]);
  return (
    <div className={styles.fallback} role="alert" data-testid={`remote-fallback-${remoteId}`}>
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
        <path d="M12 3L2 20h20L12 3z" />
        <path d="M12 10v5M12 17.5v.5" />
      </svg>
      <p className={styles.text}>{t('area_unavailable')}</p>
      <button ref={button} type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

function AreaLoading({ minHeight }: { minHeight: number | string | undefined }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} style={minHeight !== undefined ? { minHeight } : undefined} role="status" aria-live="polite">
      <Spinner />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </div>
  );
}
