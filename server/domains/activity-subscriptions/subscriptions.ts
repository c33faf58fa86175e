import type { Deps } from '../../deps.ts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { listGameTypes } from '../system/reference-lists.ts';
import { ACTIVITY_SUBSCRIPTION_MESSAGES as M } from '../../../shared/activity-subscriptions/messages.ts';
import { subscriptionActivityOptions, type ActivitySubscription, type ActivitySubscriptionValues } from '../../../shared/activity-subscriptions/schemas.ts';
import { ACTIVITY_SUBSCRIPTIONS_PER_USER } from '../../../shared/limits/limits.ts';

const COLUMNS = ['id', 'address', 'radiusMiles', 'activities', 'startDate', 'endDate', 'createdAt'] as const;

interface Row {
  id: string;
  address: unknown;
  radiusMiles: number;
  activities: string[];
  startDate: Date | null;
  endDate: Date | null;
  createdAt: Date;
}

function toSubscription(row: Row): ActivitySubscription {
  const address = row.address as ActivitySubscription['address'];
  return {
    id: row.id,
    address: { lat: address.lat, lng: address.lng, description: address.description, name: address.name },
    radius: row.radiusMiles,
    activities: row.activities,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt,
  };
}

/** The caller's subscriptions, oldest first, as the tab lists them. */
export async function listActivitySubscriptions(db: Kysely<DB>, userId: string): Promise<ActivitySubscription[]> {
  const rows = await db.selectFrom('activitySubscriptions').select(COLUMNS).where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
  return rows.map(toSubscription);
}

/** Only real game types, and not 'Any' or 'Other'; kept in the picker's alphabetical order. */
async function checkedActivities(db: Kysely<DB>, activities: string[]): Promise<string[]> {
  const options = subscriptionActivityOptions(await listGameTypes(db));
  const unknown = activities.filter((activity) => !options.includes(activity));
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', `${M.unknownActivity}: ${unknown.join(', ')}`);
  return options.filter((option) => activities.includes(option));
}

/**
 * Creates the subscription (no id) or edits the caller's own (an id; anyone else's is NOT_FOUND,
 * so ids cannot be probed), then asks for the confirmation mail. The mail goes through a job
 * queued in the same transaction; if even queueing it fails, the save stands (spec section 7:
 * the confirmation's failure is ignored).
 */
export async function saveActivitySubscription(
  { db, jobs, log }: Deps<'db' | 'jobs' | 'log'>,
  userId: string,
  input: ActivitySubscriptionValues,
): Promise<ActivitySubscription> {
  return db.transaction().execute(async (trx) => {
    const activities = await checkedActivities(trx, input.activities);
    const address = {
      lat: input.address.lat,
      lng: input.address.lng,
      description: input.address.description,
      name: input.address.name ?? input.address.description.split(',')[0]!.trim(),
    };
    const values = {
      address: JSON.stringify(address),
      radiusMiles: input.radius,
      activities,
      startDate: input.startDate,
      endDate: input.endDate,
      confirmationDueAt: sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
    };

    let row: Row | undefined;
    if (input.id) {
      row = await trx
        .updateTable('activitySubscriptions')
        .set(values)
        .where('id', '=', input.id)
        .where('userId', '=', userId)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', M.notFound);
    } else {
      // Serialises this user's creates, so two tabs cannot both slip under the limit.
      await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
      const { count } = await trx
        .selectFrom('activitySubscriptions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      if (count >= ACTIVITY_SUBSCRIPTIONS_PER_USER) throw new AppError('BAD_REQUEST', M.tooMany);
      row = await trx
        .insertInto('activitySubscriptions')
        .values({ ...values, userId })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    }

    await queueConfirmation({ db: trx, jobs, log }, row.id);
    return toSubscription(row);
  });
}

/**
 * Queues the confirmation job behind a savepoint: a failed insert would otherwise abort the whole
 * transaction, and with it the save the user asked for.
 */
async function queueConfirmation({ db: trx, jobs, log }: Deps<'db' | 'jobs' | 'log'>, subscriptionId: string): Promise<void> {
  await sql`savepoint activity_subscription_confirm`.execute(trx);
  try {
    await jobs.send('activity-subscription.confirm', { subscriptionId }, { db: trx });
    await sql`release savepoint activity_subscription_confirm`.execute(trx);
  } catch (error) {
    await sql`rollback to savepoint activity_subscription_confirm`.execute(trx);
    log.warn({ err: error, subscriptionId }, 'activity subscription saved without its confirmation mail');
  }
}

/** Deletes the caller's own subscription; anyone else's is NOT_FOUND. Its unsent alerts go with it. */
export async function deleteActivitySubscription(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  const result = await db.deleteFrom('activitySubscriptions').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new AppError('NOT_FOUND', M.notFound);
}
