// Plain constants only (no zod). src/shared/routes.ts and the footer write the three addresses out.
/**
 * The footer's policy pages (docs/product/site-settings.md), by address with their footer label: each is
 * edited in the console and served at /{slug}.
 */
const POLICY_PAGES = {
  'operation-policy': 'Operation Policy',
  'privacy-policy': 'Privacy Policy',
  'game-cash-agreement': 'Game Cash Agreement',
} as const;

type PolicySlug = keyof typeof POLICY_PAGES;

/** The slugs in the footer's order. */
export const POLICY_SLUGS = Object.keys(POLICY_PAGES) as PolicySlug[];

export function isPolicySlug(value: string): value is PolicySlug {
  return Object.hasOwn(POLICY_PAGES, value);
}

/** The longest site name the header, titles and mail can show (docs/product/site-settings.md). */
export const SITE_NAME_MAX = 40;
