import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { EventInput } from '../../../shared/events/schemas.ts';

type GroupInput = EventInput['eventSlotGroups'][number];

/**
 * Makes an occurrence's slot groups match the form. Groups are matched by id on the occurrence
 * being edited (so its joiners keep their group) and by position on the other occurrences of a
 * series, whose groups have their own ids. A removed group's joiners stay, without a group.
 */
export async function syncSlotGroups(trx: Kysely<DB>, eventId: string, groups: readonly GroupInput[], matchBy: 'id' | 'position'): Promise<void> {
  const existing = await trx.selectFrom('eventSlotGroups').select(['id', 'position']).where('eventId', '=', eventId).orderBy('position').execute();
  const kept = new Set<string>();
  for (const [position, group] of groups.entries()) {
    const match = matchBy === 'id' ? existing.find((row) => row.id === group.id) : existing[position];
    if (match) {
      kept.add(match.id);
      await trx.updateTable('eventSlotGroups').set({ name: group.name, capacity: group.capacity, position }).where('id', '=', match.id).execute();
    } else {
      await trx.insertInto('eventSlotGroups').values({ eventId, name: group.name, capacity: group.capacity, position }).execute();
    }
  }
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length) await trx.deleteFrom('eventSlotGroups').where('id', 'in', removed).execute();
}

/** Of these events, the ones that have slot groups: one read for a whole series. */
export async function eventsWithSlotGroups(trx: Kysely<DB>, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await trx.selectFrom('eventSlotGroups').select('eventId').distinct().where('eventId', 'in', eventIds).execute();
  return new Set(rows.map((row) => row.eventId));
}
