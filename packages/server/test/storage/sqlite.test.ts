import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe } from 'vitest';
import { retryWhenBusy } from '../../src/storage/busy.ts';
import { openSqliteStorage, type SqliteStorage } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/types.ts';
import { storageContract } from './contract.ts';

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
