import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-recovery.ts';
import { markInteractive } from '../lib/hydration.ts';
import { PageError } from './PageStates.tsx';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

interface State {
  error: unknown;
}

/**
 * Catches what a page throws while rendering, so the app never goes blank. A page whose script
 * failed to load (offline, or replaced by a new release) reloads once when online, and otherwise
 * offers Retry and reloads by itself when the connection returns; a lazily loaded page that
 * failed stays failed until the document reloads, so Retry reloads.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    // A page that failed before hydrating must still offer its Retry.
    markInteractive();
    if (isChunkLoadError(error) && navigator.onLine) reloadOnce();
  }

  override componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

  onOnline = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) window.location.reload();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const offline = !navigator.onLine;
    // Offline, the banner above already says so: this says what it means for the page.
    return <PageError message={offline ? APP_MESSAGES.pageOffline : APP_MESSAGES.pageLoadFailed} onRetry={() => window.location.reload()} />;
  }
}
