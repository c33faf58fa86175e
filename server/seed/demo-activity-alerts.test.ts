import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { noticeEventsOf } from '../../shared/notifications/notification-links.ts';
import { seedDemoActivityAlerts } from './demo-activity-alerts.ts';
import { seedDemoActivitySubscriptions } from './demo-activity-subscriptions.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoPlaces } from './demo-places.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it("sends each demo subscriber's waiting city alert once, listing the events it matched", async () => {
  await seedDemoUsers(h.db);
  await seedDemoActivitySubscriptions(h.db);
  await seedDemoPlaces(h.db);
  await seedDemoEvents(h.deps);
  await seedDemoActivityAlerts(h.deps);
  await seedDemoActivityAlerts(h.deps);

  expect(await h.db.selectFrom('activityAlerts').select('id').where('sentAt', 'is', null).execute()).toEqual([]);
  const notices = await h.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.userId')
    .select(['u.email', 'n.title', 'n.data'])
    .where('n.type', '=', 'activityAlert')
    .orderBy('u.email')
    .execute();
  // One notice per subscriber whose activities the demo events include.
  expect(new Set(notices.map((notice) => notice.email)).size).toBe(notices.length);
  const several = notices.find((notice) => noticeEventsOf(notice.data as Record<string, unknown>).length > 1);
  expect(several, JSON.stringify(notices.map((n) => [n.email, n.title]))).toBeDefined();
  const events = noticeEventsOf(several!.data as Record<string, unknown>);
  expect(several!.title).toBe(`${events.length} new events near you`);
  const titles = await h.db.selectFrom('events').select(['id', 'title']).execute();
  for (const event of events) expect(titles.some((row) => `/evt/${row.id}` === event.href && row.title === event.title)).toBe(true);
});
