import { useQuery } from '@tanstack/react-query';
import { maintenanceBannerText } from '#shared/server-status.ts';
import { serverStatusQueryOptions } from '../api/server-status.ts';

/**
 * While the server is under maintenance, every page with the site's header says so below the top strip:
 * until when on the Manila clock, when the operator said, and the operator's note (docs/product/
 * server-status.md, Maintenance). The same answer as the status line, so the server draws it with a
 * public page and it comes with the first paint.
 */
export function MaintenanceBanner() {
  const { data } = useQuery(serverStatusQueryOptions());
  const maintenance = data?.state === 'maintenance' ? data.maintenance : null;
  if (!maintenance) return null;
  return (
    <div className="maintenance-banner" role="status" data-testid="maintenance-banner">
      <div className="maintenance-banner__inner">
        <p>
          <b>{maintenanceBannerText(maintenance.until)}</b> Signing in, buying, top-ups, vouchers and
          character services are closed meanwhile.
        </p>
        {maintenance.message && <p>{maintenance.message}</p>}
      </div>
    </div>
  );
}
