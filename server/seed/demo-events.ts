import { addDays, format, nextDay, type Day } from 'date-fns';
import type { DomainDeps } from '../deps.ts';
import { createEvent } from '../domains/events/create-event.ts';
import { joinEvent } from '../domains/events/join-event.ts';
import { eventInput, type EventFormValues } from '../../shared/events/schemas.ts';

interface DemoEvent {
  organiser: string;
  place: string;
  /**
   * When the (first) occurrence is: days from today, or the next such weekday after today, for
   * an event whose title names its day.
   */
  when: { inDays: number } | { weekday: Day };
  players: string[];
  event: Omit<EventFormValues, 'date' | 'location'>;
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    organiser: 'organiser.austin@rally.test',
    place: 'Zilker Park Courts',
    when: { weekday: 2 },
    players: ['player.austin1@rally.test', 'player.austin2@rally.test'],
    event: {
      title: 'Weeknight Pickleball at Zilker',
      gameType: 'Pickleball',
      description: 'Friendly doubles, all levels. Paddles to lend if you need one.',
      timeStart: '18:30',
      duration: { hours: 2, minutes: 0 },
      capacity: 12,
      reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=12' },
    },
  },
  {
    organiser: 'organiser.austin@rally.test',
    place: 'Austin Recreation Center Gym',
    when: { weekday: 6 },
    players: ['player.austin1@rally.test', 'player.austin2@rally.test', 'player.austin3@rally.test'],
    event: {
      title: 'Saturday Open Run',
      gameType: 'Basketball',
      description: 'Half-court 2v2 booking, winners stay on. Two spots; anyone after that waits on the list.',
      timeStart: '10:00',
      duration: { hours: 1, minutes: 30 },
      capacity: 2,
      allowWaitlist: true,
    },
  },
  {
    organiser: 'organiser.denver@rally.test',
    place: 'City Park Soccer Fields',
    when: { weekday: 0 },
    players: ['player.denver1@rally.test', 'player.denver2@rally.test'],
    event: {
      title: 'Sunday Pickup Soccer',
      gameType: 'Soccer',
      description: 'Bring a light and a dark shirt. We need at least 8 to play.',
      timeStart: '09:00',
      duration: { hours: 1, minutes: 30 },
      hasMinimumNeeded: true,
      minimumNeeded: 2,
      minimumCutoffHours: 12,
      reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=8' },
    },
  },
  {
    organiser: 'organiser.portland@rally.test',
    place: 'Laurelhurst Park Courts',
    when: { inDays: 1 },
    players: ['player.portland1@rally.test'],
    event: {
      title: 'Tennis Doubles Mixer',
      gameType: 'Tennis',
      description: 'Rotating partners every set. Bring a guest if you like.',
      timeStart: '17:30',
      duration: { hours: 2, minutes: 0 },
      capacity: 8,
      allowParticipantGuests: true,
      guestLimit: 1,
    },
  },
];

/**
 * Demo events at the demo places (one-off and weekly), with demo players joined, created through
 * the same domain functions as the app so reminders, alerts and waitlists behave as they would.
 * Skips an event its organiser already has, so it is safe to run again.
 */
export async function seedDemoEvents(deps: DomainDeps): Promise<void> {
  const { db } = deps;
  const today = new Date();
  for (const demo of DEMO_EVENTS) {
    const organiser = await db.selectFrom('users').select('id').where('email', '=', demo.organiser).executeTakeFirst();
    const place = await db.selectFrom('places').select('id').where('name', '=', demo.place).executeTakeFirst();
    if (!organiser || !place) continue;
    const exists = await db.selectFrom('events').select('id').where('creatorId', '=', organiser.id).where('title', '=', demo.event.title).executeTakeFirst();
    if (exists) continue;
    const day = 'inDays' in demo.when ? addDays(today, demo.when.inDays) : nextDay(today, demo.when.weekday);
    const input = eventInput.parse({ ...demo.event, date: format(day, 'yyyy-MM-dd'), location: { placeId: place.id } });
    const created = await createEvent(deps, organiser.id, input);
    const players = await db.selectFrom('users').select('id').where('email', 'in', demo.players).orderBy('email').execute();
    for (const player of players) {
      await joinEvent(deps, player.id, { eventId: created.id, guests: 0, guestNames: [], slotGroupId: null });
    }
  }
}
