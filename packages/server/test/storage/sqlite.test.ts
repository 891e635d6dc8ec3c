import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { retryWhenBusy } from '../../src/storage/busy.ts';
import { openSqliteDatabase } from '../../src/storage/sqlite/database.ts';
import { openSqliteStorage, SqliteStorage } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/types.ts';
import { newProject, storageContract } from './contract.ts';

const folder = await mkdtemp(join(tmpdir(), 'ls-storage-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

// The wrapped storage (what the app sees) → the SQLite storage under it, for the failure hooks.
const raw = new WeakMap<Storage, SqliteStorage>();
let count = 0;

describe('SQLite storage contract', () => {
  storageContract({
    async open() {
      // A file, not :memory:, so that a second connection can hold its lock.
      const storage = openSqliteStorage(join(folder, `db-${++count}.sqlite`), { busyTimeoutMs: 2 });
      const wrapped = retryWhenBusy(storage, { budgetMs: 200, initialDelayMs: 5, maxDelayMs: 50 });
      raw.set(wrapped, storage);
      return wrapped;
    },
    async failPushRecords(storage) {
      raw
        .get(storage)
        ?.db.exec(
          "CREATE TRIGGER fail_pushes BEFORE INSERT ON pushes BEGIN SELECT RAISE(ABORT, 'disk full (injected)'); END",
        );
    },
    async holdPushLock(storage) {
      const path = raw.get(storage)?.db.location();
      if (!path) throw new Error('the SQLite contract storage has no file');
      const other = new DatabaseSync(path);
      other.exec('BEGIN IMMEDIATE');
      return async () => {
        other.exec('ROLLBACK');
        other.close();
      };
    },
  });
});

describe('SQLite specifics', () => {
  it('reads a pull from one snapshot: a write another connection commits halfway through is not seen', async () => {
    const path = join(folder, 'snapshot.sqlite');
    const database = openSqliteDatabase(path);
    const storage = new SqliteStorage(database);
    const other = new DatabaseSync(path);
    try {
      const project = await storage.createProject(newProject(), 1);
      const entries = (value: string) => new Map([['a', value]]);
      await storage.push(project, {
        files: [
          { locale: 'en', path: 'en.json', entries: entries('A') },
          { locale: 'de', path: 'de.json', entries: entries('A1') },
        ],
        dryRun: false,
        now: 2,
      });
      // Another process (the admin CLI, a second server) commits between the pull's statements.
      const statement = database.statement.bind(database);
      let wrote = false;
      database.statement = (sql: string) => {
        if (!wrote && sql.includes('JOIN translations')) {
          wrote = true;
          other.exec("UPDATE translations SET value = 'A2'");
          other.exec("UPDATE strings SET obsolete = 1 WHERE key = 'a'");
        }
        return statement(sql);
      };
      const [pulled] = await storage.pull(project, { locales: ['de'], status: 'all', resources: 'default' });
      expect(wrote).toBe(true);
      expect(pulled?.sourceKeys).toBe(1);
      expect([...(pulled?.entries.get('de') ?? [])]).toEqual([['a', 'A1']]);
      expect(await storage.sourceState(project)).toEqual({ sourceKeys: 0, obsoleteKeys: ['a'] });
    } finally {
      other.close();
      await storage.close();
    }
  });
});
