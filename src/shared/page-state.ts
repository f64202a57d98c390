// Plain constants only (no zod): the client reads this on its first paint.

/**
 * The id of the JSON script a server-rendered page carries (docs/decisions/0050-server-rendering.md): when
 * it was rendered and the query data it was rendered with, which the browser hydrates from.
 */
export const PAGE_STATE_ID = 'page-state';
