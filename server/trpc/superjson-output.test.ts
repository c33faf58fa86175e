import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeOutput } from './superjson-output.ts';

/** The same wire format as superjson's (key order aside, which no reader depends on), and the same value back. */
function expectSuperjsonFormat(value: unknown) {
  const fast = serializeOutput(value);
  expect(JSON.parse(JSON.stringify(fast))).toEqual(JSON.parse(JSON.stringify(superjson.serialize(value))));
  expect(superjson.deserialize(JSON.parse(JSON.stringify(fast)))).toEqual(superjson.deserialize(JSON.parse(JSON.stringify(superjson.serialize(value)))));
}

describe('serializeOutput', () => {
  it('writes plain answers as superjson does, without meta', () => {
    for (const value of [null, 0, 'text', true, [], {}, [1, 'a', null], { a: { b: [1, 2, { c: 'd' }] } }]) {
      expectSuperjsonFormat(value);
      expect(serializeOutput(value)).toEqual({ json: value });
    }
  });

  it('annotates Dates and undefined at their paths, dots and backslashes in keys escaped', () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: `e${i}`,
      startsAt: new Date(Date.UTC(2026, 10, 27, i)),
      lastNudgedAt: i % 2 ? null : new Date(0),
      missing: undefined,
      'dotted.key': new Date(1),
      'back\\slash': undefined,
      dependents: [{ name: 'A', answer: null, at: new Date(2) }],
    }));
    expectSuperjsonFormat(rows);
    expectSuperjsonFormat({ items: rows, page: 0, hasMore: false });
    expectSuperjsonFormat({ nested: { deeper: [[new Date(3), undefined]] } });
    expectSuperjsonFormat(Object.assign(Object.create(null), { at: new Date(4) }));
  });

  it('leaves anything else to superjson: Map, Set, BigInt, NaN, -0, Infinity, invalid dates, class instances, a root Date or undefined', () => {
    class Point {
      constructor(readonly x: number) {}
    }
    for (const value of [
      { m: new Map([['a', 1]]) },
      { s: new Set([1]) },
      { n: 1n },
      { n: Number.NaN },
      { n: -0 },
      { n: -Infinity },
      { d: new Date(Number.NaN) },
      { p: new Point(1) },
      { r: /x/ },
      // An array with a hole.
      Object.assign(new Array<number>(3), { 0: 1, 2: 3 }),
      new Date(5),
      undefined,
    ]) {
      expect(serializeOutput(value)).toEqual(superjson.serialize(value));
    }
  });

  it('records an object met twice as superjson does (a referential equality)', () => {
    const shared = { q: 1 };
    const at = new Date(6);
    for (const value of [
      { a: shared, b: shared },
      { a: at, b: [at] },
    ])
      expect(serializeOutput(value)).toEqual(superjson.serialize(value));
  });

  it('refuses the keys superjson refuses', () => {
    expect(() => serializeOutput(JSON.parse('{"__proto__": {"x": 1}}'))).toThrow(/prototype pollution/);
  });
});
