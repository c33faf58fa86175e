import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

describe('the shared answer cache', () => {
  it('answers a repeated question from memory until its time is up, and shares one read between simultaneous askers', async () => {
    let clock = 0;
    let reads = 0;
    const cache = createAnswerCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const read = async () => ++reads;
    expect(await Promise.all([cache.get('q', read), cache.get('q', read)])).toEqual([1, 1]);
    clock = 1000;
    expect(await cache.get('q', read)).toBe(1);
    expect(cache.has('q')).toBe(true);
    clock = 1001;
    expect(cache.has('q')).toBe(false);
    expect(await cache.get('q', read)).toBe(2);
  });

  it('keeps no failed read, and forgets the oldest past its size', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('bad')).toBe(false);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(['a', 'b', 'c'].map((key) => cache.has(key))).toEqual([false, true, true]);
  });
});
