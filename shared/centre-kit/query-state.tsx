import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import styles from './kit.module.css';
import { useKitText } from './use-kit-text';

/** The part of a react-query result the kit reads (any `useQuery` result fits). */
export interface QueryLike<Data> {
  data: Data | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Whether the loaded data has nothing to show: a flag, or a test of the data (e.g. an empty list). */
  isEmpty?: boolean | ((data: Data) => boolean);
  /** What an empty result says (e.g. "No messages yet."); a generic sentence when absent. */
  emptyText?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * One place for the three states every centre page has besides its content: loading, failed
 * (with Retry) and empty. While a new page or filter loads and the previous answer stands in
 * (`placeholderData`), the content stays on screen.
 */
export function QueryState<Data>({ query, isEmpty, emptyText, children }: QueryStateProps<Data>) {
  const t = useKitText();
  if (query.data === undefined) {
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    return <LoadingState />;
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (typeof isEmpty === 'function' ? isEmpty(query.data) : isEmpty) {
    return (
      <p className={styles.empty} data-testid="kit-empty">
        {emptyText ?? t('empty')}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
