// Two processes opening one new SQLite file at once (two servers given the same --db, admin commands
// run together, as self-hosting.md allows) both read the same list of pending migrations. The one
// that waited for the other's write lock must then find each migration recorded and skip it, not
// run its SQL a second time ("table trust_policies already exists").
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, expect, it } from 'vitest';
import { migrate } from '../../src/storage/sqlite/migrate.ts';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

it('a migration another connection applied after this one read the pending list is skipped', async () => {
  dir = await mkdtemp(join(tmpdir(), 'migrate-concurrent-'));
  const file = join(dir, 'locale-sync.db');
  const first = new DatabaseSync(file);
  const second = new DatabaseSync(file);
  try {
    for (const db of [first, second]) {
      db.exec('PRAGMA busy_timeout = 5000');
      db.exec('PRAGMA journal_mode = WAL');
    }
    // `second` starts its first migration transaction only once `first` has applied every
    // migration: the moment a process that lost the race for the lock gets it.
    let raced = false;
    const behind = new Proxy(second, {
      get(target, property) {
        if (property === 'exec') {
          return (sql: string) => {
            if (!raced && sql === 'BEGIN IMMEDIATE') {
              raced = true;
              migrate(first);
            }
            return target.exec(sql);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

    expect(() => migrate(behind)).not.toThrow();
    expect(raced).toBe(true);
    const versions = second
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .all()
      .map((row) => Number(row.version));
    expect(versions).toEqual(MIGRATIONS.map((migration) => migration.version));
  } finally {
    first.close();
    second.close();
  }
});
