import type { Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * A team website's roster block lists only the members who allow it (issue 35): each member
 * chooses, per team, whether their name shows on its published websites. Off until they say so.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('team_members')
    .addColumn('show_on_website', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('team_members').dropColumn('show_on_website').execute();
}
