import { type Kysely, sql } from 'kysely';

/**
 * Uploaded images (docs/decisions/0008-images-in-postgres.md): each stored file is one row named by the
 * SHA-256 of its bytes, so every instance serves the same files and a database backup holds them. A
 * picture and its thumbnail are two rows; the picture's row names its thumbnail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('hash', 'text', (c) => c.primaryKey().check(sql`hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('byte_size', 'integer', (c) => c.notNull().check(sql`byte_size = octet_length(bytes)`))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'thumbnail')`))
    .addColumn('thumbnail_hash', 'text', (c) => c.references('images.hash'))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.user_num').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The media library lists the newest pictures first.
  await db.schema
    .createIndex('images_kind_created_at')
    .on('images')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('images').execute();
}
