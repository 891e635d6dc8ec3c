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

  it('stores a large push’s translations in string order, and rewrites nothing when the same files come again', async () => {
    const storage = openSqliteStorage(join(folder, 'order.sqlite'));
    try {
      const project = await storage.createProject(newProject(), 1);
      const keys = Array.from({ length: 60 }, (_, i) => `k${String(i).padStart(2, '0')}`);
      const entries = (locale: string, order: string[]) => new Map(order.map((k) => [k, `${locale} ${k}`]));
      // Each translation file in another key order than the source's: string ids follow the source.
      const files = [
        { locale: 'en', path: 'en.json', entries: entries('en', keys) },
        { locale: 'de', path: 'de.json', entries: entries('de', [...keys].reverse()) },
        { locale: 'ru', path: 'ru.json', entries: entries('ru', [...keys.slice(30), ...keys.slice(0, 30)]) },
      ];
      await storage.push(project, { files, dryRun: false, now: 2 });
      // The table's own order: a WITHOUT ROWID table is stored by its key (string_id, locale).
      const stored = storage.db
        .prepare('SELECT string_id AS id, locale FROM translations')
        .all()
        .map((r) => `${r.id}:${r.locale}`);
      const ids = new Map(
        storage.db
          .prepare('SELECT id, key FROM strings')
          .all()
          .map((r) => [String(r.key), Number(r.id)]),
      );
      expect(stored).toEqual(keys.flatMap((k) => [`${ids.get(k)}:de`, `${ids.get(k)}:ru`]));
      for (const locale of ['de', 'ru']) {
        const pulled = [...(await storage.pullEntries(project, locale, 'approved'))];
        expect(pulled).toEqual(keys.map((k) => [k, `${locale} ${k}`]));
      }
      const changes = () => Number(storage.db.prepare('SELECT total_changes() AS n').get()?.n);
      const before = changes();
      const again = await storage.push(project, { files, dryRun: false, now: 3 });
      expect(again.plan.map((p) => p.unchanged)).toEqual([60, 60, 60]);
      // The push's own record is the only row written.
      expect(changes() - before).toBe(1);
    } finally {
      await storage.close();
    }
  });

  it('stores translations in string order when their strings are far apart (another resource between them)', async () => {
    const storage = openSqliteStorage(join(folder, 'sparse.sqlite'));
    try {
      const project = await storage.createProject(newProject(), 1);
      const file = (locale: string, keys: string[], resource?: string) => ({
        locale,
        path: `${locale}.json`,
        entries: new Map(keys.map((k) => [k, `${locale} ${k}`])),
        ...(resource !== undefined && { resource }),
      });
      const first = Array.from({ length: 30 }, (_, i) => `a${i}`);
      const later = Array.from({ length: 30 }, (_, i) => `b${i}`);
      const between = Array.from({ length: 1000 }, (_, i) => `x${i}`);
      await storage.push(project, { files: [file('en', first)], dryRun: false, now: 2 });
      await storage.push(project, { files: [file('en', between, 'other.json')], dryRun: false, now: 3 });
      const keys = [...first, ...later];
      await storage.push(project, {
        files: [file('en', keys), file('de', [...keys].reverse()), file('ru', keys)],
        dryRun: false,
        now: 4,
      });
      const stored = storage.db
        .prepare(
          // The table's own order (its key), as the scan of translations drives the join.
          'SELECT s.key, t.locale FROM translations t CROSS JOIN strings s ON s.id = t.string_id',
        )
        .all()
        .map((r) => `${r.key}:${r.locale}`);
      expect(stored).toEqual(keys.flatMap((k) => [`${k}:de`, `${k}:ru`]));
    } finally {
      await storage.close();
    }
  });
});
