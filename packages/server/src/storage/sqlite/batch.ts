import type { SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from './database.ts';

/**
 * Rows per statement of a batched write. Each call of a node:sqlite statement costs about as much
 * CPU as the row it writes (binding, the call into C++, the result object); 50 rows a call halve a
 * push's upserts, and more gain little while each statement's SQL grows.
 */
export const BATCH_ROWS = 50;

/**
 * Writes `rows` with `sql(n)`, a statement of n rows of `width` parameters each, BATCH_ROWS rows a
 * call; the rows left over go one by one (`sql(1)`), so two statements are compiled, whatever the
 * count. `fill` writes one row's parameters at `params[at…at + width - 1]`. Inside a transaction,
 * rows in one statement are written in order, as one statement each would write them.
 */
export function writeBatched<T>(
  db: SqliteDatabase,
  sql: (rows: number) => string,
  width: number,
  rows: readonly T[],
  fill: (row: T, params: SQLInputValue[], at: number) => void,
): void {
  let i = 0;
  if (rows.length >= BATCH_ROWS) {
    const batch = db.statement(sql(BATCH_ROWS));
    const params = new Array<SQLInputValue>(BATCH_ROWS * width);
    for (; i + BATCH_ROWS <= rows.length; i += BATCH_ROWS) {
      for (let j = 0; j < BATCH_ROWS; j++) fill(rows[i + j] as T, params, j * width);
      batch.run(...params);
    }
  }
  if (i === rows.length) return;
  const single = db.statement(sql(1));
  const params = new Array<SQLInputValue>(width);
  for (; i < rows.length; i++) {
    fill(rows[i] as T, params, 0);
    single.run(...params);
  }
}

/** `(?, ?, …)` for `width` parameters, `rows` times, comma-separated: the VALUES of a batched INSERT. */
export function valueRows(rows: number, width: number): string {
  const row = `(${new Array(width).fill('?').join(', ')})`;
  return new Array(rows).fill(row).join(', ');
}
