// A file of its own: every page's first chunk needs the offset (the footer's year), not manila-time.ts's
// names and formats, which the bundler would otherwise carry into that chunk whole.
/** Asia/Manila is UTC+8 all year (no daylight saving), so plain arithmetic is exact. */
export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
