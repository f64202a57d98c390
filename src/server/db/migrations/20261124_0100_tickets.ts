import { type Kysely, sql } from 'kysely';

/**
 * Support tickets (docs/product/tickets.md).
 * - A ticket belongs to a player (user_num) or, for a visitor who cannot sign in, to a confirmed e-mail
 *   address (guest_email): exactly one of the two. Its number is what players see and quote.
 * - Messages are plain text; `internal` marks a staff note players never see.
 * - Screenshots are images (modules/images) marked private: /media refuses them, and only the ticket routes
 *   serve them after checking who asks. An attachment row with no message is an upload waiting for the
 *   ticket or reply that will carry it.
 * - A visitor's ticket is first a request (ticket_guest_requests) until the link mailed to the address is
 *   opened; the ticket is then read only through links whose hashes are in ticket_guest_links.
 */
const CATEGORIES = "('account', 'payment', 'item_not_received', 'bug', 'report_player', 'other')";
const STATUSES = "('open', 'waiting_player', 'waiting_staff', 'resolved', 'closed')";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Private images (ticket screenshots) are never served by /media.
  await db.schema
    .alterTable('images')
    .addColumn('private', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('number', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_num', 'integer', (c) => c.references('users.user_num'))
    .addColumn('guest_email', 'varchar(60)')
    .addColumn('category', 'text', (c) => c.notNull().check(sql.raw(`category in ${CATEGORIES}`)))
    .addColumn('subject', 'varchar(100)', (c) => c.notNull().check(sql`char_length(subject) > 0`))
    .addColumn('cha_num', 'integer', (c) => c.references('characters.cha_num').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql.raw(`status in ${STATUSES}`)),
    )
    .addColumn('assignee_user_num', 'integer', (c) => c.references('users.user_num'))
    // Set by a staff reply, cleared when the player opens the ticket: the badge in the side box and menu.
    .addColumn('player_unread', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addCheckConstraint('tickets_one_owner', sql`(user_num is null) <> (guest_email is null)`)
    .execute();
  // Numbers start at 100001 so a ticket number never looks like a small id of something else.
  await sql`alter table tickets alter column number restart with 100001`.execute(db);
  await sql`create index tickets_player on tickets (user_num, number desc) where user_num is not null`.execute(
    db,
  );
  await sql`create index tickets_player_unread on tickets (user_num) where player_unread`.execute(db);
  await sql`create index tickets_queue on tickets (status, last_activity_at)`.execute(db);
  await sql`create index tickets_assignee on tickets (assignee_user_num, status)`.execute(db);

  await db.schema
    .createTable('ticket_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ticket_number', 'integer', (c) =>
      c.notNull().references('tickets.number').onDelete('cascade'),
    )
    .addColumn('author_kind', 'text', (c) => c.notNull().check(sql`author_kind in ('player', 'staff')`))
    // The staff member or the player; null for a visitor's message (the ticket's e-mail wrote it).
    .addColumn('author_user_num', 'integer', (c) => c.references('users.user_num'))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 4000`))
    .addColumn('internal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ticket_messages_internal_staff', sql`not internal or author_kind = 'staff'`)
    .execute();
  await sql`create index ticket_messages_thread on ticket_messages (ticket_number, id)`.execute(db);

  await db.schema
    .createTable('ticket_attachments')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ticket_number', 'integer', (c) => c.references('tickets.number').onDelete('cascade'))
    .addColumn('message_id', 'bigint', (c) => c.references('ticket_messages.id').onDelete('cascade'))
    .addColumn('image_hash', 'text', (c) => c.notNull().references('images.hash'))
    .addColumn('thumbnail_hash', 'text', (c) => c.references('images.hash'))
    // Who uploaded it: a player or staff member, or null for a visitor (then ticket_number is set).
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.user_num'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ticket_attachments_placed', sql`message_id is null or ticket_number is not null`)
    .addCheckConstraint('ticket_attachments_owner', sql`uploaded_by is not null or ticket_number is not null`)
    .execute();
  await sql`create index ticket_attachments_message on ticket_attachments (message_id)`.execute(db);
  await sql`create index ticket_attachments_pending on ticket_attachments (uploaded_by, created_at) where message_id is null`.execute(
    db,
  );

  await db.schema
    .createTable('ticket_canned_answers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'varchar(80)', (c) => c.notNull().unique().check(sql`char_length(title) > 0`))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 4000`))
    .addColumn('created_by', 'integer', (c) => c.references('users.user_num').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.user_num').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ticket_guest_requests')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'varchar(60)', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sql.raw(`category in ${CATEGORIES}`)))
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 4000`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // Set when the link was opened and the ticket made: a second opening shows the same ticket.
    .addColumn('ticket_number', 'integer', (c) => c.references('tickets.number').onDelete('cascade'))
    .execute();
  await sql`create index ticket_guest_requests_expiry on ticket_guest_requests (expires_at) where ticket_number is null`.execute(
    db,
  );

  await db.schema
    .createTable('ticket_guest_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('ticket_number', 'integer', (c) =>
      c.notNull().references('tickets.number').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index ticket_guest_links_ticket on ticket_guest_links (ticket_number)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ticket_guest_links',
    'ticket_guest_requests',
    'ticket_canned_answers',
    'ticket_attachments',
    'ticket_messages',
    'tickets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('images').dropColumn('private').execute();
}
