// Catches a render failure below it and shows the error screen; "Try again?" clears the error
// and renders the children again. Used around the router (outside it, so the dashboard link
// is a plain link) — inside, the router's own errorComponent shows the same screen.
import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; onReset?: () => void }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return <ErrorScreen onRetry={this.reset} dashboardLink={false} />;
    return this.props.children;
  }
}
