import { type Kysely, sql } from 'kysely';

/** Users, sessions, characters and the audit log: the tables every other domain leans on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('user_num', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('secret_answer_hash', 'text', (c) => c.notNull())
    .addColumn('secret_question', 'smallint', (c) => c.notNull().check(sql`secret_question between 1 and 6`))
    .addColumn('email', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_first', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('name_last', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'varchar(10)', (c) => c.notNull().defaultTo('Male'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull().defaultTo('PH'))
    .addColumn('user_type', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('user_point', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`user_point >= 0`))
    .addColumn('user_point2', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`user_point2 >= 0`))
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('blocked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // User IDs are unique regardless of case so "Admin" and "admin" cannot both exist.
  await sql`create unique index users_user_id_lower on users (lower(user_id))`.execute(db);
  await sql`create index users_email_lower on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_num').on('sessions').column('user_num').execute();

  await db.schema
    .createTable('characters')
    .addColumn('cha_num', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_num', 'integer', (c) => c.references('users.user_num').onDelete('set null'))
    .addColumn('cha_name', 'varchar(33)', (c) => c.notNull().unique())
    .addColumn('cha_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cha_class', 'integer', (c) => c.notNull())
    .addColumn('cha_school', 'smallint', (c) => c.notNull().check(sql`cha_school between 0 and 2`))
    .addColumn('cha_money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cha_mmr', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cha_pk_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cha_pk_death', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cha_play_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cha_level_up_date', 'timestamptz')
    .addColumn('is_gm', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('characters_user_num').on('characters').column('user_num').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_user_num', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('characters').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
