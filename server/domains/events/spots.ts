import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { DB } from '../../db/types.ts';
import { SPOT_HOLDING_STATUSES } from './constants.ts';

/**
 * Takes `seats` spots (the joiner plus guests) if they fit, and says whether they did.
 *
 * The event's capacity is decided by ONE conditional update of events.spots_taken: concurrent
 * joins queue on the row, and each re-checks the condition against the committed count, so the
 * event can never be overfilled. A slot group's capacity is counted under a lock on the group row.
 * Lock order everywhere: joiner row, then slot group(s), then the event row.
 */
export async function takeSpot(trx: Kysely<DB>, eventId: string, seats: number, slotGroupId: string | null): Promise<boolean> {
  if (!(await slotGroupHasRoom(trx, slotGroupId, seats))) return false;
  return (await takeEventSeats(trx, eventId, seats).executeTakeFirst()) !== undefined;
}

/**
 * The slot-group half of takeSpot: true without a group or when `seats` more fit in it, counted
 * under a lock on the group row (held until commit, before the event row is locked).
 */
export async function slotGroupHasRoom(trx: Kysely<DB>, slotGroupId: string | null, seats: number): Promise<boolean> {
  if (!slotGroupId) return true;
  const group = await trx.selectFrom('eventSlotGroups').select('capacity').where('id', '=', slotGroupId).forUpdate().executeTakeFirst();
  if (!group) return false;
  if (group.capacity === null) return true;
  const taken = await trx
    .selectFrom('eventJoiners')
    .select(sql<number>`coalesce(sum(1 + guests), 0)::int`.as('seats'))
    .where('slotGroupId', '=', slotGroupId)
    .where('status', 'in', SPOT_HOLDING_STATUSES)
    .executeTakeFirstOrThrow();
  return taken.seats + seats <= group.capacity;
}

/**
 * The event half of takeSpot, as a statement (returning the event's id when the seats fit, nothing
 * when they do not): a caller can send it as a CTE of the write that follows from it, one round trip.
 */
export function takeEventSeats(db: QueryCreator<DB>, eventId: string, seats: number) {
  return db
    .updateTable('events')
    .set({ spotsTaken: sql`spots_taken + ${seats}` })
    .where('id', '=', eventId)
    .where((eb) => eb.or([eb('capacity', 'is', null), eb(sql`spots_taken + ${seats}`, '<=', eb.ref('capacity'))]))
    .returning('id');
}

/**
 * Locks every slot group of the event (in id order) before the event row: what releasing and
 * promoting do, so that they and a join (group, then event) always lock in the same order.
 */
export async function lockSlotGroups(trx: Kysely<DB>, eventId: string): Promise<void> {
  await trx.selectFrom('eventSlotGroups').select('id').where('eventId', '=', eventId).orderBy('id').forUpdate().execute();
}

/** Gives back `seats` spots (the caller holds the slot-group locks, see lockSlotGroups). */
export async function releaseSpot(trx: Kysely<DB>, eventId: string, seats: number): Promise<void> {
  await trx
    .updateTable('events')
    .set({ spotsTaken: sql`greatest(spots_taken - ${seats}, 0)` })
    .where('id', '=', eventId)
    .execute();
}
