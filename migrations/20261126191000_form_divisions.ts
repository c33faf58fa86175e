import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Divisions on a registration form (issue 31, defect 10): instead of one group per form, the
 * organiser offers several groups of the form's season, each with its own price and number of
 * places on this form; the player picks one, and the submission keeps which.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_divisions')
    .addColumn('form_id', 'uuid', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('season_group_id', 'uuid', (c) => c.notNull().references('season_groups.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('form_divisions_pkey', ['form_id', 'season_group_id'])
    .execute();
  await db.schema
    .alterTable('form_submissions')
    .addColumn('season_group_id', 'uuid', (c) => c.references('season_groups.id').onDelete('set null'))
    .execute();
  // Places taken in a division are counted under its row's lock at every submit.
  await sql`create index form_submissions_division_idx on form_submissions (form_id, season_group_id) where season_group_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists form_submissions_division_idx`.execute(db);
  await db.schema.alterTable('form_submissions').dropColumn('season_group_id').execute();
  await db.schema.dropTable('form_divisions').execute();
}
