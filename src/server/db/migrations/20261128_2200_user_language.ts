import { type Kysely, sql } from 'kysely';

/**
 * The player's language (docs/product/languages.md, The account's language): the one every mail to the
 * account is written in. Set at registration from the page's language, changed by the header's choice while
 * signed in; 'en' for every account made before. A visitor's ticket has no account, so its request and the
 * ticket it becomes keep the language the visitor wrote it in, for the staff's answers by mail. Checked
 * against the site's languages (src/shared/languages.ts, LANGUAGES).
 */
const LANGUAGES = `'en', 'fil'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column language text not null default 'en' check (language in (${sql.raw(LANGUAGES)}))`.execute(db);
  await sql`alter table ticket_guest_requests
    add column language text not null default 'en' check (language in (${sql.raw(LANGUAGES)}))`.execute(db);
  await sql`alter table tickets
    add column guest_language text check (guest_language in (${sql.raw(LANGUAGES)}))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('guest_language').execute();
  await db.schema.alterTable('ticket_guest_requests').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
