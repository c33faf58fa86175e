import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { createEvent } from '../../../tests/event-factories.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import { PostgresBracketStorage } from './bracket-storage.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function storage() {
  const organiser = await signedInUser(h, { displayName: 'Bracket keeper' });
  const event = await createEvent(h.db, organiser.user.id, { title: 'Storage cup' });
  const bracket = await h.db
    .insertInto('brackets')
    .values({ eventId: event.id, sourceGameId: null, format: 'round_robin', configuration: JSON.stringify({}), createdBy: organiser.user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return new PostgresBracketStorage(h.db, bracket.id);
}

describe('brackets-manager storage on Postgres', () => {
  it('filters as the library’s own store does: equal plain values, nulls, undefined and object values', async () => {
    const store = await storage();
    await store.insert('match', [
      { stage_id: 0, group_id: 0, round_id: 0, number: 1, child_count: 0, status: 2, opponent1: { id: 0 }, opponent2: { id: 1 } },
      { stage_id: 0, group_id: 0, round_id: 1, number: 1, child_count: 0, status: 0, opponent1: null, opponent2: { id: 2 } },
      { stage_id: 1, group_id: 1, round_id: 2, number: 1, child_count: 0, status: 0, opponent1: null, opponent2: null },
    ] as never);
    const ids = (rows: unknown) => (rows as { id: number }[]).map((row) => row.id);
    expect(ids(await store.select('match', { stage_id: 0 } as never))).toEqual([0, 1]);
    expect(ids(await store.select('match', { stage_id: 0, round_id: 1 } as never))).toEqual([1]);
    expect(ids(await store.select('match', { opponent1: null } as never))).toEqual([1, 2]);
    // A string id is not the number id, as strict equality has it.
    expect(ids(await store.select('match', { stage_id: '0' } as never))).toEqual([]);
    // An object value must be equal, not merely contained; undefined matches a missing key only.
    expect(ids(await store.select('match', { opponent2: { id: 2 } } as never))).toEqual([]);
    expect(ids(await store.select('match', { number: 1, missing: undefined } as never))).toEqual([0, 1, 2]);
    expect(((await store.select('match', 2)) as { stage_id: number }).stage_id).toBe(1);
    expect(await store.select('match', 9)).toBeNull();
  });

  it('updates by id (false for a missing row) and merges opponents one level deep by filter; deletes by filter', async () => {
    const store = await storage();
    await store.insert('match', [
      { stage_id: 0, group_id: 0, round_id: 0, number: 1, child_count: 0, status: 2, opponent1: { id: 0, score: 1 }, opponent2: { id: 1 } },
      { stage_id: 0, group_id: 0, round_id: 0, number: 2, child_count: 0, status: 2, opponent1: { id: 2 }, opponent2: { id: 3 } },
    ] as never);
    expect(await store.update('match', 7, { status: 4 } as never)).toBe(false);
    expect(await store.update('match', 1, { stage_id: 0, status: 4 } as never)).toBe(true);
    expect(await store.select('match', 1)).toEqual({ id: 1, stage_id: 0, status: 4 });
    await store.update('match', { number: 1 } as never, { opponent1: { result: 'win' } } as never);
    expect(((await store.select('match', 0)) as { opponent1: unknown }).opponent1).toEqual({ id: 0, score: 1, result: 'win' });
    await store.delete('match', { number: 1 } as never);
    expect(((await store.select('match')) as unknown[]).length).toBe(1);
    // Numbering carries on after the highest id, as the in-memory store's does.
    expect(
      await store.insert('match', { stage_id: 0, group_id: 0, round_id: 0, number: 3, child_count: 0, status: 0, opponent1: null, opponent2: null } as never),
    ).toBe(2);
  });
});
