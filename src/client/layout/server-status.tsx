import { useQuery } from '@tanstack/react-query';
import { serverStatusQueryOptions } from '../api/server-status.ts';
import { useT } from '../i18n/language.tsx';

/**
 * The header's line about the game server (docs/product/server-status.md): its state in words (the dot's
 * colour only repeats it), the players online, and "Simulated" when the site made the figure up. Drawn by
 * the server with the page; until the browser has the answer (a page the server does not draw), the line
 * keeps its place empty, and it stays empty if the answer never comes.
 */
export function ServerStatusLine() {
  const { data } = useQuery(serverStatusQueryOptions());
  const t = useT();
  if (!data) return <p className="server-status" data-testid="server-status" />;
  return (
    <p className="server-status" data-state={data.state} data-testid="server-status">
      <span className="server-status__dot" aria-hidden="true" />
      <span className="server-status__label">{t('status.server')}</span>{' '}
      <b>{t('status.state', { state: data.state })}</b>
      {data.playersOnline !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {t('status.online', { count: data.playersOnline })}
        </>
      )}
      {data.simulated && <span className="server-status__simulated"> ({t('status.simulated')})</span>}
    </p>
  );
}
