import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Refunds on form registrations (issue 31, defect 5): a submission counts what was refunded beside
 * what was paid, so its record reads Paid, Refunded and Balance without contradiction; a plan's
 * unpaid installment withdrawn by "Refund and cancel" is kept as cancelled instead of deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('form_submissions')
    .addColumn('refunded_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`refunded_cents >= 0`),
    )
    .execute();
  await sql`alter table invoices drop constraint invoices_status_check`.execute(db);
  await sql`alter table invoices add constraint invoices_status_check check (status in ('open', 'paid', 'refunded', 'partially_refunded', 'cancelled'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from invoices where status = 'cancelled'`.execute(db);
  await sql`alter table invoices drop constraint invoices_status_check`.execute(db);
  await sql`alter table invoices add constraint invoices_status_check check (status in ('open', 'paid', 'refunded', 'partially_refunded'))`.execute(db);
  await db.schema.alterTable('form_submissions').dropColumn('refunded_cents').execute();
}
