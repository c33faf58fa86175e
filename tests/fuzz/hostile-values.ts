import fc from 'fast-check';

/**
 * What an attacker sends instead of a value: huge and control-laden strings, wrong types, extreme
 * numbers and dates, deep nesting, prototype keys. `bend` puts one of them anywhere in a valid
 * input (the whole input, a field, an array item), so each reaches the check that guards its spot.
 */

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u007F', '\u0085', '\u009F'];

/** Nesting deeper than any schema, built without recursion so building it cannot overflow. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

/**
 * `maxString` bounds the longest string: GET queries carry their input in the URL, which the HTTP
 * parser refuses above 16 KiB before any of our code runs, so queries get shorter ones.
 */
export function hostileValue(maxString: number): fc.Arbitrary<unknown> {
  const lengths = [256, 5_000, 60_000, 1_000_000].filter((length) => length <= maxString);
  return fc.oneof(
    // Long strings of one character, of spaces, of '@' and '.', the shapes that make patterns backtrack.
    fc
      .tuple(fc.constantFrom(...lengths), fc.constantFrom('a', ' ', '@', '.', '-', '0', 'é', '\u{1F3BE}', '@a.'))
      .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length))),
    fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 20 })).map(([a, control, b]) => a + control + b),
    fc.constantFrom(
      '\uD800',
      'a\uDFFFb',
      "' or 1=1 --",
      '%_\\',
      '${7*7}{{7*7}}',
      '<script>alert(1)</script>',
      '\u202Eevil',
      '0000-00-00',
      '2026-02-30',
      '-271821-04-20',
      '+275760-09-13T00:00:00.000Z',
      '00000000-0000-0000-0000-000000000000',
      'NaN',
      '',
      ' ',
    ),
    fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -1e21, 1e308, -1e308, Number.MIN_VALUE, NaN, Infinity, -Infinity),
    fc.constantFrom(new Date(8.64e15), new Date(-8.64e15), new Date(NaN), new Date(0), new Date(Date.UTC(1899, 11, 31))),
    fc.constantFrom(10n ** 40n, -1n, true, false, null, undefined, [], {}, [[]], { '': '' }),
    fc.constantFrom(new Set([1, 2]), new Map([['a', 1]]), /a+$/),
    // Prototype keys go as raw wire bodies (HOSTILE_WIRE_INPUTS): superjson will not serialize them.
    fc.constantFrom({ toString: 'x', valueOf: 1 }, { hasOwnProperty: 1 }),
    fc.constantFrom(nested(300, false), nested(300, true)),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** The slots of a value where a hostile value can go: the root, each field and each item, depth first. */
function slots(value: unknown, path: (string | number)[] = [], into: (string | number)[][] = []): (string | number)[][] {
  into.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => slots(item, [...path, index], into));
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, child] of Object.entries(value)) slots(child, [...path, key], into);
  }
  return into;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: replaceAt(record[head!], rest, replacement) };
}

/** A valid input with one slot (or a new field) swapped for a hostile value. */
export function bend(valid: fc.Arbitrary<unknown>, maxString: number): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), hostileValue(maxString), fc.boolean()).map(([input, pick, hostile, addField]) => {
    if (addField && input && typeof input === 'object' && !Array.isArray(input)) return { ...input, [`extra${pick % 3}`]: hostile };
    const all = slots(input);
    return replaceAt(input, all[pick % all.length]!, hostile);
  });
}

/**
 * Bodies no client of ours would send: broken JSON, superjson metadata that names types the value
 * is not, and nesting deep enough to break a recursive walker. Each is sent to every procedure.
 */
export const HOSTILE_WIRE_INPUTS: string[] = [
  '{"json":',
  'null',
  '[]',
  '"json"',
  '{"json":{"a":1},"meta":{"values":{"a":["bigint"]}}}',
  '{"json":"1e999999","meta":{"values":["bigint"]}}',
  '{"json":"not a date","meta":{"values":["Date"]}}',
  '{"json":"x","meta":{"values":[["class","Nope"]]}}',
  '{"json":"x","meta":{"values":[["custom","Nope"]]}}',
  '{"json":"(a+)+$","meta":{"values":["regexp"]}}',
  '{"json":[1],"meta":{"values":["set"]}}',
  '{"json":[[1]],"meta":{"values":["map"]}}',
  '{"json":{"a":{}},"meta":{"referentialEqualities":{"a":["a.b.c"]}}}',
  '{"json":{},"meta":{"referentialEqualities":{"__proto__":["constructor.prototype"]}}}',
  '{"json":{"__proto__":{"polluted":true}}}',
  '{"json":{"constructor":{"prototype":{"polluted":true}}}}',
  `{"json":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  `{"json":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
];
