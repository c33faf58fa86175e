import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { DEMO_USERS } from './demo-users.ts';

/** A few demo players follow activity in their own city; one of them only for a trip-like week. */
const SUBSCRIBERS: { email: string; radius: number; activities: string[]; temporaryDays?: number }[] = [
  { email: 'player.austin2@rally.test', radius: 15, activities: ['Basketball', 'Pickleball', 'Softball'] },
  { email: 'player.denver2@rally.test', radius: 25, activities: ['Running', 'Soccer'] },
  { email: 'player.portland2@rally.test', radius: 10, activities: ['Basketball', 'Softball'], temporaryDays: 7 },
];

/**
 * Demo activity subscriptions. Idempotent: a user who already follows their city is left alone.
 * Inserted directly, so no confirmation mail is queued for demo data.
 */
export async function seedDemoActivitySubscriptions(db: Database): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      SUBSCRIBERS.map((s) => s.email),
    )
    .execute();
  const now = new Date();
  for (const user of users) {
    const plan = SUBSCRIBERS.find((s) => s.email === user.email)!;
    const city = DEMO_USERS.find((demo) => demo.email === user.email)!.city;
    const address = { lat: city.lat, lng: city.lng, description: city.name, name: city.name.split(',')[0]!.trim() };
    const existing = await db
      .selectFrom('activitySubscriptions')
      .select('id')
      .where('userId', '=', user.id)
      .where(sql<string>`address->>'description'`, '=', city.name)
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('activitySubscriptions')
      .values({
        userId: user.id,
        address: JSON.stringify(address),
        radiusMiles: plan.radius,
        activities: plan.activities,
        startDate: plan.temporaryDays ? now : null,
        endDate: plan.temporaryDays ? new Date(now.getTime() + plan.temporaryDays * 86_400_000) : null,
      })
      .execute();
  }
}
