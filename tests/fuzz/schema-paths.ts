import type * as z from 'zod/mini';

type Path = (string | number)[];
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Every place in an input where a string goes: object fields, array items (as item 0), through
 * optional, nullable, default and pipe wrappers, and through each member of a union.
 */
export function stringPaths(schema: z.core.$ZodType, path: Path = [], depth = 0): Path[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  const inner = (next: unknown, at: Path = path) => stringPaths(next as z.core.$ZodType, at, depth + 1);
  switch (def.type) {
    case 'string':
      return [path];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => inner(value, [...path, key]));
    case 'array':
      return inner(def.element, [...path, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'union': {
      const seen = new Set<string>();
      return (def.options as unknown[]).flatMap((option) => inner(option)).filter((p) => !seen.has(p.join('.')) && seen.add(p.join('.')));
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return [];
  }
}

/** A copy of `value` with `replacement` at `path`, creating the objects and arrays on the way. */
/** The value at a path of an input, or undefined where the path does not exist in it. */
export const valueAt = (value: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), value);

export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const array = Array.isArray(value) ? [...value] : [];
    array[head] = setAt(array[head], rest, replacement);
    return array;
  }
  const record = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  record[head!] = setAt(record[head!], rest, replacement);
  return record;
}

/**
 * Every leaf of an input (strings, numbers, booleans, dates, enums) with its schema, through the
 * same wrappers as stringPaths; array items as item 0, a record's values as '*'. The fuzzer picks
 * field-aware corpora from these (a recurrence rule, a calendar date), even for fields a valid
 * base left out.
 */
export function leafPaths(schema: z.core.$ZodType, path: Path = [], depth = 0): { path: Path; schema: z.core.$ZodType }[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  const inner = (next: unknown, at: Path = path) => leafPaths(next as z.core.$ZodType, at, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => inner(value, [...path, key]));
    case 'array':
      return inner(def.element, [...path, 0]);
    case 'record':
      return inner(def.valueType, [...path, '*']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'union': {
      const seen = new Set<string>();
      return (def.options as unknown[]).flatMap((option) => inner(option)).filter((leaf) => !seen.has(leaf.path.join('.')) && seen.add(leaf.path.join('.')));
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return [{ path, schema }];
  }
}
