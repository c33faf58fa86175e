import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The time zone a form's export speaks in: that of the events it registers for (its season's, or
 * else its team's), else its owner's own zone, else UTC. A spreadsheet of sign-ups is read
 * against the event's clock, not the server's.
 */
export async function formTimeZone(db: Database, form: { id: string; teamId: string | null; ownerId: string }): Promise<string> {
  const row = await db
    .selectFrom('forms as f')
    .select(
      sql<string | null>`coalesce(
        (select e.timezone from events e join season_sessions ss on ss.id = e.season_session_id where ss.season_id = f.season_id order by e.starts_at limit 1),
        (select e.timezone from events e where f.team_id is not null and e.hosting_team_id = f.team_id order by e.starts_at desc limit 1),
        (select u.time_zone from users u where u.id = f.owner_id)
      )`.as('zone'),
    )
    .where('f.id', '=', form.id)
    .executeTakeFirst();
  return isTimeZone(row?.zone) ? row.zone : 'UTC';
}

function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "2027-01-05 18:30" on the wall clock of `timeZone`: sortable, and unambiguous once the header names the zone. */
export function wallClock(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
