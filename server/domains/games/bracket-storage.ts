import type { CrudInterface, DataTypes, Id, OmitId, Table } from 'brackets-model';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type Row = Record<string, unknown> & { id: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const matches = (row: Row, filter: Record<string, unknown>) => Object.keys(filter).every((key) => row[key] === filter[key]);

/**
 * brackets-manager's storage, on our Postgres: each of its tables (stage, group, round, match,
 * match_game, participant) is a set of JSON rows of one bracket in bracket_rows, numbered from 0
 * per table as its own in-memory store numbers them. Filters and updates follow that store's
 * rules exactly (equal values; an update by filter merges opponent objects one level deep), so
 * the library's algorithms run unchanged. Every call runs in the caller's transaction, which
 * holds the bracket row's lock.
 */
export class PostgresBracketStorage implements CrudInterface {
  constructor(
    private readonly trx: Database,
    private readonly bracketId: string,
  ) {}

  /**
   * The table's rows matching the filter, in id order. A filter of plain values (all brackets-manager
   * sends) is answered by Postgres, as jsonb containment on the bracket's rows; anything else (an
   * undefined or an object value, where containment and equality part ways) is filtered here.
   */
  private async rows(table: Table, filter?: Record<string, unknown>): Promise<Row[]> {
    const plain = filter !== undefined && Object.values(filter).every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value));
    let query = this.trx.selectFrom('bracketRows').select('data').where('bracketId', '=', this.bracketId).where('tbl', '=', table);
    if (plain) query = query.where(sql<boolean>`data @> ${JSON.stringify(filter)}::jsonb`);
    const rows = (await query.orderBy('rowId').execute()).map((row) => row.data as unknown as Row);
    return filter === undefined || plain ? rows : rows.filter((row) => matches(row, filter));
  }

  private async row(table: Table, id: number): Promise<Row | null> {
    if (!Number.isInteger(id)) return null;
    const row = await this.trx
      .selectFrom('bracketRows')
      .select('data')
      .where('bracketId', '=', this.bracketId)
      .where('tbl', '=', table)
      .where('rowId', '=', id)
      .executeTakeFirst();
    return (row?.data as unknown as Row | undefined) ?? null;
  }

  private async write(table: Table, row: Row): Promise<void> {
    await this.trx
      .updateTable('bracketRows')
      .set({ data: JSON.stringify(row) })
      .where('bracketId', '=', this.bracketId)
      .where('tbl', '=', table)
      .where('rowId', '=', row.id)
      .execute();
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert<T extends Table>(table: T, value: OmitId<DataTypes[T]> | OmitId<DataTypes[T]>[]): Promise<Id | boolean> {
    const values = Array.isArray(value) ? value : [value];
    const last = await this.trx
      .selectFrom('bracketRows')
      .select((eb) => eb.fn.max('rowId').as('last'))
      .where('bracketId', '=', this.bracketId)
      .where('tbl', '=', table)
      .executeTakeFirst();
    const first = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
    if (values.length > 0) {
      await this.trx
        .insertInto('bracketRows')
        .values(
          values.map((entry, index) => ({
            bracketId: this.bracketId,
            tbl: table,
            rowId: first + index,
            data: JSON.stringify({ id: first + index, ...entry }),
          })),
        )
        .execute();
    }
    return Array.isArray(value) ? true : first;
  }

  select<T extends Table>(table: T): Promise<DataTypes[T][] | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<DataTypes[T][] | null>;
  async select<T extends Table>(table: T, arg?: Id | Partial<DataTypes[T]>): Promise<DataTypes[T] | DataTypes[T][] | null> {
    if (arg === undefined) return (await this.rows(table)) as unknown as DataTypes[T][];
    if (typeof arg === 'number' || typeof arg === 'string') return (await this.row(table, Number(arg))) as unknown as DataTypes[T] | null;
    return (await this.rows(table, arg as Record<string, unknown>)) as unknown as DataTypes[T][];
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(table: T, filter: Partial<DataTypes[T]>, value: Partial<DataTypes[T]>): Promise<boolean>;
  async update<T extends Table>(table: T, arg: Id | Partial<DataTypes[T]>, value: DataTypes[T] | Partial<DataTypes[T]>): Promise<boolean> {
    if (typeof arg === 'number' || typeof arg === 'string') {
      const id = Number(arg);
      if (!Number.isInteger(id)) return false;
      const written = await this.trx
        .updateTable('bracketRows')
        .set({ data: JSON.stringify({ ...(value as Record<string, unknown>), id }) })
        .where('bracketId', '=', this.bracketId)
        .where('tbl', '=', table)
        .where('rowId', '=', id)
        .executeTakeFirst();
      return written.numUpdatedRows > 0n;
    }
    for (const row of await this.rows(table, arg as Record<string, unknown>)) {
      const next: Row = { ...row };
      for (const [key, change] of Object.entries(value as Record<string, unknown>))
        next[key] = isObject(next[key]) && isObject(change) ? { ...next[key], ...change } : change;
      await this.write(table, next);
    }
    return true;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    if (!filter) {
      await this.trx.deleteFrom('bracketRows').where('bracketId', '=', this.bracketId).where('tbl', '=', table).execute();
      return true;
    }
    const doomed = (await this.rows(table, filter as Record<string, unknown>)).map((row) => row.id);
    if (doomed.length)
      await this.trx.deleteFrom('bracketRows').where('bracketId', '=', this.bracketId).where('tbl', '=', table).where('rowId', 'in', doomed).execute();
    return true;
  }
}
