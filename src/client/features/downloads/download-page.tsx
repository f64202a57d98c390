import { useQuery } from '@tanstack/react-query';
import { DEFAULT_REQUIREMENTS, type RequirementRow } from '#shared/brand-requirements.ts';
import { BRAND_META } from '#shared/brand-texts.ts';
import { DEFAULT_DOWNLOAD_ICON } from '#shared/download-types.ts';
import downloadsEn from '#shared/i18n/downloads.en.ts';
import { downloadsQueryOptions } from '../../api/downloads.ts';
import { useT } from '../../i18n/language.tsx';
import { type MessageId, registerArea, type Translate } from '../../i18n/messages.ts';
import { Link } from '../../router/link.tsx';
import { brandText } from '../../ui/site-config.ts';
import {
  StackBody,
  StackCell,
  StackColumn,
  StackHead,
  StackRow,
  StackRowHeader,
  StackTable,
} from '../../ui/stack-table.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

registerArea(downloadsEn, { fil: () => import('#shared/i18n/downloads.fil.ts') });

/** A text icon (no stored size) is drawn at this size; CSS shows every icon in a 48 px box. */
const ICON_SIZE = 48;

/** The default table's words that are the site's own (the rest are product names and sizes). */
const DEFAULT_WORDS: Record<string, MessageId> = {
  'Graphics card': 'downloads.default.graphics',
  'Geforce 6000+ or ATI Radeon X+': 'downloads.default.graphicsMinimum',
  'Hard disk': 'downloads.default.disk',
  Connection: 'downloads.default.connection',
  'broadband; 56K modem and wifi not recommended': 'downloads.default.connectionMinimum',
  '9.0+ with 3D effect support': 'downloads.default.directxRecommended',
};

/** The default table in the page's language. */
function defaultRequirements(t: Translate): RequirementRow[] {
  const say = (text: string) => {
    const id = DEFAULT_WORDS[text];
    return id ? t(id) : text;
  };
  return DEFAULT_REQUIREMENTS.map((row) => ({
    component: say(row.component),
    minimum: say(row.minimum),
    recommended: say(row.recommended),
  }));
}

/**
 * The operator's system requirements (docs/product/brand.md), carried by the page as JSON and shown as
 * written, else the default table. A value that is not rows (an old or hand-edited page) falls back to the
 * default.
 */
function requirements(t: Translate): readonly RequirementRow[] {
  const written = brandText(BRAND_META.requirements, '');
  if (!written) return defaultRequirements(t);
  try {
    const rows: unknown = JSON.parse(written);
    return Array.isArray(rows) ? (rows as RequirementRow[]) : defaultRequirements(t);
  } catch {
    return defaultRequirements(t);
  }
}

/** /download and /downloads: the client links, the two guides and the system requirements. */
function DownloadPage() {
  const t = useT();
  usePageTitle(t('downloads.pageTitle'));
  const links = useQuery(downloadsQueryOptions());
  const rows = requirements(t);
  return (
    <section className="content-page" aria-labelledby="download-title">
      <h1 id="download-title" className="crumb">
        {t('downloads.title')}
      </h1>
      <p>{t('downloads.lead')}</p>
      {links.isPending && (
        <p role="status" className="muted">
          {t('downloads.loading')}
        </p>
      )}
      {links.isError && <p className="muted">{t('downloads.failed')}</p>}
      <ul className="download-links" data-testid="download-links">
        {(links.data ?? []).map((link) => (
          <li key={link.seq}>
            <a href={link.link_address} target="_blank" rel="noopener noreferrer" className="download-link">
              <img
                src={link.link_icon || DEFAULT_DOWNLOAD_ICON}
                width={link.icon_width ?? ICON_SIZE}
                height={link.icon_height ?? ICON_SIZE}
                alt=""
              />
              <span>
                <strong>{link.link_name}</strong>
                <small>{link.link_description}</small>
                <small className="muted">
                  {t('downloads.updated')} <time dateTime={link.link_date}>{link.link_date}</time>
                  <span className="sr-only">{t('shell.newTab')}</span>
                </small>
              </span>
            </a>
          </li>
        ))}
      </ul>

      <div className="guide-links">
        <Link to="/instructions" className="guide-link">
          <strong>{t('downloads.fullGuide')}</strong>
          <span>{t('downloads.fullGuideText')}</span>
        </Link>
        <Link to="/characters" className="guide-link">
          <strong>{t('downloads.quickGuide')}</strong>
          <span>{t('downloads.quickGuideText')}</span>
        </Link>
      </div>

      {rows.length > 0 && (
        <>
          <h2>{t('downloads.requirements')}</h2>
          <div className="table-scroll">
            <StackTable className="data-table requirements">
              <StackHead>
                <StackRow>
                  <StackColumn>{t('downloads.item')}</StackColumn>
                  <StackColumn>{t('downloads.minimum')}</StackColumn>
                  <StackColumn>{t('downloads.recommended')}</StackColumn>
                </StackRow>
              </StackHead>
              <StackBody>
                {rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the operator's rows, drawn in their order
                  <StackRow key={index}>
                    <StackRowHeader className="stack-table__title">{row.component}</StackRowHeader>
                    {row.recommended === '' ? (
                      <StackCell colSpan={2} data-label={t('downloads.both')}>
                        {row.minimum}
                      </StackCell>
                    ) : (
                      <>
                        <StackCell data-label={t('downloads.minimum')}>{row.minimum}</StackCell>
                        <StackCell data-label={t('downloads.recommended')}>{row.recommended}</StackCell>
                      </>
                    )}
                  </StackRow>
                ))}
              </StackBody>
            </StackTable>
          </div>
          <p className="red-note">{t('downloads.note')}</p>
        </>
      )}
    </section>
  );
}

export default DownloadPage;
