import type { DatabaseSync } from 'node:sqlite';

/** Runs `fn` inside BEGIN IMMEDIATE (or `begin`) … COMMIT on `db`, rolling back on any throw. */
export function inTransaction<T>(
  db: DatabaseSync,
  fn: () => T,
  begin: 'BEGIN IMMEDIATE' | 'BEGIN' = 'BEGIN IMMEDIATE',
): T {
  db.exec(begin);
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}
