import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import { emptyWeek, PUBLIC_AVAILABILITY_PRIVACY, type AvailabilityInput, type AvailabilityPrivacy } from '../../../shared/availability/schemas.ts';
import { syncHomeLocation } from '../availability/player-locations.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// Denver downtown and points around it.
const DENVER = { lat: 39.7392, lng: -104.9903 };
const km = (north: number) => ({ lat: DENVER.lat + north / 111.2, lng: DENVER.lng });
const PUBLIC = PUBLIC_AVAILABILITY_PRIVACY;
// 2026-11-24 is a Tuesday; 01:30Z on the 25th is 18:30 Tuesday in Denver.
const TUESDAY_EVENING = '2026-11-25T01:30:00.000Z';
const tuesdayEvenings = () => ({
  ...emptyWeek(),
  tuesday: { isAvailable: true, timeRanges: [{ startTime: '17:00', endTime: '20:00' }] },
});

let seq = 0;
async function player(
  options: {
    at?: { lat: number; lng: number };
    sports?: string[];
    gender?: string;
    privacy?: Partial<AvailabilityPrivacy>;
    weekly?: AvailabilityInput['weeklyAvailability'];
    dateSpecific?: AvailabilityInput['dateSpecificAvailability'];
    withAvailability?: boolean;
  } = {},
) {
  seq += 1;
  const { user } = await signedInUser(h, { displayName: `Player ${seq}` });
  const at = options.at ?? km(1);
  await h.db
    .updateTable('users')
    .set({ gender: options.gender ?? null, timeZone: 'America/Denver' })
    .where('id', '=', user.id)
    .execute();
  await syncHomeLocation(h.db, user.id, { name: 'Denver, CO', ...at });
  for (const sport of options.sports ?? ['Basketball']) await h.db.insertInto('userSports').values({ userId: user.id, sport }).execute();
  if (options.withAvailability !== false) {
    await h.db
      .insertInto('availability')
      .values({
        userId: user.id,
        timeZone: 'America/Denver',
        weekly: JSON.stringify(options.weekly ?? tuesdayEvenings()),
        dateSpecific: JSON.stringify(options.dateSpecific ?? []),
        privacy: JSON.stringify({ ...PUBLIC, ...options.privacy }),
      })
      .execute();
  }
  return user;
}

