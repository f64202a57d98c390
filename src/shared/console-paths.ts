/**
 * The operator console's addresses (/admin/...): part of the browser routes the server answers 200 for
 * (routes.ts), all drawn by one lazily loaded console (src/client/features/admin/console-pages.ts says
 * which page, label and permission each has). To add a console page, add its path here and its entry there.
 */
export const CONSOLE_PATHS = ['/admin', '/admin/audit', '/admin/players', '/admin/players/:id'] as const;

export type ConsolePath = (typeof CONSOLE_PATHS)[number];
