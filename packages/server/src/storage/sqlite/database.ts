import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { DeferredCheckpoint } from './checkpoint.ts';
import { migrate } from './migrate.ts';
import { inTransaction } from './transaction.ts';

/** Distinct SQL texts kept compiled. */
const MAX_CACHED_STATEMENTS = 256;

/** One node:sqlite connection with compiled statements and transactions, shared by the repositories. */
export class SqliteDatabase {
  readonly db: DatabaseSync;

  /** Compiled statements by SQL text: compiling costs more than running the small reads of the SDK API. */
  private readonly statements = new Map<string, StatementSync>();

  /** The WAL checkpoint, run after a write transaction's COMMIT instead of inside it. */
  private readonly checkpoints: DeferredCheckpoint;

  constructor(db: DatabaseSync) {
    this.db = db;
    this.checkpoints = new DeferredCheckpoint(db);
  }

  /** The compiled statement for `sql`, compiled once; the cache starts over past a bound (IN lists vary). */
  statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * Runs `fn` inside BEGIN IMMEDIATE … COMMIT, rolling back on any throw. The WAL checkpoint a large
   * commit calls for runs just after, on the next turn of the event loop (checkpoint.ts).
   */
  transaction<T>(fn: () => T): T {
    return this.checkpoints.run(() => inTransaction(this.db, fn));
  }

  /**
   * Runs reads inside BEGIN … COMMIT: in WAL mode they all see one snapshot, whatever another
   * connection commits meanwhile, and no write lock is taken.
   */
  readTransaction<T>(fn: () => T): T {
    return inTransaction(this.db, fn, 'BEGIN');
  }
}

/**
 * Opens (or creates) a SQLite database in WAL mode and applies pending migrations. `path` may be
 * `:memory:`; otherwise its folder is created when missing. `busyTimeoutMs` (default 5000) is how
 * long a statement waits for another connection's write lock, blocking the process meanwhile: the
 * server keeps it at a few ms and retries asynchronously (storage/busy.ts).
 */
export function openSqliteDatabase(path: string, options: { busyTimeoutMs?: number } = {}): SqliteDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // Opening and migrating wait for another process (the admin CLI) to finish a write: this runs
  // once, before anything is served, so blocking is harmless here.
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA synchronous = NORMAL');
  migrate(db);
  db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  return new SqliteDatabase(db);
}
