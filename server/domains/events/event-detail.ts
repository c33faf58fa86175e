import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { loadVisibleEvent } from './event-access.ts';
import { localParts } from '../../time/event-time.ts';
import { excludedDatesColumn } from './recurrence.ts';
import { blockedWith, eventVisibleTo } from './visibility.ts';
import { waitlistPosition } from './waitlist.ts';
import { ruleFieldsOf } from './event-values.ts';
import type { RsvpAnswer } from '../../../shared/teams/teams.ts';
import { answerCount } from '../teams/schedule.ts';

const NEXT_OCCURRENCES = 5;
const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Everything the event page shows. The going list respects each player's "upcoming games" privacy
 * and blocks either way: hidden players are counted, never named (the organiser sees them all, as
 * on the roster, except those in a block relation with them).
 */
export async function getEventDetail(db: Kysely<DB>, viewerId: string | null, eventId: string, now: Date = new Date()) {
  const event = await loadVisibleEvent(db, eventId, viewerId, now);
  const canManage = viewerId === event.creatorId;

  const [creator, place, groups, counts, joiners, viewerRow, favorite, series, opponent, team] = await Promise.all([
    db.selectFrom('users').select(['id', 'displayName', 'photoUrl']).where('id', '=', event.creatorId).executeTakeFirstOrThrow(),
    event.placeId ? db.selectFrom('places').select(['id', 'name', 'address', 'city']).where('id', '=', event.placeId).executeTakeFirst() : undefined,
    db
      .selectFrom('eventSlotGroups as g')
      .select([
        'g.id',
        'g.name',
        'g.capacity',
        sql<number>`(select coalesce(sum(1 + j.guests), 0)::int from event_joiners j where j.slot_group_id = g.id and j.status in ('going', 'offered'))`.as(
          'taken',
        ),
      ])
      .where('g.eventId', '=', event.id)
      .orderBy('g.position')
      .execute(),
    db
      .selectFrom('eventJoiners')
      .select([
        sql<number>`coalesce(sum(1 + guests) filter (where status = 'going'), 0)::int`.as('going'),
        sql<number>`count(*) filter (where status = 'going')::int`.as('goingPlayers'),
        sql<number>`count(*) filter (where status = 'waitlisted')::int`.as('waitlisted'),
        sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
      ])
      .where('eventId', '=', event.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('eventJoiners as j')
      .innerJoin('users as u', 'u.id', 'j.userId')
      .select(['j.userId', 'u.displayName', 'u.photoUrl', 'j.guests', 'u.privacyPublicUpcomingGames as isPublic'])
      .select(viewerId ? blockedWith('j.user_id', viewerId).as('blocked') : sql<boolean>`false`.as('blocked'))
      .where('j.eventId', '=', event.id)
      .where('j.status', '=', 'going')
      .orderBy('j.queueSeq')
      .execute(),
    viewerId
      ? db
          .selectFrom('eventJoiners')
          .select(['status', 'guests', 'queueSeq', 'offerExpiresAt', 'slotGroupId', 'paymentStatus', 'checkedInAt'])
          .where('eventId', '=', event.id)
          .where('userId', '=', viewerId)
          .executeTakeFirst()
      : undefined,
    viewerId ? db.selectFrom('eventFavorites').select('eventId').where('userId', '=', viewerId).where('eventId', '=', event.id).executeTakeFirst() : undefined,
    event.seriesId ? db.selectFrom('eventSeries').select(['id', 'rrule', excludedDatesColumn]).where('id', '=', event.seriesId).executeTakeFirst() : undefined,
    event.opponentId ? db.selectFrom('externalTeams').select('name').where('id', '=', event.opponentId).executeTakeFirst() : undefined,
    event.hostingTeamId ? teamAnswers(db, event.hostingTeamId, event.id, viewerId) : null,
  ]);

  const shown = joiners.filter((row) => !row.blocked && (row.isPublic || row.userId === viewerId || canManage));
  const nextOccurrences = series
    ? await db
        .selectFrom('events as e')
        .select(['e.id', 'e.startsAt', 'e.cancelled'])
        .where('e.seriesId', '=', series.id)
        .where('e.startsAt', '>', now)
        .where('e.id', '<>', event.id)
        .where(eventVisibleTo(viewerId, now))
        .orderBy('e.startsAt')
        .limit(NEXT_OCCURRENCES)
        .execute()
    : [];
  const active = viewerRow && viewerRow.status !== 'left' ? viewerRow : undefined;
  const local = localParts(event.startsAt, event.timezone);

  return {
    id: event.id,
    seriesId: event.seriesId,
    title: event.title,
    gameType: event.gameType,
    description: event.description,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    durationMinutes: event.durationMinutes,
    timezone: event.timezone,
    localDate: local.date,
    localTime: local.time,
    location: { placeId: event.placeId, name: event.locationName, address: event.address, lat: event.lat, lng: event.lng },
    place: place ?? null,
    hostingTeamId: event.hostingTeamId,
    teamName: event.teamName,
    opponentName: opponent?.name ?? null,
    isPrivate: event.isPrivate,
    makePublicAfter: event.makePublicAfter,
    ...ruleFieldsOf(event),
    currency: event.currency,
    cancelled: event.cancelled,
    cancelledAt: event.cancelledAt,
    cancelReason: event.cancelReason,
    creator: { id: creator.id, displayName: creator.displayName, photoUrl: creator.photoUrl },
    counts: {
      going: counts.going,
      goingPlayers: counts.goingPlayers,
      waitlisted: counts.waitlisted,
      pending: counts.pending,
      spotsLeft: event.capacity === null ? null : Math.max(event.capacity - event.spotsTaken, 0),
    },
    slotGroups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      capacity: group.capacity,
      taken: group.taken,
      spotsLeft: group.capacity === null ? null : Math.max(group.capacity - group.taken, 0),
    })),
    going: shown.map((row) => ({ id: row.userId, displayName: row.displayName, photoUrl: row.photoUrl, guests: row.guests })),
    hiddenGoing: joiners.length - shown.length,
    viewer: {
      status: (active?.status ?? null) as 'going' | 'waitlisted' | 'pending' | 'offered' | 'declined' | null,
      guests: active?.guests ?? 0,
      slotGroupId: active?.slotGroupId ?? null,
      position: active?.status === 'waitlisted' ? await waitlistPosition(db, event.id, active.queueSeq) : null,
      offerExpiresAt: active?.status === 'offered' ? active.offerExpiresAt : null,
      paymentStatus: active?.paymentStatus ?? null,
      checkedIn: Boolean(active?.checkedInAt),
      isFavorite: favorite !== undefined,
      canManage,
      signedIn: viewerId !== null,
    },
    team,
    series: series ? { rrule: series.rrule, excludedDates: series.excludedDates, nextOccurrences } : null,
  };
}

