import type { DatabaseSync } from 'node:sqlite';
import { RepositoryStorage } from '../repository-storage.ts';
import { SqliteAdmin } from './admin.ts';
import { SqliteBranches } from './branches.ts';
import { openSqliteDatabase, SqliteDatabase } from './database.ts';
import { SqliteFileStates } from './file-states.ts';
import { SqliteMachineCache } from './machine-cache.ts';
import { SqliteNonces } from './nonces.ts';
import { SqlitePhrases } from './phrases.ts';
import { SqliteProjects } from './projects.ts';
import { SqliteStrings } from './strings.ts';
import { SqliteTrust } from './trust.ts';

/**
 * Opens (or creates) a SQLite database in WAL mode, applies pending migrations and returns its
 * Storage. `path` may be `:memory:`. `busyTimeoutMs` (default 5000) is how long a statement waits for
 * another connection's write lock, blocking the process: the server keeps it at a few ms and
 * retries asynchronously (storage/busy.ts).
 */
export function openSqliteStorage(path: string, options: { busyTimeoutMs?: number } = {}): SqliteStorage {
  return new SqliteStorage(openSqliteDatabase(path, options));
}

/**
 * The Storage backed by node:sqlite, one repository per aggregate over one connection. Every method
 * runs synchronously inside, so one push never interleaves with another in this process.
 */
export class SqliteStorage extends RepositoryStorage {
  /** The connection, for tests that fail a statement on purpose. */
  readonly db: DatabaseSync;
  private readonly database: SqliteDatabase;

  constructor(database: SqliteDatabase | DatabaseSync) {
    const db = database instanceof SqliteDatabase ? database : new SqliteDatabase(database);
    const strings = new SqliteStrings(db);
    super({
      projects: new SqliteProjects(db),
      nonces: new SqliteNonces(db),
      strings,
      units: new SqliteBranches(db, strings),
      phrases: new SqlitePhrases(db),
      machine: new SqliteMachineCache(db),
      admin: new SqliteAdmin(db),
      trust: new SqliteTrust(db),
      fileStates: new SqliteFileStates(db),
    });
    this.db = db.db;
    this.database = db;
  }

  async revision(): Promise<string> {
    // total_changes() moves with this connection's writes, data_version with other connections' commits.
    const row = this.database
      .statement('SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v')
      .get();
    return `${row?.c}:${row?.v}`;
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
