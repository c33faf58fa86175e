import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Ad-hoc sides of a game picked from the event's joiners (issue 16): a pickup session splits its
 * players into sides on the day. A player is on at most one side of a game (the key), and leaves
 * the side when their account goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_side_players')
    .addColumn('game_id', 'uuid', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('home', 'away')`))
    .addPrimaryKeyConstraint('game_side_players_pkey', ['game_id', 'user_id'])
    .execute();
  await db.schema.createIndex('game_side_players_user_idx').on('game_side_players').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_side_players').execute();
}
