import { addDays, format } from 'date-fns';
import type { DomainDeps } from '../deps.ts';
import { createEvent } from '../domains/events/create-event.ts';
import { answerRsvp } from '../domains/teams/schedule.ts';
import { eventInput } from '../../shared/events/schemas.ts';

/**
 * A match on the Austin Dinkers' schedule against one of their opponents, five days out, with
 * some members answered and the demo child answered for by their parent; created through the
 * same domain functions as the app, so the members' one-tap mails go to the outbox too. Skipped
 * when the team or the place is missing, or the match exists.
 */
export async function seedDemoTeamEvents(deps: DomainDeps): Promise<void> {
  const { db } = deps;
  const team = await db.selectFrom('teams').select(['id', 'creatorId']).where('name', '=', 'Austin Dinkers').where('deletedAt', 'is', null).executeTakeFirst();
  const place = await db.selectFrom('places').select('id').where('name', '=', 'Zilker Park Courts').executeTakeFirst();
  if (!team?.creatorId || !place) return;
  const title = 'League match';
  if (await db.selectFrom('events').select('id').where('hostingTeamId', '=', team.id).where('title', '=', title).executeTakeFirst()) return;
  const opponent = await db.selectFrom('externalTeams').select('id').where('teamId', '=', team.id).where('name', '=', 'Round Rock Rally').executeTakeFirst();
  const input = eventInput.parse({
    title,
    gameType: 'Pickleball',
    description: 'Doubles league, best of three. Warm-up from 6:30.',
    date: format(addDays(new Date(), 5), 'yyyy-MM-dd'),
    timeStart: '19:00',
    duration: { hours: 2, minutes: 0 },
    location: { placeId: place.id },
    hostingTeamId: team.id,
    opponentId: opponent?.id ?? null,
  });
  const created = await createEvent(deps, team.creatorId, input);
  const now = deps.clock.now();
  const member = (email: string) => db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const coach = await member('player.austin3@rally.test');
  if (coach) await answerRsvp(db, coach.id, created.id, 'going', now);
  const parent = await member('player.austin2@rally.test');
  if (parent) {
    await answerRsvp(db, parent.id, created.id, 'maybe', now);
    const child = await db
      .selectFrom('teamDependents')
      .select('familyMemberId')
      .where('teamId', '=', team.id)
      .where('guardianId', '=', parent.id)
      .executeTakeFirst();
    if (child) await answerRsvp(db, parent.id, created.id, 'going', now, child.familyMemberId);
  }
}
