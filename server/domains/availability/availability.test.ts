import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import { AVAILABILITY_MESSAGES } from '../../../shared/availability/messages.ts';
import { emptyWeek, PUBLIC_AVAILABILITY_PRIVACY, type AvailabilityInput } from '../../../shared/availability/schemas.ts';
import { todayIn } from './availability.ts';
import { rejection } from '../../../tests/expect-rejection.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const week = (overrides: Partial<AvailabilityInput['weeklyAvailability']> = {}) => ({ ...emptyWeek(), ...overrides });
const privacy = PUBLIC_AVAILABILITY_PRIVACY;

async function playerWithCity() {
  const player = await signedInUser(h);
  await h.db
    .updateTable('users')
    .set({ defaultCityName: 'Denver, CO', defaultCityLat: 39.74, defaultCityLng: -104.99, timeZone: 'America/Denver', hasAdditionalInfo: true })
    .where('id', '=', player.user.id)
    .execute();
  return player;
}

describe('availability', () => {
  it('starts empty, then creates and edits the record with the time zone of the Go-To Area', async () => {
    const { call } = await playerWithCity();
    expect(await (await call()).availability.get()).toBeNull();
    const saved = await (
      await call()
    ).availability.save({
      weeklyAvailability: week({ monday: { isAvailable: true, timeRanges: [{ startTime: '17:00', endTime: '20:00' }] } }),
      dateSpecificAvailability: [],
      privacySettings: privacy,
    });
    expect(saved.timeZone).toBe('America/Denver');
    const edited = await (
      await call()
    ).availability.save({
      weeklyAvailability: week({
        friday: {
          isAvailable: true,
          timeRanges: [
            { startTime: '06:00', endTime: '08:00' },
            { startTime: '18:00', endTime: '21:30' },
          ],
        },
      }),
      dateSpecificAvailability: [],
      privacySettings: { ...privacy, visibilityMode: 'filtered', allowedGenders: ['Female'], requireAllFilters: true },
    });
    expect(edited.weeklyAvailability.friday.timeRanges).toHaveLength(2);
    expect(edited.weeklyAvailability.monday.isAvailable).toBe(false);
    expect(edited.privacySettings).toMatchObject({ visibilityMode: 'filtered', allowedGenders: ['Female'], requireAllFilters: true });
  });

  it('refuses an end before the start and overlapping ranges, touching edges included', async () => {
    const { call } = await playerWithCity();
    const save = (ranges: { startTime: string; endTime: string }[]) =>
      rejection(
        (async () =>
          (await call()).availability.save({
            weeklyAvailability: week({ tuesday: { isAvailable: true, timeRanges: ranges } }),
            dateSpecificAvailability: [],
            privacySettings: privacy,
          }))(),
      );
    expect(JSON.stringify((await save([{ startTime: '20:00', endTime: '17:00' }])).cause)).toContain(AVAILABILITY_MESSAGES.endTimeBeforeStartTime);
    const touching = await save([
      { startTime: '17:00', endTime: '18:00' },
      { startTime: '18:00', endTime: '19:00' },
    ]);
    expect(JSON.stringify(touching.cause)).toContain(AVAILABILITY_MESSAGES.overlapping);
    const available = rejection(
      (async () =>
        (await call()).availability.save({
          weeklyAvailability: week({ tuesday: { isAvailable: true, timeRanges: [] } }),
          dateSpecificAvailability: [],
          privacySettings: privacy,
        }))(),
    );
    expect((await available).code).toBe('BAD_REQUEST');
  });

  it('checks date-specific entries: a month at most, traveling needs a range and a place, no start in the past', async () => {
    const { call } = await playerWithCity();
    const today = todayIn('America/Denver');
    const day = (offset: number) => format(addDays(new Date(`${today}T12:00:00`), offset), 'yyyy-MM-dd');
    const base = { endDate: null, timeRanges: [{ startTime: '09:00', endTime: '12:00' }], dailyTimeRanges: [], isTraveling: false, location: null };
    const save = async (entries: AvailabilityInput['dateSpecificAvailability']) =>
      (await call()).availability.save({ weeklyAvailability: week(), dateSpecificAvailability: entries, privacySettings: privacy });

    expect((await rejection(save([{ ...base, date: day(1), endDate: day(40) }]))).code).toBe('BAD_REQUEST');
    expect((await rejection(save([{ ...base, date: day(3), endDate: day(2) }]))).code).toBe('BAD_REQUEST');
    expect((await rejection(save([{ ...base, date: day(2), isTraveling: true }]))).code).toBe('BAD_REQUEST');
    expect((await rejection(save([{ ...base, date: day(-1), endDate: day(2) }]))).message).toBe('The start date cannot be in the past.');
    const perDay = await save([
      {
        ...base,
        date: day(1),
        endDate: day(2),
        timeRanges: [],
        dailyTimeRanges: [
          { date: day(1), timeRanges: [{ startTime: '08:00', endTime: '10:00' }] },
          { date: day(2), timeRanges: [{ startTime: '15:00', endTime: '17:00' }] },
        ],
        isTraveling: true,
        location: { city: 'Austin', state: 'TX', country: 'US', lat: 30.27, lng: -97.74, formattedAddress: 'Austin, TX, USA' },
      },
    ]);
    expect(perDay.dateSpecificAvailability[0]).toMatchObject({ isTraveling: true, location: { city: 'Austin' } });
    const missingDay = save([
      { ...base, date: day(1), endDate: day(3), timeRanges: [], dailyTimeRanges: [{ date: day(1), timeRanges: [{ startTime: '08:00', endTime: '10:00' }] }] },
    ]);
    expect((await rejection(missingDay)).code).toBe('BAD_REQUEST');
  });

  it('needs a Go-To Area, and a signed-out caller is refused', async () => {
    const { call } = await signedInUser(h);
    const noCity = await rejection(
      (async () => (await call()).availability.save({ weeklyAvailability: week(), dateSpecificAvailability: [], privacySettings: privacy }))(),
    );
    expect(noCity.message).toBe('Set your Go-To Area in the General tab first.');
    const anonymous = await h.client().call();
    expect((await rejection(anonymous.availability.get())).code).toBe('UNAUTHORIZED');
    expect((await rejection(anonymous.availability.save({ weeklyAvailability: week(), dateSpecificAvailability: [], privacySettings: privacy }))).code).toBe(
      'UNAUTHORIZED',
    );
  });
});
