import { sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Form files become private (issue 29): a birth certificate was a public URL under /uploads.
 * Each row now says where its bytes are (`storage_key`) and whether they are still where the
 * public storage put them before this change (`legacy_public`: the uploads folder, whose static
 * route no longer serves form files, or the bucket's unprefixed key), and its `url`, which answers
 * copy, becomes the route that checks who asks: /forms/<form>/files/<file>. The answers that
 * already hold a file's old address are rewritten to that route, so no stored link points at the
 * public copy any more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('form_files')
    .addColumn('storage_key', 'text')
    .addColumn('legacy_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // A public address is '/uploads/form-files/<form>/<name>' on local disk and
  // 'https://<bucket or CDN>/form-files/<form>/<name>' on S3: the key is the same tail. A row with
  // no such address can only be a private file (after a down and up again), whose key is
  // 'form-files/<form>/<id>.<webp|pdf>' in private storage.
  await sql`
    update form_files
    set storage_key = coalesce(
          substring(url from '(form-files/[^/?#]+/[^/?#]+)$'),
          'form-files/' || form_id || '/' || id || case content_type when 'image/webp' then '.webp' else '.pdf' end
        ),
        legacy_public = substring(url from '(form-files/[^/?#]+/[^/?#]+)$') is not null,
        url = '/forms/' || form_id || '/files/' || id
  `.execute(db);
  await db.schema
    .alterTable('form_files')
    .alterColumn('storage_key', (c) => c.setNotNull())
    .execute();
  await rewriteAnswerUrls(db, sql`'/forms/' || s.form_id || '/files/' || f.id`);
}

/** Back to public addresses: rows from before point at the uploads folder again (the bucket's address is not known here); newer private files keep their route. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update form_files set url = '/uploads/' || storage_key where legacy_public`.execute(db);
  await rewriteAnswerUrls(db, sql`f.url`);
  await db.schema.alterTable('form_files').dropColumn('storage_key').dropColumn('legacy_public').execute();
}

/** Sets `url` in every answer that names one of its form's files (`{ fileId, name, url, contentType }`) to `to`, an expression over s (the submission) and f (the file). */
async function rewriteAnswerUrls(db: Kysely<any>, to: RawBuilder<unknown>): Promise<void> {
  await sql`
    update form_submissions s
    set answers = (
      select jsonb_object_agg(a.key, case when f.id is null then a.value else jsonb_set(a.value, '{url}', to_jsonb(${to})) end)
      from jsonb_each(s.answers) a
      left join form_files f on jsonb_typeof(a.value) = 'object' and f.id::text = a.value ->> 'fileId' and f.form_id = s.form_id
    )
    where exists (
      select 1 from jsonb_each(case when jsonb_typeof(s.answers) = 'object' then s.answers else '{}' end) a
      join form_files f on jsonb_typeof(a.value) = 'object' and f.id::text = a.value ->> 'fileId' and f.form_id = s.form_id
    )
  `.execute(db);
}
