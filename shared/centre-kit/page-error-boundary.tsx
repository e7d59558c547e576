import { Component, type ReactNode } from 'react';
import { ErrorState } from './error-state';
import { forgetFailedPageLoads } from './retryable-lazy';

export interface PageErrorBoundaryProps {
  /** Which centre's page failed, for the console ('agent centre'). */
  centre: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

/**
 * A page that fails to render (or whose code fails to load, or does not arrive within the remote
 * time-out) shows the kit's error state with Retry instead of taking the whole panel down. Retry
 * renders the page afresh, downloading again the code of a page whose download failed.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('page failed') };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.centre} page failed`, error);
  }

  override render() {
    if (this.state.error) {
      const retry = () => {
        forgetFailedPageLoads();
        this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
      };
      return <ErrorState error={this.state.error} onRetry={retry} />;
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
