import { RepositoryStorage } from '../repository-storage.ts';
import { PostgresAdmin } from './admin.ts';
import { PostgresUnits } from './branches.ts';
import { answerTimeoutMs, createPool, PostgresDatabase, type PostgresOptions } from './database.ts';
import { explainOpenError } from './errors.ts';
import { listPushedFiles } from './file-states.ts';
import { PostgresMachineCache } from './machine-cache.ts';
import { migratePostgres } from './migrate.ts';
import { PostgresNonces } from './nonces.ts';
import { PostgresPhrases } from './phrases.ts';
import { PostgresProjects } from './projects.ts';
import { PostgresStrings } from './strings.ts';
import { PostgresTrust } from './trust.ts';

/**
 * Connects to PostgreSQL at `url` (postgres://user:password@host:port/database), applies pending
 * migrations under an advisory lock and returns its Storage. Rejects with StorageUnavailableError
 * when the database cannot be reached.
 */
export async function openPostgresStorage(
  url: string,
  options: PostgresOptions = {},
): Promise<PostgresStorage> {
  const pool = createPool(url, options);
  try {
    await migratePostgres(pool, options.schema);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw explainOpenError(err);
  }
  return new PostgresStorage(new PostgresDatabase(pool, answerTimeoutMs(options)));
}

/** The Storage backed by PostgreSQL through a bounded pool, one repository per aggregate. */
export class PostgresStorage extends RepositoryStorage {
  readonly database: PostgresDatabase;

  constructor(database: PostgresDatabase) {
    super({
      projects: new PostgresProjects(database),
      nonces: new PostgresNonces(database),
      strings: new PostgresStrings(database),
      units: new PostgresUnits(database),
      phrases: new PostgresPhrases(database),
      machine: new PostgresMachineCache(database),
      admin: new PostgresAdmin(database),
      trust: new PostgresTrust(database),
      fileStates: { list: (projectId) => listPushedFiles(database, projectId) },
    });
    this.database = database;
  }

  async revision(): Promise<string> {
    // The snapshot changes whenever a writing transaction starts or ends, on any instance: an
    // answer read after this value was taken is never cached past the next commit.
    const [row] = await this.database.rows<{ s: string }>('SELECT pg_current_snapshot()::text AS s');
    return String(row?.s);
  }

  async close(): Promise<void> {
    await this.database.close();
  }
}
