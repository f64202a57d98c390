import errorsEn from '#shared/i18n/errors.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Link } from '../../router/link.tsx';
import { useNavigate } from '../../router/location.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(errorsEn, { fil: () => import('#shared/i18n/errors.fil.ts') });

/** docs/product/site-shell.md, 404 page. The server already answered this path with HTTP 404. */
function NotFoundPage() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  const navigate = useNavigate();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <img className="error-page__art" src="/img/ui/broken-blade.svg" width="160" height="160" alt="" />
      <h1 id="error-title" className="crumb">
        {t('notFound.title')}
      </h1>
      <p className="error-page__lead">{t('notFound.lead')}</p>
      <p>{t('notFound.body')}</p>
      <div className="error-page__actions">
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          {t('notFound.back')}
        </button>
        <Link className="btn" to="/ticket">
          {t('menu.support')}
        </Link>
        <Link className="btn btn--primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}

export default NotFoundPage;
