import type pg from 'pg';
import { schemaIdentifier } from './database.ts';
import { mapPostgresError } from './errors.ts';
import { POSTGRES_MIGRATIONS } from './migrations.ts';

/** Advisory lock key held while migrating ("lsmigrat" in ASCII): one instance migrates, the others wait. */
const MIGRATION_LOCK = 0x6c736d6967726174n;

/**
 * Applies the pending migrations in one transaction under an advisory lock, so that instances
 * starting at once migrate once: the others wait for the lock and then find nothing to do. With
 * `schema`, creates it first (the pool's search_path already names it). `upTo` stops after that
 * version (tests build a database of an earlier schema with it).
 */
export async function migratePostgres(
  pool: pg.Pool,
  schema?: string,
  upTo = Number.POSITIVE_INFINITY,
): Promise<void> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    throw mapPostgresError(err);
  }
  let lost: Error | undefined;
  const onError = (err: Error) => {
    lost = err;
  };
  // Without a listener, a connection lost while migrating would end the process instead of failing the start.
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    // Migrating may wait for another instance's migration: no lock timeout for this transaction.
    await client.query("SET LOCAL lock_timeout = '0'");
    await client.query("SET LOCAL statement_timeout = '0'");
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK.toString()]);
    if (schema !== undefined) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schemaIdentifier(schema)}`);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)',
    );
    const applied = new Set(
      (await client.query('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)),
    );
    for (const migration of POSTGRES_MIGRATIONS) {
      if (applied.has(migration.version) || migration.version > upTo) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw mapPostgresError(err);
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}
