import type SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database, TableName } from './database';
import { dialectOf } from './dialect';

// SQLite allows 32,766 bound parameters per statement, PostgreSQL 65,535: stay under both.
const MAX_PARAMS = 30000;

/**
 * Buffers rows per table and writes them with multi-row INSERTs built once per shape, skipping the
 * query builder (the seed writes millions of availability rows). Call `flush()` before reading back.
 */
export class BatchWriter {
  private buffers = new Map<TableName, Record<string, unknown>[]>();
  private statements = new Map<string, string>();
  private prepared = new Map<string, SQLite.Statement>();
  private readonly postgres: boolean;
  rowsWritten = 0;

  /** `sqlite`: the connection under `db` (same transaction), to reuse prepared statements on SQLite. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sqlite?: SQLite.Database,
  ) {
    this.postgres = dialectOf(db) === 'postgres';
  }

  async push<T extends TableName>(table: T, row: Database[T] extends infer R ? { [K in keyof R]: unknown } : never): Promise<void> {
    let buffer = this.buffers.get(table);
    if (!buffer) this.buffers.set(table, (buffer = []));
    buffer.push(row as Record<string, unknown>);
    if (buffer.length * Object.keys(row).length >= MAX_PARAMS) await this.flushTable(table);
  }

  async flush(): Promise<void> {
    for (const table of this.buffers.keys()) await this.flushTable(table);
  }

  private async flushTable(table: TableName): Promise<void> {
    const rows = this.buffers.get(table);
    if (!rows?.length) return;
    this.buffers.set(table, []);
    const columns = Object.keys(rows[0]);
    const params: unknown[] = new Array(rows.length * columns.length);
    let i = 0;
    for (const row of rows) for (const column of columns) params[i++] = row[column] ?? null;
    const text = this.statement(table, columns, rows.length);
    if (this.sqlite) {
      let statement = this.prepared.get(text);
      if (!statement) this.prepared.set(text, (statement = this.sqlite.prepare(text)));
      statement.run(params);
    } else await this.db.executeQuery(CompiledQuery.raw(text, params));
    this.rowsWritten += rows.length;
  }

  private statement(table: string, columns: string[], count: number): string {
    const key = `${table}|${columns.join(',')}|${count}`;
    let text = this.statements.get(key);
    if (!text) {
      const tuples: string[] = [];
      let n = 0;
      for (let r = 0; r < count; r++) tuples.push(`(${columns.map(() => (this.postgres ? `$${++n}` : '?')).join(',')})`);
      text = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}`;
      this.statements.set(key, text);
    }
    return text;
  }
}
