/**
 * The small icons pages show (panel and menu icons, the big buttons, emblems, the flag) are one file,
 * public/img/icons.svg, written by `npm run assets` (scripts/icon-sprite.ts): one request instead of about
 * twenty. `#name` shows one icon. Such images also take `fetchPriority="low"`: they are small, and React then
 * does not add a preload for each to the page's head.
 */
export const iconSrc = (name: string) => `/img/icons.svg#${name}`;
