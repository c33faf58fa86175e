import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // Whether a bracket's games may end level (issue 31, defect 3). A round robin may, and does by
  // default; a knockout cannot (someone has to go through), which the check holds.
  await db.schema
    .alterTable('brackets')
    .addColumn('ties_allowed', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update brackets set ties_allowed = true where format = 'round_robin'`.execute(db);
  await sql`alter table brackets add constraint brackets_ties_only_round_robin check (not ties_allowed or format = 'round_robin')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brackets').dropColumn('ties_allowed').execute();
}
