import { Component, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';

interface Props {
  /** Drawn instead of `children` once their code failed to arrive. */
  fallback: ReactNode;
  /** A new value clears the failure (the page's path: the next page gets its own try). */
  resetKey?: string;
  children: ReactNode;
}

/**
 * Keeps one part whose code did not arrive (a lazy chunk lost on a flaky phone connection) from taking the
 * whole site down: React removes everything above an error that no boundary catches, which leaves the
 * player a blank screen. The part shows `fallback` instead, and the rest of the site keeps working.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A page whose code did not arrive: the network message, and a way to try again. */
export function PageLoadFailed() {
  return (
    <div className="page-loading" role="alert">
      {MESSAGES.networkError}
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
