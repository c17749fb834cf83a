// App level: an uncaught rendering error anywhere shows 'Something went wrong' with the error message
// under a collapsible 'Technical details (for developers)', and 'Try again' renders afresh.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './report-error';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main id="main-content" className="error-screen" aria-labelledby="app-error-title">
        <h1 id="app-error-title">Something went wrong</h1>
        <p>
          We encountered an unexpected error. Please try refreshing the page or contact support if
          the problem persists.
        </p>
        <details className="error-details">
          <summary>Technical details (for developers)</summary>
          <pre>{error.message}</pre>
        </details>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
      </main>
    );
  }
}
