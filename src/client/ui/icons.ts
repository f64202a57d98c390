/**
 * The small icons a page shows once (panel and menu icons, the big buttons, the footer's emblem, the flag)
 * are one file, public/img/icons.svg, written by `npm run assets` (scripts/icon-sprite.ts): one request
 * instead of about twenty. `#name` shows one icon. Such images also take `fetchPriority="low"`: they are
 * small, and React then does not add a preload for each to the page's head.
 */
export const iconSrc = (name: string) => `/img/icons.svg#${name}`;

/**
 * The icons a page repeats down a list (school and class emblems in every ranking row, the shop's buttons,
 * ribbons and currencies on every card) are files of their own instead (docs/decisions/0058). An image of
 * the sprite that names another icon than the image before it costs several times more to draw, so a
 * hundred rows alternating between emblems cost a phone slowed 8x about a second of painting; one file per
 * icon is drawn once and reused. Shown images take `loading="lazy"`: the browser asks for them after laying the
 * page out, so they never queue ahead of what the first paint needs (a hover image, hidden until then, keeps
 * only `fetchPriority="low"`, or it would be fetched only at the hover and blink).
 */
export const repeatedIconSrc = (folder: 'emblems' | 'shop', name: string) => `/img/${folder}/${name}.svg`;
