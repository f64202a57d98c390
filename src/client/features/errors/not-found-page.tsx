import { Link } from '../../router/link.tsx';
import { useNavigate } from '../../router/location.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';

const NOT_FOUND_CRUMB = '404 NOT FOUND';

/** docs/product/site-shell.md, 404 page. The server already answered this path with HTTP 404. */
function NotFoundPage() {
  usePageTitle(NOT_FOUND_CRUMB);
  const navigate = useNavigate();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <img className="error-page__art" src="/img/ui/broken-blade.svg" width="160" height="160" alt="" />
      <h1 id="error-title" className="crumb">
        {NOT_FOUND_CRUMB}
      </h1>
      <p className="error-page__lead">Unable to process your request!</p>
      <p>
        We are very sorry for the inconvenience! An error has occurred due to a temporary system issue. If
        this problem continues, please report it to our support section for a faster response.
      </p>
      <div className="error-page__actions">
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <Link className="btn" to="/ticket">
          Support
        </Link>
        <Link className="btn btn--primary" to="/">
          Homepage
        </Link>
      </div>
    </section>
  );
}

export default NotFoundPage;