async function team(members: string[]) {
  const row = await h.db
    .insertInto('teams')
    .values({ name: `Team ${++seq}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of members) await h.db.insertInto('teamMembers').values({ teamId: row.id, userId, role: 'player' }).execute();
  return row.id;
}

async function search(viewer: { call: () => Promise<any> }, input: Record<string, unknown> = {}) {
  const result = await (await viewer.call()).players.findAvailable({ ...DENVER, radiusKm: 30, sport: 'Basketball', ...input });
  return result as { players: { id: string; distanceKm: number; isTraveling: boolean; availability: unknown }[]; hasMore: boolean };
}
const ids = (result: { players: { id: string }[] }) => result.players.map((p) => p.id);

describe('finding available players', () => {
  it('returns players of the sport within the radius, nearest first, available at the time in their zone', async () => {
    const viewer = await signedInUser(h);
    await h.db.deleteFrom('playerLocations').execute();
    const near = await player({ at: km(2) });
    const nearer = await player({ at: km(1) });
    const far = await player({ at: km(60) });
    const tennis = await player({ at: km(3), sports: ['Tennis'] });
    const busy = await player({ at: km(4), weekly: { ...tuesdayEvenings(), tuesday: { isAvailable: false, timeRanges: [] } } });
    const result = await search(viewer, { at: TUESDAY_EVENING });
    expect(ids(result)).toEqual([nearer.id, near.id]);
    expect(result.players[0]!.distanceKm).toBeCloseTo(1, 0);
    expect(ids(await search(viewer, { radiusKm: 100, at: TUESDAY_EVENING }))).toEqual([nearer.id, near.id, far.id]);
    expect(ids(await search(viewer, { sport: 'Tennis' }))).toEqual([tennis.id]);
    expect(ids(await search(viewer, {}))).toEqual([nearer.id, near.id, busy.id]);
    expect(ids(await search(viewer, { date: '2026-11-24' }))).toEqual([nearer.id, near.id]);
  });

  it('uses the location index nearest-first', async () => {
    await sql`analyze player_locations`.execute(h.db);
    await sql`set enable_seqscan = off`.execute(h.db);
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`explain select user_id from player_locations order by ll_to_earth(lat, lng) <-> ll_to_earth(${DENVER.lat}, ${DENVER.lng}) limit 50`.execute(h.db);
    await sql`set enable_seqscan = on`.execute(h.db);
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toMatch(/Index Scan using player_locations_earth_idx/);
  });

  it('counts a traveling player at the travel location, and a date-specific entry overrides the week', async () => {
    const viewer = await signedInUser(h);
    await h.db.deleteFrom('playerLocations').execute();
    const traveler = await player({
      at: { lat: 30.2672, lng: -97.7431 },
      dateSpecific: [
        {
          date: '2026-11-24',
          endDate: '2026-11-26',
          timeRanges: [{ startTime: '18:00', endTime: '19:00' }],
          dailyTimeRanges: [],
          isTraveling: true,
          location: { city: 'Denver', state: 'CO', country: 'US', lat: km(1).lat, lng: km(1).lng, formattedAddress: 'Denver, CO' },
        },
      ],
    });
    await h.db
      .insertInto('playerLocations')
      .values({ userId: traveler.id, kind: 'travel', lat: km(1).lat, lng: km(1).lng, label: 'Denver, CO', validFrom: '2026-11-24', validTo: '2026-11-26' })
      .execute();
    const during = await search(viewer, { at: TUESDAY_EVENING });
    expect(ids(during)).toEqual([traveler.id]);
    expect(during.players[0]!.isTraveling).toBe(true);
    // 17:30 is inside the weekly range but outside the trip's 18:00-19:00 override.
    expect(ids(await search(viewer, { at: '2026-11-25T00:30:00.000Z' }))).toEqual([]);
    // A week later the trip is over: not in Denver any more.
    expect(ids(await search(viewer, { at: '2026-12-02T01:30:00.000Z' }))).toEqual([]);
  });

  it('hides players blocked in either direction', async () => {
    const viewer = await signedInUser(h);
    await h.db.deleteFrom('playerLocations').execute();
    const blockedByViewer = await player();
    const blockerOfViewer = await player();
    const visible = await player();
    await h.db.insertInto('userBlocks').values({ blockerId: viewer.user.id, blockedId: blockedByViewer.id, blockedEmail: blockedByViewer.email }).execute();
    await h.db.insertInto('userBlocks').values({ blockerId: blockerOfViewer.id, blockedId: viewer.user.id, blockedEmail: viewer.user.email }).execute();
    expect(ids(await search(viewer))).toEqual([visible.id]);
  });

  describe('visibility rules, enforced in the query', () => {
    it('public shows to all; filtered by gender shows only to those genders and never sends the hidden record', async () => {
      await h.db.deleteFrom('playerLocations').execute();
      const owner = await player({ privacy: { visibilityMode: 'filtered', allowedGenders: ['Female'] } });
      const woman = await signedInUser(h);
      await h.db.updateTable('users').set({ gender: 'Female' }).where('id', '=', woman.user.id).execute();
      const man = await signedInUser(h);
      await h.db.updateTable('users').set({ gender: 'Male' }).where('id', '=', man.user.id).execute();
      expect(ids(await search(woman, { at: TUESDAY_EVENING }))).toEqual([owner.id]);
      expect(ids(await search(man, { at: TUESDAY_EVENING }))).toEqual([]);
      const listing = await search(man);
      expect(listing.players).toEqual([expect.objectContaining({ id: owner.id, availability: null })]);
      expect(JSON.stringify(listing)).not.toContain('17:00');
      expect((await search(woman)).players[0]!.availability).not.toBeNull();
    });

    it('community filters: any shared, all of mine, specific', async () => {
      await h.db.deleteFrom('playerLocations').execute();
      const viewer = await signedInUser(h);
      const anyOwner = await player({ privacy: { visibilityMode: 'filtered', communityFilter: 'any' } });
      const allOwner = await player({ privacy: { visibilityMode: 'filtered', communityFilter: 'all' } });
      const specificOwner = await player();
      const teamA = await team([anyOwner.id, allOwner.id, specificOwner.id, viewer.user.id]);
      const teamB = await team([allOwner.id, specificOwner.id]);
      await h.db
        .updateTable('availability')
        .set({ privacy: JSON.stringify({ ...PUBLIC, visibilityMode: 'filtered', communityFilter: 'specific', allowedCommunities: [teamB] }) })
        .where('userId', '=', specificOwner.id)
        .execute();
      // Viewer shares teamA with everyone, but is not in teamB.
      expect(ids(await search(viewer, { at: TUESDAY_EVENING })).sort()).toEqual([anyOwner.id].sort());
      await h.db.insertInto('teamMembers').values({ teamId: teamB, userId: viewer.user.id, role: 'player' }).execute();
      expect(ids(await search(viewer, { at: TUESDAY_EVENING })).sort()).toEqual([anyOwner.id, allOwner.id, specificOwner.id].sort());
      // A pending invitation is not membership.
      await h.db
        .updateTable('teamMembers')
        .set({ role: 'player', state: 'invited' })
        .where('teamId', '=', teamB)
        .where('userId', '=', viewer.user.id)
        .execute();
      expect(ids(await search(viewer, { at: TUESDAY_EVENING }))).toEqual([anyOwner.id]);
      expect(teamA).toBeTruthy();
    });

    it('connections only, and the all-or-any switch', async () => {
      await h.db.deleteFrom('playerLocations').execute();
      const viewer = await signedInUser(h);
      await h.db.updateTable('users').set({ gender: 'Male' }).where('id', '=', viewer.user.id).execute();
      const connectionsOnly = await player({ privacy: { visibilityMode: 'filtered', connectsOnly: true } });
      const anyOfTwo = await player({ privacy: { visibilityMode: 'filtered', connectsOnly: true, allowedGenders: ['Male'], requireAllFilters: false } });
      const allOfTwo = await player({ privacy: { visibilityMode: 'filtered', connectsOnly: true, allowedGenders: ['Male'], requireAllFilters: true } });
      expect(ids(await search(viewer, { at: TUESDAY_EVENING }))).toEqual([anyOfTwo.id]);
      for (const owner of [connectionsOnly, allOfTwo]) {
        await h.db
          .insertInto('familyConnections' as never)
          .values({
            requesterId: owner.id,
            recipientId: viewer.user.id,
            requesterName: 'Owner',
            recipientName: 'Viewer',
            requesterRelation: 'sibling',
            recipientRelation: 'sibling',
            status: 'accepted',
            isRecipientGthUser: true,
          } as never)
          .execute();
      }
      expect(ids(await search(viewer, { at: TUESDAY_EVENING })).sort()).toEqual([connectionsOnly.id, anyOfTwo.id, allOfTwo.id].sort());
    });
  });

  it('pages through results and refuses a signed-out caller', async () => {
    await h.db.deleteFrom('playerLocations').execute();
    const viewer = await signedInUser(h);
    for (let i = 0; i < 23; i++) await player({ at: km(0.5 + i * 0.1), withAvailability: false });
    const first = await search(viewer);
    expect(first.players).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await search(viewer, { page: 1 });
    expect(second.players).toHaveLength(3);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(23);
    const anonymous = await h.client().call();
    await expect(anonymous.players.findAvailable({ ...DENVER })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
