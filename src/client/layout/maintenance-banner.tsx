import { useQuery } from '@tanstack/react-query';
import { manilaReadable } from '#shared/manila-time.ts';
import { serverStatusQueryOptions } from '../api/server-status.ts';
import { useLanguage, useT } from '../i18n/language.tsx';

/**
 * While the server is under maintenance, every page with the site's header says so below the top strip:
 * until when on the Manila clock, when the operator said, and the operator's note (docs/product/
 * server-status.md, Maintenance). The same answer as the status line, so the server draws it with a
 * public page and it comes with the first paint.
 */
export function MaintenanceBanner() {
  const { data } = useQuery(serverStatusQueryOptions());
  const maintenance = data?.state === 'maintenance' ? data.maintenance : null;
  const t = useT();
  const { language } = useLanguage();
  if (!maintenance) return null;
  return (
    <div className="maintenance-banner" role="status" data-testid="maintenance-banner">
      <div className="maintenance-banner__inner">
        <p>
          <b>
            {maintenance.until
              ? t('status.maintenanceUntil', { until: manilaReadable(maintenance.until, language) })
              : t('status.maintenance')}
          </b>{' '}
          {t('status.closed')}
        </p>
        {maintenance.message && <p>{maintenance.message}</p>}
      </div>
    </div>
  );
}
