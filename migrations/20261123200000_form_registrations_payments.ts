import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Registration through forms (issue 15): a form may register its submitters for a season (and a
 * group of it) with a role on the team; a submission keeps its price (quote), the season
 * registration it made, and the invoices a payment plan leaves for the balance. Offline payments
 * an organiser records sit beside Stripe's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('forms')
    .addColumn('season_id', 'uuid', (c) => c.references('seasons.id').onDelete('set null'))
    .addColumn('season_group_id', 'uuid', (c) => c.references('season_groups.id').onDelete('set null'))
    .addColumn('grants_role', 'text', (c) => c.check(sql`grants_role in ('player', 'fan')`))
    .execute();

  await db.schema
    .alterTable('form_submissions')
    .addColumn('season_registration_id', 'uuid', (c) => c.references('season_registrations.id').onDelete('set null'))
    .addColumn('quote', 'jsonb')
    .addColumn('due_now_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await sql`create index form_submissions_user_form_idx on form_submissions (form_id, user_id) where status <> 'cancelled'`.execute(db);

  await db.schema
    .alterTable('invoices')
    .addColumn('form_submission_id', 'uuid', (c) => c.references('form_submissions.id').onDelete('set null'))
    .addColumn('reminded_at', 'timestamptz')
    .execute();
  await sql`create index invoices_form_submission_idx on invoices (form_submission_id) where form_submission_id is not null`.execute(db);
  await sql`create index invoices_reminder_idx on invoices (due_date) where form_submission_id is not null and status = 'open' and reminded_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('form_offline_payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('submission_id', 'uuid', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('form_offline_payments_submission_idx').on('form_offline_payments').column('submission_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_offline_payments').execute();
  await db.schema.alterTable('invoices').dropColumn('form_submission_id').dropColumn('reminded_at').execute();
  await sql`drop index if exists form_submissions_user_form_idx`.execute(db);
  await db.schema
    .alterTable('form_submissions')
    .dropColumn('season_registration_id')
    .dropColumn('quote')
    .dropColumn('due_now_cents')
    .dropColumn('currency')
    .dropColumn('completed_at')
    .execute();
  await db.schema.alterTable('forms').dropColumn('season_id').dropColumn('season_group_id').dropColumn('grants_role').execute();
}
