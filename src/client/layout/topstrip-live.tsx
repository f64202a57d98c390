import statusEn from '#shared/i18n/status.en.ts';
import { registerArea } from '../i18n/messages.ts';
import { ManilaClock } from './manila-clock.tsx';
import { ServerStatusLine } from './server-status.tsx';

export { MaintenanceBanner } from './maintenance-banner.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(statusEn, { fil: () => import('#shared/i18n/status.fil.ts') });

/**
 * The top strip's parts that change while a page is open: the game server's status and the Manila clock,
 * and the maintenance banner below the strip. One module, loaded apart from the first chunk
 * (lazy-clock.tsx): a server-rendered page draws them with its HTML and hydrates them together.
 */
export function TopstripLive() {
  return (
    <>
      <ServerStatusLine />
      <ManilaClock />
    </>
  );
}
