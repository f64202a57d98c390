import { type Kysely, sql } from 'kysely';

/**
 * The operator's colours and brand texts on the one settings row (docs/product/brand.md). Every column is
 * null until an operator sets it, and null is the site's default (today's look and words, which
 * src/shared/brand-colours.ts and brand-texts.ts hold), so this migration changes nothing players see.
 * - brand_accent, brand_background: '#rrggbb'. Their readability (WCAG AA) is the save's rule, not the
 *   database's: it depends on the site's style sheet.
 * - footer_copyright, footer_since, hometown: the footer's two lines and the header's hometown line; an
 *   empty text hides its line. Bounded here as in the contract.
 * - requirements: the download page's system requirements, a JSON array of at most 12 rows of
 *   { component, minimum, recommended }.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table site_settings
    add column brand_accent text check (brand_accent ~ '^#[0-9a-f]{6}$'),
    add column brand_background text check (brand_background ~ '^#[0-9a-f]{6}$'),
    add column footer_copyright text check (char_length(footer_copyright) <= 200),
    add column footer_since text check (char_length(footer_since) <= 100),
    add column hometown text check (char_length(hometown) <= 60),
    add column requirements jsonb check (
      jsonb_typeof(requirements) = 'array' and jsonb_array_length(requirements) <= 12
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table site_settings
    drop column brand_accent,
    drop column brand_background,
    drop column footer_copyright,
    drop column footer_since,
    drop column hometown,
    drop column requirements`.execute(db);
}
