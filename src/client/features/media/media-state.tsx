import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import mediaEn from '#shared/i18n/media.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';

registerArea(mediaEn, { fil: () => import('#shared/i18n/media.fil.ts') });

/**
 * What a media page shows around its list: a loading line that holds the list's place, the failure text,
 * the empty text (docs/product/media.md, Empty pages), or the list itself.
 */
export function MediaState<T>({
  query,
  isEmpty,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  loading: string;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.data !== undefined) {
    return isEmpty(query.data) ? <p className="media-empty">{empty}</p> : children(query.data);
  }
  if (query.isError) {
    return <p className="media-empty">{t('media.loadFailed')}</p>;
  }
  return (
    <p role="status" className="media-empty muted">
      {loading}
    </p>
  );
}
