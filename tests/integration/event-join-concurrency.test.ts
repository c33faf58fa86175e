import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../server/auth/cookies.ts';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { createCaller } from '../../server/routers/index.ts';
import { createInnerContext } from '../../server/trpc/context.ts';
import { createEvent } from '../event-factories.ts';
import { createHarness, type Harness } from '../harness.ts';
import { signedInUser } from '../sign-in.ts';

/**
 * Joining under contention: every caller is its own signed-in user with its own request context,
 * and the pool has a connection for each, so all 50 joins really run at once in PostgreSQL.
 */
let h: Harness;
let wide: Database;
beforeAll(async () => {
  h = await createHarness();
  wide = createDatabase(h.url, { max: 60 });
});
afterAll(async () => {
  await wide.destroy();
  await h.close();
});

async function players(count: number) {
  const result = [];
  for (let i = 0; i < count; i += 1) {
    const { user, browser } = await signedInUser(h, { displayName: `Racer ${i}` });
    // The same session cookie, served through the wide pool.
    const cookies = memoryCookieJar(browser.cookies.read());
    result.push({
      user,
      call: async () => createCaller(await createInnerContext({ ...h.deps, db: wide }, { cookies, ip: '203.0.113.9', userAgent: 'vitest' })),
    });
  }
  return result;
}

async function spots(eventId: string) {
  const event = await h.db.selectFrom('events').select(['spotsTaken', 'capacity']).where('id', '=', eventId).executeTakeFirstOrThrow();
  const rows = await h.db.selectFrom('eventJoiners').select(['status', 'queueSeq', 'userId']).where('eventId', '=', eventId).orderBy('queueSeq').execute();
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return { event, rows, going: count('going'), waitlisted: count('waitlisted') };
}

describe('50 simultaneous joins on a 10-spot event', () => {
  let racers: Awaited<ReturnType<typeof players>>;
  let eventId: string;

  beforeAll(async () => {
    const organiser = await signedInUser(h);
    racers = await players(50);
    eventId = (await createEvent(h.db, organiser.user.id, { capacity: 10 })).id;
  });

  it('give exactly 10 going and 40 waitlisted, with distinct waitlist positions 1-40', async () => {
    const callers = await Promise.all(racers.map((racer) => racer.call()));
    const results = await Promise.all(callers.map((caller) => caller.events.join({ eventId })));
    expect(results.filter((r) => r.status === 'going')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'waitlisted')).toHaveLength(40);
    expect(
      results
        .map((r) => r.position)
        .filter((p) => p !== null)
        .sort((a, b) => a! - b!),
    ).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const state = await spots(eventId);
    expect(state).toMatchObject({ going: 10, waitlisted: 40 });
    expect(state.event.spotsTaken).toBe(10);
  });

  it('10 simultaneous leaves promote exactly the next 10 in queue order, never overfilling', async () => {
    const before = await spots(eventId);
    const goingIds = new Set(before.rows.filter((row) => row.status === 'going').map((row) => row.userId));
    const nextTen = before.rows
      .filter((row) => row.status === 'waitlisted')
      .slice(0, 10)
      .map((row) => row.userId);
    const leavers = racers.filter((racer) => goingIds.has(racer.user.id));
    const callers = await Promise.all(leavers.map((racer) => racer.call()));
    await Promise.all(callers.map((caller) => caller.events.leave({ eventId })));
    const after = await spots(eventId);
    expect(after).toMatchObject({ going: 10, waitlisted: 30 });
    expect(after.event.spotsTaken).toBe(10);
    expect(
      after.rows
        .filter((row) => row.status === 'going')
        .map((row) => row.userId)
        .sort(),
    ).toEqual([...nextTen].sort());
  });
});

describe('simultaneous joins into one slot group', () => {
  it('never overfill the group', async () => {
    const organiser = await signedInUser(h);
    const event = await createEvent(h.db, organiser.user.id, { capacity: 20 });
    const group = await h.db
      .insertInto('eventSlotGroups')
      .values({ eventId: event.id, name: 'Goalies', capacity: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const racers = await players(12);
    const callers = await Promise.all(racers.map((racer) => racer.call()));
    const results = await Promise.all(callers.map((caller) => caller.events.join({ eventId: event.id, slotGroupId: group.id })));
    expect(results.filter((r) => r.status === 'going')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'waitlisted')).toHaveLength(9);
    expect((await spots(event.id)).event.spotsTaken).toBe(3);
  });
});
