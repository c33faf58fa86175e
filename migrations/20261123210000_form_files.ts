import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Files attached to form answers (issue 15): an image or a PDF uploaded by someone filling a
 * form, kept for that form. An answer names the file by id, and the server checks it is the
 * filler's own upload for that very form.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('form_id', 'uuid', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/webp', 'application/pdf')`))
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('form_files_form_user_idx').on('form_files').columns(['form_id', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_files').execute();
}
