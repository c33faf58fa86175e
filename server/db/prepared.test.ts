import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../tests/test-database.ts';
import { executePrepared, executePreparedTakeFirst, executePreparedTakeFirstOrThrow } from './prepared.ts';
import type { Database } from './database.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

/** The statements this connection has prepared (PostgreSQL's own view of them). */
async function preparedOn(conn: Database) {
  const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
  return rows;
}

describe('executePrepared', () => {
  it('sends a marked statement once per connection under one name, and maps its columns like any query', async () => {
    await t.db.connection().execute(async (conn) => {
      const query = (n: number) => sql<{ userCount: number; doubled: number }>`select count(*)::int as user_count, ${n}::int * 2 as doubled from users`;
      const first = await executePrepared(conn, query(2));
      const second = await executePrepared(conn, query(21));
      expect(first.rows).toEqual([{ userCount: 0, doubled: 4 }]);
      expect(second.rows).toEqual([{ userCount: 0, doubled: 42 }]);
      const prepared = (await preparedOn(conn)).filter((row) => row.statement.includes('user_count'));
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^rally_[0-9a-f]{24}$/);
    });
  });

  it('leaves unmarked statements unnamed, and a query builder works as well as the sql tag', async () => {
    await t.db.connection().execute(async (conn) => {
      await sql`select 'not prepared' as marker`.execute(conn);
      const built = await executePrepared(conn, conn.selectFrom('users').select(['id', 'displayName']).where('email', '=', 'nobody@example.test'));
      expect(built.rows).toEqual([]);
      const statements = (await preparedOn(conn)).map((row) => row.statement);
      expect(statements.some((text) => text.includes('not prepared'))).toBe(false);
      expect(statements.some((text) => text.includes('"display_name"'))).toBe(true);
    });
  });

  it('reports a bad parameter as the database error, and the connection goes on working', async () => {
    await t.db.connection().execute(async (conn) => {
      await expect(executePrepared(conn, sql`select ${'not a number'}::int as n`)).rejects.toThrow(/invalid input syntax/);
      const after = await executePrepared(conn, sql<{ n: number }>`select ${7}::int as n`);
      expect(after.rows).toEqual([{ n: 7 }]);
    });
  });

  it('takes the first row of a named statement, undefined or an error when there is none', async () => {
    await t.db.connection().execute(async (conn) => {
      expect(await executePreparedTakeFirst(conn, sql<{ n: number }>`select g::int as n from generate_series(${3}::int, 5) g`)).toEqual({ n: 3 });
      expect(await executePreparedTakeFirstOrThrow(conn, sql<{ n: number }>`select ${9}::int as n`)).toEqual({ n: 9 });
      const none = conn.selectFrom('users').select('id').where('email', '=', 'nobody@example.test');
      expect(await executePreparedTakeFirst(conn, none)).toBeUndefined();
      await expect(executePreparedTakeFirstOrThrow(conn, none)).rejects.toThrow(/yielded none/);
    });
  });
});
