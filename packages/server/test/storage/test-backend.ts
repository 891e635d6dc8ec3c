// The storage a server test runs on: SQLite in memory, or with TEST_STORAGE=postgres a fresh
// schema of the development PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432/test), so that one
// suite can run against either backend (.ci/run runs it twice).
import { openPostgresStorage } from '../../src/storage/postgres.ts';
import { openSqliteStorage } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/types.ts';
import { findTestPostgres, TestSchemas } from './postgres-server.ts';

let schemas: Promise<TestSchemas> | undefined;

/** The backend TEST_STORAGE selects: `postgres`, else `sqlite`. */
export function testBackend(): 'postgres' | 'sqlite' {
  return process.env.TEST_STORAGE === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A fresh, empty storage on the backend TEST_STORAGE selects. With `postgres`, throws when no
 * PostgreSQL answers (asking for it and silently testing SQLite would hide the gap).
 */
export async function openTestStorage(): Promise<Storage> {
  if (testBackend() === 'sqlite') return openSqliteStorage(':memory:');
  schemas ??= findTestPostgres().then((url) => {
    if (!url) {
      throw new Error(
        'TEST_STORAGE=postgres but no PostgreSQL answers at 127.0.0.1:5432 (set TEST_DATABASE_URL)',
      );
    }
    return new TestSchemas(url);
  });
  const run = await schemas;
  return openPostgresStorage(run.url, { schema: run.next(), poolMax: 3 });
}

/** Drops the schemas this process created (call once, in a global teardown). */
export async function dropTestSchemas(): Promise<void> {
  if (schemas) await (await schemas).dropAll();
}
