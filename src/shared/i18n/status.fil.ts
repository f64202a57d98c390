import type { Translation } from './catalog.ts';
import type statusEn from './status.en.ts';

/** status.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const status: Translation<typeof statusEn> = {
  'status.server': 'Server',
  'status.state': '{state, select, online {Online} maintenance {Maintenance} other {Offline}}',
  'status.online': '{count, plural, =1 {# player} other {# na player}} ang online',
  'status.simulated': 'Kunwari lang',
  'status.maintenance': 'Naka-maintenance ang server.',
  'status.maintenanceUntil': 'Naka-maintenance ang server hanggang {until} (oras sa Manila).',
  'status.closed':
    'Sarado muna ang pag-sign in, pagbili, top-up, voucher at character services habang may maintenance.',
  'clock.zone': 'Oras ng server (GMT+08:00)',
};

export default status;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof statusEn)[] = ['status.server', 'status.state'];
