import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // The words as typed beside their English stems: a half-typed word is matched as a prefix of
  // the word itself ('runni' of 'running', 'table' of 'tables'), which its stem ('run', 'tabl')
  // is not. Dropping the generated column drops its index; both are made again.
  await sql`alter table events drop column search`.execute(db);
  await sql`
    alter table events add column search tsvector generated always as (
      to_tsvector('english'::regconfig, title || ' ' || game_type || ' ' || location_name || ' ' || description)
      || to_tsvector('simple'::regconfig, title || ' ' || game_type || ' ' || location_name || ' ' || description)
    ) stored
  `.execute(db);
  await sql`create index events_search_idx on events using gin (search)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table events drop column search`.execute(db);
  await sql`
    alter table events add column search tsvector generated always as (
      to_tsvector('english'::regconfig, title || ' ' || game_type || ' ' || location_name || ' ' || description)
    ) stored
  `.execute(db);
  await sql`create index events_search_idx on events using gin (search)`.execute(db);
}
