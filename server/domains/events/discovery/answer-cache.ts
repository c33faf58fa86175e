/**
 * Answers to identical questions, kept a few seconds in this process: a flood of the same query
 * (one link shared everywhere, or a bot replaying it from many addresses) costs one database read
 * per TTL, and identical questions asked at the same moment share one read. Bounded in entries,
 * oldest first out. Only for answers that do not depend on who asks.
 */
export interface AnswerCache<T> {
  /** The cached answer for `key`, or `compute`'s (stored on success). `compute` runs only on a miss. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Whether `key` has a fresh answer (or one being computed): then `get` costs no read. */
  has(key: string): boolean;
}

export function createAnswerCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }): AnswerCache<T> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { at: number; answer: Promise<T> }>();

  function fresh(key: string) {
    const entry = entries.get(key);
    if (entry && now() - entry.at <= options.ttlMs) return entry;
    if (entry) entries.delete(key);
    return undefined;
  }

  return {
    has: (key) => fresh(key) !== undefined,
    get(key, compute) {
      const hit = fresh(key);
      if (hit) return hit.answer;
      const answer = compute();
      entries.set(key, { at: now(), answer });
      // A failed read is not kept: the next asker tries again.
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return answer;
    },
  };
}
