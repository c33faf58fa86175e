import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { seedDemoActivitySubscriptions } from './demo-activity-subscriptions.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoUsers(h.db);
});
afterAll(() => h.close());

describe('demo activity subscriptions', () => {
  it('subscribes a few demo players to their own city, once however often it runs, without mail', async () => {
    await seedDemoActivitySubscriptions(h.db);
    await seedDemoActivitySubscriptions(h.db);
    const rows = await h.db
      .selectFrom('activitySubscriptions as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['u.email', 'u.defaultCityName', 's.address', 's.radiusMiles', 's.activities', 's.startDate', 's.endDate', 's.confirmationDueAt'])
      .orderBy('u.email')
      .execute();
    expect(rows.map((row) => row.email)).toEqual(['player.austin2@rally.test', 'player.denver2@rally.test', 'player.portland2@rally.test']);
    for (const row of rows) {
      expect((row.address as { description: string }).description).toBe(row.defaultCityName);
      expect(row.confirmationDueAt).toBeNull();
    }
    expect(rows[2]!.endDate!.getTime() - rows[2]!.startDate!.getTime()).toBe(7 * 86_400_000);
    expect(await h.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
  });
});
