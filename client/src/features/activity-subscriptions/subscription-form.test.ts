import { describe, expect, it } from 'vitest';
import { ACTIVITY_SUBSCRIPTION_MESSAGES as M } from '../../../../shared/activity-subscriptions/messages.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { filterActivities, subscriptionActivityOptions, type ActivitySubscription } from '../../../../shared/activity-subscriptions/schemas.ts';
import { formErrors, formInput, initialFormState, missingFields, setTemporary, toLocalInput } from './subscription-form.ts';

const austin = { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const saved: ActivitySubscription = {
  id: '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  address: { lat: 30.2672, lng: -97.7431, description: 'Austin, TX', name: 'Austin' },
  radius: 30,
  activities: ['Basketball', 'Tennis'],
  startDate: null,
  endDate: new Date(2026, 11, 8, 22, 0),
  createdAt: new Date(2026, 10, 1),
};

describe('activity subscription form', () => {
  it('opens empty to add (radius 15) and prefilled to edit, temporary when either date is set', () => {
    expect(initialFormState(null)).toEqual({ id: undefined, city: null, radius: 15, activities: [], temporary: false, start: '', end: '' });
    expect(initialFormState(saved)).toEqual({
      id: saved.id,
      city: austin,
      radius: 30,
      activities: ['Basketball', 'Tennis'],
      temporary: true,
      start: '',
      end: '2026-12-08T22:00',
    });
    expect(initialFormState({ ...saved, endDate: null }).temporary).toBe(false);
  });

  it('switching temporary on starts it now with an empty end; off clears both', () => {
    const now = new Date(2026, 10, 22, 9, 30);
    const on = setTemporary(initialFormState(null), true, now);
    expect(on).toMatchObject({ temporary: true, start: toLocalInput(now), end: '' });
    expect(formInput({ ...on, city: austin, activities: ['Yoga'] })).toMatchObject({ startDate: now, endDate: null });
    const off = setTemporary({ ...on, end: '2026-11-30T18:00' }, false);
    expect(off).toMatchObject({ temporary: false, start: '', end: '' });
    expect(formInput({ ...off, city: austin, activities: ['Yoga'] })).toMatchObject({ startDate: null, endDate: null });
  });

  it('is invalid (Save disabled) without a city, without an activity, or with the end before the start', () => {
    const empty = initialFormState(null);
    expect(formErrors(empty)).toEqual({ valid: false, errors: { address: M.chooseCity, activities: SETTINGS_MESSAGES.pickAtLeastOne } });
    // The disabled Save names what is missing.
    expect(missingFields(formErrors(empty).errors)).toEqual(['City', 'Activities']);
    const ready = { ...empty, city: austin, activities: ['Basketball'] };
    expect(formErrors(ready)).toEqual({ valid: true, errors: {} });
    expect(formInput(ready)).toEqual({
      address: { lat: austin.lat, lng: austin.lng, description: 'Austin, TX', name: 'Austin' },
      radius: 15,
      activities: ['Basketball'],
      startDate: null,
      endDate: null,
    });
    expect(formErrors({ ...ready, temporary: true, start: '2026-12-02T10:00', end: '2026-12-01T10:00' }).errors).toEqual({ endDate: M.endBeforeStart });
    expect(formErrors({ ...ready, radius: 51 }).valid).toBe(false);
    expect(formInput(initialFormState(saved))).toMatchObject({ id: saved.id });
  });

  it('offers game types alphabetically without Any and Other, filtered by case-insensitive substring', () => {
    const options = subscriptionActivityOptions(['Any', 'Tennis', 'Basketball', 'Other', 'Table Tennis', 'Football', 'Flag Football']);
    expect(options).toEqual(['Basketball', 'Flag Football', 'Football', 'Table Tennis', 'Tennis']);
    expect(filterActivities(options, 'TENN')).toEqual(['Table Tennis', 'Tennis']);
    expect(filterActivities(options, ' ball ')).toEqual(['Basketball', 'Flag Football', 'Football']);
    expect(filterActivities(options, '')).toEqual(options);
    expect(filterActivities(options, 'curling')).toEqual([]);
  });
});
