import { Link } from '../../router/link.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

const FORBIDDEN_CRUMB = '403 FORBIDDEN';

/**
 * What a signed-in player (or staff without the page's permission) sees on a console page: the client's
 * 403. The server answers the page's address with the site's shell as for any page; the admin API itself
 * refuses such a caller with 403.
 */
export function Forbidden() {
  usePageTitle(FORBIDDEN_CRUMB);
  return (
    <section className="error-page" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title" className="crumb">
        {FORBIDDEN_CRUMB}
      </h1>
      <p className="error-page__lead">You do not have access to the operator console.</p>
      <div className="error-page__actions">
        <Link className="btn btn--primary" to="/">
          Homepage
        </Link>
      </div>
    </section>
  );
}
