import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { ACTIVITY_SUBSCRIPTION_RADIUS } from '../../../shared/settings/settings.ts';

const METRES_PER_MILE = 1609.344;
const metresPerMile = sql.lit(METRES_PER_MILE);
const widestRadiusMetres = sql.lit(ACTIVITY_SUBSCRIPTION_RADIUS.max * METRES_PER_MILE);

export interface EventForMatching {
  lat: number;
  lng: number;
  gameType: string;
  startsAt: Date;
  /** The organiser: never alerted about their own event, nor anyone on either side of a block with them. */
  creatorId?: string | null;
}

export interface SubscriberMatch {
  subscriptionId: string;
  userId: string;
  email: string;
  fullName: string | null;
  displayName: string | null;
  /** The subscription's city as the user picked it. */
  city: string;
  radiusMiles: number;
  distanceMiles: number;
}

/**
 * Who should hear about a new event: subscriptions whose circle (city and radius) contains the
 * event, whose activities include its game type, and that are current now (a temporary one only
 * between its start and end dates). One match per user, their nearest subscription, since a user
 * gets one alert per event however many of their cities cover it. An event that has already
 * started alerts nobody.
 *
 * The earth box of the widest allowed radius finds candidates through the GiST index; the exact
 * great-circle distance then applies each subscription's own radius.
 */
export async function matchSubscribersForEvent(db: Kysely<DB>, event: EventForMatching, now: Date = new Date()): Promise<SubscriberMatch[]> {
  if (event.startsAt.getTime() <= now.getTime()) return [];
  const point = sql`ll_to_earth(${event.lat}::float8, ${event.lng}::float8)`;
  const distance = sql<number>`earth_distance(ll_to_earth(s.lat, s.lng), ${point})`;
  const creatorId = event.creatorId ?? null;

  let query = db
    .selectFrom('activitySubscriptions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .distinctOn('s.userId')
    .select([
      's.id as subscriptionId',
      's.userId',
      'u.email',
      'u.fullName',
      'u.displayName',
      sql<string>`s.address->>'description'`.as('city'),
      's.radiusMiles',
      sql<number>`${distance} / ${metresPerMile}`.as('distanceMiles'),
    ])
    .where(sql<boolean>`earth_box(${point}, ${widestRadiusMetres}) @> ll_to_earth(s.lat, s.lng)`)
    .where(sql<boolean>`${distance} <= s.radius_miles * ${metresPerMile}`)
    .where(sql<boolean>`s.activities @> array[${event.gameType}]::text[]`)
    .where((eb) => eb.or([eb('s.startDate', 'is', null), eb('s.startDate', '<=', now)]))
    .where((eb) => eb.or([eb('s.endDate', 'is', null), eb('s.endDate', '>=', now)]));

  if (creatorId) {
    query = query.where('s.userId', '<>', creatorId).where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('userBlocks as b')
            .select(sql`1`.as('one'))
            .where((inner) =>
              inner.or([
                inner.and([inner('b.blockerId', '=', inner.ref('s.userId')), inner('b.blockedId', '=', creatorId)]),
                inner.and([inner('b.blockerId', '=', creatorId), inner('b.blockedId', '=', inner.ref('s.userId'))]),
              ]),
            ),
        ),
      ),
    );
  }

  return query.orderBy('s.userId').orderBy(distance).execute();
}
