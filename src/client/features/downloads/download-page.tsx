import { useQuery } from '@tanstack/react-query';
import { DEFAULT_REQUIREMENTS, type RequirementRow } from '#shared/brand-requirements.ts';
import { BRAND_META } from '#shared/brand-texts.ts';
import { DEFAULT_DOWNLOAD_ICON } from '#shared/download-types.ts';
import { downloadsQueryOptions } from '../../api/downloads.ts';
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

/** A text icon (no stored size) is drawn at this size; CSS shows every icon in a 48 px box. */
const ICON_SIZE = 48;

/**
 * The operator's system requirements (docs/product/brand.md), carried by the page as JSON, else the default
 * table. A value that is not rows (an old or hand-edited page) falls back to the default.
 */
function requirements(): readonly RequirementRow[] {
  const written = brandText(BRAND_META.requirements, '');
  if (!written) return DEFAULT_REQUIREMENTS;
  try {
    const rows: unknown = JSON.parse(written);
    return Array.isArray(rows) ? (rows as RequirementRow[]) : DEFAULT_REQUIREMENTS;
  } catch {
    return DEFAULT_REQUIREMENTS;
  }
}

/** /download and /downloads: the client links, the two guides and the system requirements. */
function DownloadPage() {
  usePageTitle('Download');
  const links = useQuery(downloadsQueryOptions());
  const rows = requirements();
  return (
    <section className="content-page" aria-labelledby="download-title">
      <h1 id="download-title" className="crumb">
        Full Client Download
      </h1>
      <p>Choose one of the links below to download the full game client.</p>
      {links.isPending && (
        <p role="status" className="muted">
          Loading download links…
        </p>
      )}
      {links.isError && (
        <p className="muted">The download links could not be loaded. Please try again later.</p>
      )}
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
                  Updated <time dateTime={link.link_date}>{link.link_date}</time>
                  <span className="sr-only"> (opens in a new tab)</span>
                </small>
              </span>
            </a>
          </li>
        ))}
      </ul>

      <div className="guide-links">
        <Link to="/instructions" className="guide-link">
          <strong>Full Game Guide</strong>
          <span>A detailed guide to the game's user interface.</span>
        </Link>
        <Link to="/characters" className="guide-link">
          <strong>Quick Game Guide</strong>
          <span>A must-read guide for beginners.</span>
        </Link>
      </div>

      {rows.length > 0 && (
        <>
          <h2>System Requirement</h2>
          <div className="table-scroll">
            <StackTable className="data-table requirements">
              <StackHead>
                <StackRow>
                  <StackColumn>Item</StackColumn>
                  <StackColumn>Minimum</StackColumn>
                  <StackColumn>Recommended</StackColumn>
                </StackRow>
              </StackHead>
              <StackBody>
                {rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the operator's rows, drawn in their order
                  <StackRow key={index}>
                    <StackRowHeader className="stack-table__title">{row.component}</StackRowHeader>
                    {row.recommended === '' ? (
                      <StackCell colSpan={2} data-label="Minimum and recommended">
                        {row.minimum}
                      </StackCell>
                    ) : (
                      <>
                        <StackCell data-label="Minimum">{row.minimum}</StackCell>
                        <StackCell data-label="Recommended">{row.recommended}</StackCell>
                      </>
                    )}
                  </StackRow>
                ))}
              </StackBody>
            </StackTable>
          </div>
          <p className="red-note">
            These specifications are for running one game client. Running multiple clients may lower
            performance.
          </p>
        </>
      )}
    </section>
  );
}

export default DownloadPage;
