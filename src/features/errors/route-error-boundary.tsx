// Route level: a page whose code or content fails to load shows the 'Navigation Error' screen. 'Try
// Again' announces the retry and renders again after onRetry (which forgets a failed chunk, so it is
// fetched afresh). When the retry fails in a way no retry in this document can mend (the files are
// gone after a deploy, or the browser's module loader remembers the failure), it loads the page in
// full, once (reload-page-once.ts). 'Go to Home' loads '/' in full.
import { Component, type ContextType, type ReactNode } from 'react';
import { AnnouncerContext } from '../a11y/announcer-context';
import { RETRYING_MESSAGE } from '../a11y/a11y-constants';
import { chunkLoadFailure, needsDocumentLoad } from '../../lib/chunk-load-error';
import { RouteLoadError } from '../../site/loading/route-load-error';
import { reloadPageOnce } from './reload-page-once';
import { tryAgain, goHome } from '../../../shared/visitor-words';

interface Props {
  children: ReactNode;
  /** Changes on navigation, so a new page starts without the previous page's error. */
  resetKey: string;
  /** Called before rendering again, e.g. to forget a failed chunk. */
  onRetry: () => void;
}

interface State {
  error: Error | null;
  resetKey: string;
  /** The visitor asked to try again on this page. */
  retried: boolean;
}

export class RouteErrorBoundary extends Component<Props, State> {
  static override contextType = AnnouncerContext;
  declare context: ContextType<typeof AnnouncerContext>;

  override state: State = { error: null, resetKey: this.props.resetKey, retried: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, resetKey: props.resetKey, retried: false };
  }

  override componentDidCatch(error: Error) {
    if (this.state.retried && error instanceof RouteLoadError && needsDocumentLoad(error))
      reloadPageOnce();
  }

  private retry = () => {
    if (!this.context) throw new Error('RouteErrorBoundary must be used within an A11yProvider');
    this.context.announce(RETRYING_MESSAGE, 'assertive');
    this.props.onRetry();
    this.setState({ error: null, retried: true });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Anything but a failed load is a rendering error: the app-level boundary shows it.
    if (!(error instanceof RouteLoadError)) throw error;
    return (
      <section className="error-screen" aria-labelledby="navigation-error-title">
        <h1 id="navigation-error-title" tabIndex={-1}>
          Navigation Error
        </h1>
        <p>There was a problem loading the page. This might be due to a temporary issue.</p>
        {chunkLoadFailure(error) === 'offline' && (
          <p>The site could not be reached: check your internet connection, then try again.</p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" onClick={this.retry}>
            {tryAgain}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => window.location.assign('/')}
          >
            {goHome}
          </button>
        </div>
      </section>
    );
  }
}
