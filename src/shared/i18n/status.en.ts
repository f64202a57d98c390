/**
 * Messages of the header's server status line, Manila clock and maintenance banner (layout/topstrip-live.tsx's chunk), in English.
 * This file defines the area's ids; status.fil.ts has the same ones (docs/product/languages.md).
 */
const status = {
  'status.server': 'Server',
  'status.state': '{state, select, online {Online} maintenance {Maintenance} other {Offline}}',
  'status.online': '{count, plural, one {# player} other {# players}} online',
  'status.simulated': 'Simulated',
  'status.maintenance': 'The server is under maintenance.',
  'status.maintenanceUntil': 'The server is under maintenance until {until} (Manila time).',
  'status.closed': 'Signing in, buying, top-ups, vouchers and character services are closed meanwhile.',
  'clock.zone': 'Server time (GMT+08:00)',
};

export default status;
