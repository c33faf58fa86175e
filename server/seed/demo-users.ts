import tzLookup from '@photostructure/tz-lookup';
import ngeohash from 'ngeohash';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import { syncHomeLocation } from '../domains/availability/player-locations.ts';

export const DEMO_PASSWORD = 'rally-demo-2026';

interface DemoUser {
  email: string;
  displayName: string;
  fullName: string;
  city: { name: string; lat: number; lng: number };
  /** An admin runs the admin area (the post board's review queue); users.role 'admin'. */
  kind: 'organiser' | 'player' | 'admin';
}

const SPORT_SETS = [
  ['Basketball', 'Pickleball'],
  ['Soccer', 'Running'],
  ['Tennis', 'Pickleball', 'Padel'],
  ['Volleyball', 'Ultimate Frisbee'],
  ['Basketball', 'Softball'],
  ['Hiking', 'Rock Climbing'],
];

const AUSTIN = { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const DENVER = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
const PORTLAND = { name: 'Portland, OR', lat: 45.5152, lng: -122.6784 };
// Far from the three demo cities, so the admin never shows among their nearby players.
const BOSTON = { name: 'Boston, MA', lat: 42.3601, lng: -71.0589 };

export const DEMO_USERS: DemoUser[] = [
  { email: 'organiser.austin@rally.test', displayName: 'Maya Torres', fullName: 'Maya Torres', city: AUSTIN, kind: 'organiser' },
  { email: 'organiser.denver@rally.test', displayName: 'Sam Whitaker', fullName: 'Sam Whitaker', city: DENVER, kind: 'organiser' },
  { email: 'organiser.portland@rally.test', displayName: 'Priya Nair', fullName: 'Priya Nair', city: PORTLAND, kind: 'organiser' },
  { email: 'player.austin1@rally.test', displayName: 'Jordan Lee', fullName: 'Jordan Lee', city: AUSTIN, kind: 'player' },
  { email: 'player.austin2@rally.test', displayName: 'Ava Brooks', fullName: 'Ava Brooks', city: AUSTIN, kind: 'player' },
  { email: 'player.austin3@rally.test', displayName: 'Leo Martinez', fullName: 'Leo Martinez', city: AUSTIN, kind: 'player' },
  { email: 'player.denver1@rally.test', displayName: 'Chloe Kim', fullName: 'Chloe Kim', city: DENVER, kind: 'player' },
  { email: 'player.denver2@rally.test', displayName: 'Noah Patel', fullName: 'Noah Patel', city: DENVER, kind: 'player' },
  { email: 'player.denver3@rally.test', displayName: 'Grace Okafor', fullName: 'Grace Okafor', city: DENVER, kind: 'player' },
  { email: 'player.portland1@rally.test', displayName: 'Ethan Park', fullName: 'Ethan Park', city: PORTLAND, kind: 'player' },
  { email: 'player.portland2@rally.test', displayName: 'Mia Johansson', fullName: 'Mia Johansson', city: PORTLAND, kind: 'player' },
  { email: 'player.portland3@rally.test', displayName: 'Lucas Silva', fullName: 'Lucas Silva', city: PORTLAND, kind: 'player' },
  { email: 'admin@rally.test', displayName: 'Ada Admin', fullName: 'Ada Admin', city: BOSTON, kind: 'admin' },
];

/** Players and organisers spread a few kilometres around three US cities. */
export async function seedDemoUsers(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, 'known');
  const rows = DEMO_USERS.map((user, index) => {
    // Deterministic scatter so repeated seeds and screenshots match.
    const lat = user.city.lat + ((index % 5) - 2) * 0.02;
    const lng = user.city.lng + ((index % 3) - 1) * 0.025;
    return {
      email: user.email,
      emailVerified: true,
      passwordHash,
      displayName: user.displayName,
      fullName: user.fullName,
      defaultCityName: user.city.name,
      defaultCityLat: lat,
      defaultCityLng: lng,
      defaultCityGeohash: ngeohash.encode(lat, lng, 9),
      hasAdditionalInfo: true,
      timeZone: tzLookup(lat, lng),
      joinReason: user.kind === 'organiser' ? ('Organize' as const) : ('Find-people' as const),
      ...(user.kind === 'admin' ? { role: 'admin' } : {}),
    };
  });
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values(rows)
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email'])
      .execute();
    const sports = inserted.flatMap((user) => {
      const index = DEMO_USERS.findIndex((demo) => demo.email === user.email);
      return (SPORT_SETS[index % SPORT_SETS.length] ?? []).map((sport) => ({ userId: user.id, sport }));
    });
    if (sports.length)
      await trx
        .insertInto('userSports')
        .values(sports)
        .onConflict((oc) => oc.columns(['userId', 'sport']).doNothing())
        .execute();
    for (const user of inserted) {
      const row = rows.find((r) => r.email === user.email)!;
      await syncHomeLocation(trx, user.id, { name: row.defaultCityName, lat: row.defaultCityLat, lng: row.defaultCityLng });
    }
  });
}
