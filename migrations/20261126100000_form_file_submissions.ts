import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Which submission a form file was attached to (issue 29), so files uploaded and never sent can be
 * found and removed. Existing files are matched to the earliest submission of their form whose
 * answers name them (`{ fileId, ... }`); the partial index serves the hourly search for the rest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('form_files')
    .addColumn('submission_id', 'uuid', (c) => c.references('form_submissions.id').onDelete('set null'))
    .execute();
  await sql`
    update form_files f
    set submission_id = (
      select s.id
      from form_submissions s
      cross join lateral jsonb_each(case when jsonb_typeof(s.answers) = 'object' then s.answers else '{}' end) a
      where s.form_id = f.form_id and jsonb_typeof(a.value) = 'object' and a.value ->> 'fileId' = f.id::text
      order by s.created_at, s.id
      limit 1
    )
  `.execute(db);
  await db.schema
    .createIndex('form_files_unattached_idx')
    .on('form_files')
    .column('created_at')
    .where(sql<boolean>`submission_id is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_files_unattached_idx').execute();
  await db.schema.alterTable('form_files').dropColumn('submission_id').execute();
}
