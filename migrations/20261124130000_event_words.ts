import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

// An event's quarter-degree cell, written exactly as server/domains/events/discovery/cells.ts
// writes it (eventFineCell).
const cellOf = (row: string) => `((floor(${row}.lat * 4)::int + 360) * 1441 + floor(${row}.lng * 4)::int + 720)`;

export async function up(db: Kysely<any>): Promise<void> {
  // A text search in a place reads the words of the place: one entry per word of each live event
  // (the lexemes of its search column, stemmed and as typed), under its quarter-degree cell, in
  // a btree whose entries carry the event's times and id. A prefix of a word is a range of the
  // btree in each cell, so the search reads only the entries of events that are both in the
  // place and have the word, and their times, without touching the events table; only the
  // page's events are read. (Two bitmaps, the place's and the words', cost a read of every event
  // of each and then of the events in both.) Words are cut at 128 characters: the searched text
  // is at most 100, so a prefix of a word is still a prefix of its cut. Byte order ("C") makes a
  // prefix one range.
  await sql`
    create table event_words (
      cell int not null,
      word text collate "C" not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      event_id uuid not null
    )
  `.execute(db);
  // The key holds every column, so a search is an index-only scan and an event's entries are
  // found by their whole key when it changes.
  await sql`create index event_words_idx on event_words (cell, word, starts_at, ends_at, event_id)`.execute(db);

  const entriesOf = (rows: string) =>
    sql.raw(`
    select ${cellOf('r')}, left(w, 128), r.starts_at, r.ends_at, r.id
    from ${rows} r cross join lateral unnest(tsvector_to_array(r.search)) as w
    where not r.cancelled`);
  await sql`insert into event_words (cell, word, starts_at, ends_at, event_id) ${entriesOf('events')}`.execute(db);

  // New events, however many one statement inserts (a weekly series is 26), are one insert here.
  await sql`
    create function event_words_insert() returns trigger language plpgsql as $$
    begin
      insert into event_words (cell, word, starts_at, ends_at, event_id) ${entriesOf('inserted')};
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger event_words_insert after insert on events
    referencing new table as inserted for each statement execute function event_words_insert()
  `.execute(db);

  // A change to the words, place, times or cancellation replaces the event's entries; other
  // updates (spots taken, on every join) leave them alone.
  await sql`
    create function event_words_change() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and not old.cancelled then
        delete from event_words
        where cell = ${sql.raw(cellOf('old'))} and word = any(array(select left(w, 128) from unnest(tsvector_to_array(old.search)) as w))
          and starts_at = old.starts_at and ends_at = old.ends_at and event_id = old.id;
      end if;
      if tg_op = 'UPDATE' and not new.cancelled then
        insert into event_words (cell, word, starts_at, ends_at, event_id)
        select ${sql.raw(cellOf('new'))}, left(w, 128), new.starts_at, new.ends_at, new.id
        from unnest(tsvector_to_array(new.search)) as w;
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger event_words_update after update on events for each row
    when (old.search is distinct from new.search or old.lat is distinct from new.lat or old.lng is distinct from new.lng
          or old.starts_at is distinct from new.starts_at or old.ends_at is distinct from new.ends_at or old.cancelled is distinct from new.cancelled)
    execute function event_words_change()
  `.execute(db);
  await sql`create trigger event_words_delete after delete on events for each row execute function event_words_change()`.execute(db);

  // Replaced by event_words: it held the place's side of the two bitmaps.
  await sql`drop index if exists events_fine_cell_time_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists event_words_delete on events`.execute(db);
  await sql`drop trigger if exists event_words_update on events`.execute(db);
  await sql`drop trigger if exists event_words_insert on events`.execute(db);
  await sql`drop function if exists event_words_change()`.execute(db);
  await sql`drop function if exists event_words_insert()`.execute(db);
  await sql`drop table if exists event_words`.execute(db);
  await sql`
    create index if not exists events_fine_cell_time_idx on events
      (((floor(lat * 4)::int + 360) * 1441 + floor(lng * 4)::int + 720), starts_at, ends_at, game_type, price_cents)
    where not cancelled
  `.execute(db);
}
