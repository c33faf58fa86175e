import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { eventInput } from '../../../../shared/events/schemas.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { crossFieldErrors, draftFromEvent, draftToInput, newDraft } from './event-draft.ts';
import { NO_RECURRENCE } from './recurrence.ts';

const venue = { name: 'Zilker Park courts', address: '2100 Barton Springs Rd, Austin, TX', lat: 30.27, lng: -97.77 };
const filled = () => {
  const draft = newDraft(new Date(2026, 10, 22, 9));
  draft.event = { ...draft.event, title: 'Pickup', gameType: 'Basketball', location: venue };
  return draft;
};

describe('the event draft', () => {
  it('starts tomorrow at 18:00 for 1 h 30 and becomes a valid input once title, sport and place are set', () => {
    const draft = newDraft(new Date(2026, 10, 22, 9));
    expect(draft.event.date).toBe('2026-11-23');
    expect(crossFieldErrors(draft.event).location).toBeDefined();
    expect(safeParse(eventInput, draftToInput(filled())).success).toBe(true);
  });

  it('turns the builder into reoccurringInfo, and drops excluded dates of a one-off event', () => {
    const draft = filled();
    draft.event.excludedDates = ['2026-12-01'];
    expect(draftToInput(draft)).toMatchObject({ reoccurringInfo: null, excludedDates: [] });
    draft.recurrence = { ...NO_RECURRENCE, frequency: 'weekly', weekdays: ['MO'], end: 'after', count: 4 };
    expect(draftToInput(draft)).toMatchObject({ reoccurringInfo: { rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=4' }, excludedDates: ['2026-12-01'] });
  });

  it('keeps a stored rule the builder cannot show', () => {
    const stored = { ...filled().event, reoccurringInfo: { rrule: 'FREQ=WEEKLY;BYDAY=MO;BYSETPOS=1' } };
    const draft = draftFromEvent(stored);
    expect(draft.recurrence).toBeNull();
    expect(draftToInput(draft).reoccurringInfo).toEqual({ rrule: 'FREQ=WEEKLY;BYDAY=MO;BYSETPOS=1' });
  });

  it('clears the settings of options that are switched off', () => {
    const draft = filled();
    draft.event = { ...draft.event, minimumNeeded: 4, minimumCutoffHours: 3, guestLimit: 2, chargeGuests: true, makePublicAfter: '2027-01-01T00:00:00.000Z' };
    expect(draftToInput(draft)).toMatchObject({ minimumNeeded: null, minimumCutoffHours: null, guestLimit: 0, chargeGuests: false, makePublicAfter: null });
  });

  it('names the field of each rule between fields', () => {
    const event = { ...filled().event, hasMinimumNeeded: true, minimumNeeded: 12, capacity: 10, duration: { hours: 0, minutes: 0 } };
    expect(crossFieldErrors(event, new Date(2026, 10, 22, 9))).toEqual({
      duration: expect.any(String),
      minimumNeeded: 'The minimum cannot be more than the capacity',
    });
  });

  it('says on the date field that a date days ago is past; today and yesterday are left to the server, which knows the venue’s zone', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const on = (date: string) => crossFieldErrors({ ...filled().event, date }, now).date;
    expect(on('2020-01-01')).toBe(EVENT_MESSAGES.startInPast);
    expect(on('2026-11-23')).toBe(EVENT_MESSAGES.startInPast);
    expect(on('2026-11-24')).toBeUndefined();
    expect(on('2026-11-26')).toBeUndefined();
  });
});
