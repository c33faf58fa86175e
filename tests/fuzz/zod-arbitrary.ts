import fc from 'fast-check';
import type * as z from 'zod/mini';
import { DATE_WINDOW, isCalendarDate } from '../../shared/common/text.ts';

/**
 * A fast-check arbitrary for a zod 4 schema, read from the schema's own definition (`_zod.def`), so
 * a new procedure's input is fuzzed without anyone describing it twice. It leans to valid values (so
 * calls reach the domain code and the database, not just the validator); hostile-values.ts bends
 * them. Refinements cannot be inverted, so a refined string is generated from its lengths and
 * formats only, and sometimes fails its refinement: that is still useful input.
 */

type Schema = z.core.$ZodType;
/** Where a value goes in the input: object keys, and 0 for an array's items or '*' for a record's values. */
export type SchemaPath = readonly (string | number)[];
interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}

export interface ArbitraryOptions {
  /** Ids that exist in the database (events, users, places...), picked for uuid fields half the time. */
  knownIds: () => readonly string[];
  /** The longest valid string generated; longer ones come from the hostile values. */
  maxStringLength?: number;
  /**
   * A value for a spot the schema cannot describe well enough to pass the domain's checks (an id
   * that must exist, a game type from a table, a date in the future); undefined leaves it to the schema.
   */
  override?: (path: SchemaPath, schema: Schema) => fc.Arbitrary<unknown> | undefined;
  /** Plain words for free text and fewer optional fields: inputs a person would type, to pass refinements. */
  tame?: boolean;
}

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);
const optIn = (schema: Schema) => (schema as unknown as { _zod: { optin?: string } })._zod.optin;

function lengthBounds(def: Def, cap: number) {
  let min = 0;
  let max = cap;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
    if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  return { min: Math.min(min, cap), max: Math.max(Math.min(max, cap), Math.min(min, cap)) };
}

/** A calendarDate() (shared/common/text.ts): a string refined by isCalendarDate. */
export const isCalendarDateSchema = (schema: Schema) => {
  const def = defOf(schema);
  return def.type === 'string' && checksOf(def).some((check) => check.check === 'custom' && check.fn === isCalendarDate);
};

const calendarDates = () =>
  fc.date({ min: new Date(DATE_WINDOW.min), max: new Date(DATE_WINDOW.max), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

const WORD = fc.stringMatching(/^[A-Z][a-z0-9]{0,11}$/);

/** Words a person would type: a capital, then letters and digits, within the lengths. */
function tameString(min: number, max: number): fc.Arbitrary<string> {
  const low = Math.max(min, 1);
  if (low > max) return fc.constant('x'.repeat(max));
  return WORD.map((word) => (word.length < low ? word + 'a'.repeat(low - word.length) : word.slice(0, max)));
}

const matching = new Map<string, fc.Arbitrary<string> | null>();

/** Strings matching a pattern, built once per pattern: fast-check compiles the pattern, which is slow for the larger ones. */
function matchingArbitrary(pattern: RegExp, maxLength: number): fc.Arbitrary<string> | null {
  const key = `${pattern.source}/${pattern.flags}/${maxLength}`;
  if (!matching.has(key)) {
    try {
      matching.set(
        key,
        fc.stringMatching(pattern).filter((value) => value.length <= maxLength),
      );
    } catch {
      matching.set(key, null);
    }
  }
  return matching.get(key)!;
}

function stringArbitrary(def: Def, options: ArbitraryOptions): fc.Arbitrary<string> {
  const cap = options.maxStringLength ?? 120;
  if (checksOf(def).some((check) => check.check === 'custom' && check.fn === isCalendarDate)) return calendarDates();
  const formats = [def, ...checksOf(def)].filter((d) => d.check === 'string_format');
  for (const format of formats) {
    switch (format.format) {
      case 'uuid':
      case 'guid':
        return fc.oneof(
          fc.nat().map((i) => {
            const ids = options.knownIds();
            return ids.length ? ids[i % ids.length]! : '00000000-0000-4000-8000-000000000000';
          }),
          fc.uuid(),
        );
      case 'email':
        return fc.emailAddress().filter((email) => email.length <= 254);
      case 'url':
        return fc.webUrl();
      case 'datetime':
        return fc.date({ min: new Date(DATE_WINDOW.min), max: new Date(DATE_WINDOW.max), noInvalidDate: true }).map((d) => d.toISOString());
      case 'date':
        return fc.date({ min: new Date(DATE_WINDOW.min), max: new Date(DATE_WINDOW.max), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      case 'regex': {
        const pattern = format.pattern as RegExp;
        const matching = matchingArbitrary(pattern, Math.max(cap, 64));
        if (matching) return matching;
        break;
      }
    }
  }
  const { min, max } = lengthBounds(def, cap);
  if (options.tame) return tameString(min, max);
  // Dates carried as strings (yyyy-mm-dd) are common enough in our schemas to offer now and then.
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }) },
    {
      weight: 1,
      arbitrary: fc.date({ min: new Date(DATE_WINDOW.min), max: new Date(DATE_WINDOW.max), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of [def, ...checksOf(def)]) {
    if (check.check === 'greater_than') min = Math.max(min, (check.value as number) + (check.inclusive ? 0 : 1e-9));
    if (check.check === 'less_than') max = Math.min(max, (check.value as number) - (check.inclusive ? 0 : 1e-9));
    if (check.check === 'number_format' && String(check.format).includes('int')) integer = true;
    if (check.check === 'multiple_of') integer = true;
  }
  if (integer || def.type === 'int') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Schema types that only wrap another: an override is asked about what they wrap. */
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional', 'pipe', 'lazy']);

export function arbitraryFor(schema: Schema, options: ArbitraryOptions, depth = 0, path: SchemaPath = []): fc.Arbitrary<unknown> {
  if (depth > 12) return fc.constant(null);
  const def = defOf(schema);
  const chosen = WRAPPERS.has(def.type) ? undefined : options.override?.(path, schema);
  if (chosen) return chosen;
  const next = (inner: unknown, at: SchemaPath = path) => arbitraryFor(inner as Schema, options, depth + 1, at);
  // Tame inputs leave optional fields out half the time, so defaults do their part.
  const optionalFreq = options.tame ? 2 : 4;
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, options);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt();
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date(DATE_WINDOW.min), max: new Date(DATE_WINDOW.max), noInvalidDate: true });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        model[key] = next(value, [...path, key]);
        if (!optIn(value)) required.push(key);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'array': {
      const { min, max } = lengthBounds(def, 6);
      return fc.array(next(def.element, [...path, 0]), { minLength: min, maxLength: options.tame ? Math.min(max, Math.max(min, 2)) : max });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((item, index) => next(item, [...path, index])));
    case 'record':
      return fc.dictionary(
        next(def.keyType, [...path, '*']).map((key) => String(key)),
        next(def.valueType, [...path, '*']),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => next(option)));
    case 'intersection':
      return fc.tuple(next(def.left), next(def.right)).map(([a, b]) => (typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(next(def.innerType), { nil: undefined, freq: optionalFreq });
    case 'nullable':
      return fc.option(next(def.innerType), { nil: null, freq: optionalFreq });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return next((def.getter as () => Schema)());
    default:
      // transform, custom, any, unknown...: nothing to read, so anything goes.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
