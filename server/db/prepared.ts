import { createHash } from 'node:crypto';
import { CompiledQuery, type Compilable, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import pg from 'pg';

/**
 * Named (server-side prepared) statements for the few hot public reads that PostgreSQL would
 * otherwise parse and plan on every call: a division's standings planned in 0.8 ms and ran in
 * about 1 ms (issue 34's standings p99). Kysely sends every statement unnamed, so a statement
 * marked here is recognised by the pool's client class below and sent with a name derived from
 * its text; PostgreSQL keeps its parse (and, once it judges it safe, a generic plan) per
 * connection. Only marked statements are named, so the per-connection cache stays as small as the
 * code that marks them. (A transaction-pooling proxy such as PgBouncer would need its prepared
 * statement support turned on; Rally's deployments connect straight to PostgreSQL.)
 */
const MARK = '/* rally:prepared */ ';

const names = new Map<string, string>();

/** One name per distinct text: the same text may never be prepared under two names, nor one name hold two texts. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `rally_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** A pg client that sends marked statements as named ones; everything else as before. */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; only a marked text with its values is changed here.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && text.startsWith(MARK) && (values === undefined || Array.isArray(values)) && args.length <= 2) {
      return (super.query as unknown as (config: pg.QueryConfig) => never)({ name: statementName(text), text, values: values as unknown[] | undefined });
    }
    return (super.query as unknown as (...rest: unknown[]) => never)(...args);
  }
}

/** Runs a Kysely query (builder or sql tag) as a named statement: results go through the plugins as usual. */
export function executePrepared<R>(db: Kysely<any>, query: Compilable<R> | RawBuilder<R>): Promise<QueryResult<R>> {
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  return db.executeQuery<R>(CompiledQuery.raw(MARK + compiled.sql, [...compiled.parameters]));
}

/** executePrepared's first row, or undefined: Kysely's executeTakeFirst for a named statement. */
export async function executePreparedTakeFirst<R>(db: Kysely<any>, query: Compilable<R> | RawBuilder<R>): Promise<R | undefined> {
  return (await executePrepared(db, query)).rows[0];
}

/** executePrepared's first row, for a statement that always yields one (as Kysely's executeTakeFirstOrThrow). */
export async function executePreparedTakeFirstOrThrow<R>(db: Kysely<any>, query: Compilable<R> | RawBuilder<R>): Promise<R> {
  const row = await executePreparedTakeFirst(db, query);
  if (row === undefined) throw new Error('a named statement expected to yield a row yielded none');
  return row;
}
