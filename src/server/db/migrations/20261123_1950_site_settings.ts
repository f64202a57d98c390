import { type Kysely, sql } from 'kysely';

/**
 * Site settings and the footer's policy pages (docs/product/site-settings.md).
 * - site_settings: exactly one row (its key is the constant true), typed columns. The defaults are what the
 *   site showed before the console could change them: the name 'Ran Online PH' and the Messenger home as
 *   the support chat; no forum until an operator names one.
 * - site_pages: the three policy pages, keyed by their address. The body is HTML the site sanitizes when
 *   it is saved and again when it is served. The texts below are placeholders an operator replaces.
 */
const PAGES = [
  {
    slug: 'operation-policy',
    title: 'Operation Policy',
    body:
      '<p>These rules keep the game fair for every player. Cheating, exploiting bugs, trading accounts and ' +
      'harassing other players may lead to a warning, a suspension or a permanent ban.</p>' +
      '<p>The game masters decide each case on what the server logs show. Ask support if you think a ' +
      'decision was wrong.</p>',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body:
      '<p>We keep what the site needs to run your account: your user id, your e-mail address, a hash of ' +
      'your password, the addresses you sign in from and your purchases.</p>' +
      '<p>We use it to run the game and the site, to keep accounts safe and to answer support requests. We ' +
      'do not sell it. Ask support to see or delete what we hold about you.</p>',
  },
  {
    slug: 'game-cash-agreement',
    title: 'Game Cash Agreement',
    body:
      '<p>R-Coin and other game cash are a licence to use items inside the game. They have no value outside ' +
      'it and cannot be exchanged for money.</p>' +
      '<p>A purchase is final once its items are in your item bank, except where the item shop offers a ' +
      'cancellation. Top-ups made with a stolen payment method are reversed and the account may be closed.</p>',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('site_name', 'text', (c) => c.notNull().check(sql`char_length(site_name) between 1 and 40`))
    .addColumn('support_chat_url', 'text')
    .addColumn('forum_url', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into site_settings (id, site_name, support_chat_url) values (true, 'Ran Online PH', 'https://m.me/')`.execute(
    db,
  );

  await db.schema
    .createTable('site_pages')
    .addColumn('slug', 'text', (c) =>
      c.primaryKey().check(sql`slug in ('operation-policy', 'privacy-policy', 'game-cash-agreement')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  for (const page of PAGES) {
    await sql`insert into site_pages (slug, title, body) values (${page.slug}, ${page.title}, ${page.body})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_pages').execute();
  await db.schema.dropTable('site_settings').execute();
}