/**
 * A team's game as its page shows it: the team's answers counted (members' and their children's,
 * as on the team's schedule), and the viewer's own when they are a member. Names stay on the team
 * page, for its members.
 */
async function teamAnswers(db: Kysely<DB>, teamId: string, eventId: string, viewerId: string | null) {
  const count = (answer: RsvpAnswer) => answerCount(answer, teamId, eventId);
  // A guest matches no member row and no answer.
  const viewer = viewerId ?? NO_USER;
  const row = await db
    .selectFrom('teams as t')
    .leftJoin('teamMembers as m', (join) => join.onRef('m.teamId', '=', 't.id').on('m.userId', '=', viewer))
    .leftJoin('teamEventRsvps as r', (join) => join.on('r.eventId', '=', eventId).on('r.userId', '=', viewer))
    .select(['t.id', 't.name', 'm.state', 'r.answer', count('going').as('going'), count('maybe').as('maybe'), count('not-going').as('notGoing')])
    .where('t.id', '=', teamId)
    .executeTakeFirst();
  if (!row) return null;
  const { state, answer, ...team } = row;
  const viewerIsMember = state === 'active';
  return { ...team, viewerIsMember, viewerAnswer: viewerIsMember ? (answer as RsvpAnswer | null) : null };
}

export type EventDetail = Awaited<ReturnType<typeof getEventDetail>>;
