import { Component, type ReactNode, Suspense } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { useT } from '../i18n/language.tsx';

interface Props {
  /** Drawn while `children`'s code is on its way (their Suspense fallback). */
  loading: ReactNode;
  /** Drawn instead of `children` once they failed: a part, or a function of what went wrong. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A new value clears the failure (the page's path: the next page gets its own try). */
  resetKey?: string;
  children: ReactNode;
}

/**
 * Where a part whose code loads apart (a lazy chunk) is mounted: `loading` while it is on its way, and
 * `fallback` if it never arrives (lost on a flaky phone connection). Without it, React removes everything
 * above an error no boundary catches, which leaves the player a blank screen; with it the rest of the site
 * keeps working.
 */
export class LoadBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  render() {
    const { loading, fallback, children } = this.props;
    if (!this.state.failed) return <Suspense fallback={loading}>{children}</Suspense>;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}

/**
 * A script that could not be fetched: every browser rejects the import with a TypeError that names the
 * module ("Failed to fetch dynamically imported module", "error loading dynamically imported module",
 * "Importing a module script failed").
 */
const isLostCode = (error: unknown) => error instanceof TypeError && /module/i.test(error.message);

/** A page that failed: the network message when its code did not arrive, else the unexpected one; and a retry. */
export function PageLoadFailed({ error }: { error: unknown }) {
  const t = useT();
  return (
    <div className="page-loading" role="alert">
      {isLostCode(error) ? MESSAGES.networkError : MESSAGES.unexpected}
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        {t('shell.tryAgain')}
      </button>
    </div>
  );
}
