import superjson from 'superjson';

type Serialized = ReturnType<typeof superjson.serialize>;

/** Thrown inside the walk when a value needs superjson itself. */
const NEEDS_SUPERJSON = Symbol('needs superjson');

/** superjson's escaping of a path segment: a backslash or a dot in a key is escaped with a backslash. */
const escapeKey = (key: string) => (key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key);

/**
 * superjson's serialize, for the answers procedures give: plain objects, arrays, strings, finite
 * numbers, booleans, null, undefined and valid Dates. Anything else (a Map, a Set, a BigInt, a
 * class instance, NaN, -0, an object met twice, which superjson records as a referential
 * equality) hands the whole value to superjson, so the wire format is superjson's in every case:
 * a client deserialising with superjson gets the same value back.
 *
 * Why: superjson's walker keeps a path array, a map of identities and an annotation object per
 * node of the answer, so a list of 50 rows cost more than the SQL that read them. This walk keeps
 * one path stack and writes annotations only where a Date or undefined sits.
 */
export function serializeOutput(value: unknown): Serialized {
  // A Date or undefined as the whole answer has superjson's shape for a root value; rare.
  if (value === undefined || value instanceof Date) return superjson.serialize(value);
  const annotations: Record<string, [string]> = {};
  const path: string[] = [];
  const seen = new Set<object>();
  let annotated = false;

  const annotate = (type: string) => {
    annotations[path.map(escapeKey).join('.')] = [type];
    annotated = true;
  };

  function walk(node: unknown): unknown {
    switch (typeof node) {
      case 'string':
      case 'boolean':
        return node;
      case 'number':
        if (!Number.isFinite(node) || Object.is(node, -0)) throw NEEDS_SUPERJSON;
        return node;
      case 'undefined':
        annotate('undefined');
        return null;
      case 'object': {
        if (node === null) return null;
        if (seen.has(node)) throw NEEDS_SUPERJSON;
        seen.add(node);
        if (Array.isArray(node)) {
          const out = new Array<unknown>(node.length);
          for (let i = 0; i < node.length; i++) {
            // A hole is skipped by superjson's walk, not annotated: leave the array to it.
            if (!(i in node)) throw NEEDS_SUPERJSON;
            path.push(String(i));
            out[i] = walk(node[i]);
            path.pop();
          }
          return out;
        }
        const prototype = Object.getPrototypeOf(node);
        if (prototype === Date.prototype) {
          const time = (node as Date).getTime();
          if (Number.isNaN(time)) throw NEEDS_SUPERJSON;
          annotate('Date');
          return (node as Date).toISOString();
        }
        if (prototype !== Object.prototype && prototype !== null) throw NEEDS_SUPERJSON;
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(node)) {
          // superjson refuses these keys (prototype pollution): let it say so.
          if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw NEEDS_SUPERJSON;
          path.push(key);
          out[key] = walk((node as Record<string, unknown>)[key]);
          path.pop();
        }
        return out;
      }
      default:
        // BigInt, symbol, function.
        throw NEEDS_SUPERJSON;
    }
  }

  try {
    const json = walk(value);
    return (annotated ? { json, meta: { values: annotations, v: 1 } } : { json }) as Serialized;
  } catch (error) {
    if (error === NEEDS_SUPERJSON) return superjson.serialize(value);
    throw error;
  }
}

/** The router's transformer: superjson both ways, with answers serialised by serializeOutput. */
export const transformer = {
  input: superjson,
  output: { serialize: serializeOutput, deserialize: (value: unknown) => superjson.deserialize(value as Serialized) },
};
