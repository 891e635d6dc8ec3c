import type { PostgresOptions } from './postgres/database.ts';
import { openPostgresStorage } from './postgres/storage.ts';
import { openSqliteStorage } from './sqlite/storage.ts';
import type { Storage } from './types.ts';

/** Which database to open. */
export interface StorageConfig {
  /** DATABASE_URL: `postgres://…` or `postgresql://…` selects PostgreSQL; empty or absent selects SQLite. */
  databaseUrl?: string | undefined;
  /** The SQLite file (or `:memory:`) used when no PostgreSQL URL is given. */
  sqlitePath: string;
  /** SQLite's own busy timeout in ms (DB_BUSY_TIMEOUT_MS); see openSqliteStorage. */
  sqliteBusyTimeoutMs?: number | undefined;
  /** Pool bounds and timeouts of the PostgreSQL backend. */
  postgres?: PostgresOptions;
}

/** The backend a DATABASE_URL selects; throws for a URL of any other database. */
export function storageBackend(databaseUrl: string | undefined): 'postgres' | 'sqlite' {
  if (databaseUrl === undefined || databaseUrl.trim() === '') return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(databaseUrl.trim())) return 'postgres';
  throw new Error(
    `DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}"); leave it unset to use the SQLite file`,
  );
}

/**
 * Opens the storage `config` selects, with its migrations applied: PostgreSQL for a postgres URL
 * (rejects with StorageUnavailableError when it cannot be reached), else SQLite at `sqlitePath`.
 */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  if (storageBackend(config.databaseUrl) === 'postgres') {
    return openPostgresStorage((config.databaseUrl as string).trim(), config.postgres);
  }
  return openSqliteStorage(
    config.sqlitePath,
    config.sqliteBusyTimeoutMs === undefined ? {} : { busyTimeoutMs: config.sqliteBusyTimeoutMs },
  );
}

/**
 * The StorageConfig of the environment: DATABASE_URL, PG_POOL_MAX, PG_CONNECT_TIMEOUT_MS,
 * PG_STATEMENT_TIMEOUT_MS, PG_LOCK_TIMEOUT_MS (see docs/self-hosting.md), over the SQLite file
 * and busy timeout the caller already knows (the --db option, DB_BUSY_TIMEOUT_MS).
 */
export function storageConfigFromEnv(
  env: NodeJS.ProcessEnv,
  sqlite: { sqlitePath: string; sqliteBusyTimeoutMs?: number | undefined },
): StorageConfig {
  const postgres: PostgresOptions = {};
  const poolMax = positiveInt(env, 'PG_POOL_MAX');
  if (poolMax !== undefined) postgres.poolMax = poolMax;
  const connect = positiveInt(env, 'PG_CONNECT_TIMEOUT_MS');
  if (connect !== undefined) postgres.connectTimeoutMs = connect;
  const statement = positiveInt(env, 'PG_STATEMENT_TIMEOUT_MS');
  if (statement !== undefined) postgres.statementTimeoutMs = statement;
  const lock = positiveInt(env, 'PG_LOCK_TIMEOUT_MS');
  if (lock !== undefined) postgres.lockTimeoutMs = lock;
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  storageBackend(databaseUrl);
  return { databaseUrl, ...sqlite, postgres };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return Number(raw);
}
