// The WAL checkpoint runs after a write transaction's COMMIT, not inside it (storage/sqlite/checkpoint.ts),
// and a commit is as durable as before: a push answered and then killed is all there on reopening.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../src/storage/sqlite/database.ts';
import { openSqliteStorage } from '../../src/storage/sqlite.ts';

const run = promisify(execFile);
const folder = await mkdtemp(join(tmpdir(), 'ls-checkpoint-'));
afterAll(() => rm(folder, { recursive: true, force: true }));
let count = 0;

/** The next turn of the event loop, where a deferred checkpoint runs. */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/** A WAL database with a checkpoint threshold of 20 frames and a table of 1 KiB rows. */
function openSmall(): { database: SqliteDatabase; path: string } {
  const path = join(folder, `small-${++count}.sqlite`);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA wal_autocheckpoint = 20');
  db.exec('CREATE TABLE t (a TEXT)');
  return { database: new SqliteDatabase(db), path };
}

const insertRows = (database: SqliteDatabase, rows: number) => {
  for (let i = 0; i < rows; i++) database.statement('INSERT INTO t VALUES (?)').run('x'.repeat(1024));
};
const fileBytes = (path: string) => statSync(path).size;

describe('the deferred WAL checkpoint', () => {
  it('commits a large write transaction without copying the WAL into the file, then copies it on the next turn', async () => {
    const { database, path } = openSmall();
    const before = fileBytes(path);
    // 200 rows of 1 KiB: about 60 pages, over the threshold of 20.
    database.transaction(() => insertRows(database, 200));
    expect(fileBytes(path)).toBe(before);
    expect(database.db.prepare('SELECT count(*) AS n FROM t').get()?.n).toBe(200);
    await nextTurn();
    expect(fileBytes(path)).toBeGreaterThan(before + 150 * 1024);
    // The connection's own threshold is back for writes outside transaction().
    expect(database.db.prepare('PRAGMA wal_autocheckpoint').get()?.wal_autocheckpoint).toBe(20);
    database.db.close();
  });

  it('leaves a WAL under the threshold alone, as SQLite does', async () => {
    const { database, path } = openSmall();
    const before = fileBytes(path);
    database.transaction(() => insertRows(database, 2));
    await nextTurn();
    expect(fileBytes(path)).toBe(before);
    database.db.close();
  });

  it('restores the threshold when the transaction throws, and writes outside transaction() still checkpoint in their commit', async () => {
    const { database, path } = openSmall();
    expect(() =>
      database.transaction(() => {
        insertRows(database, 200);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(database.db.prepare('PRAGMA wal_autocheckpoint').get()?.wal_autocheckpoint).toBe(20);
    expect(database.db.prepare('SELECT count(*) AS n FROM t').get()?.n).toBe(0);
    const before = fileBytes(path);
    // One autocommit statement of about 60 pages: SQLite's own checkpoint, inside its commit.
    database.db.exec(
      "INSERT INTO t SELECT printf('%.1024c', 'x') FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200) SELECT i FROM n)",
    );
    expect(fileBytes(path)).toBeGreaterThan(before + 150 * 1024);
    database.db.close();
  });

  it('does nothing for a database in memory', async () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE t (a TEXT)');
    const database = new SqliteDatabase(db);
    database.transaction(() => insertRows(database, 200));
    await nextTurn();
    expect(db.prepare('SELECT count(*) AS n FROM t').get()?.n).toBe(200);
    db.close();
  });

  it('keeps a push answered just before a crash: the process killed before the checkpoint, all of it is there on reopening', async () => {
    const path = join(folder, 'crash.sqlite');
    const locales = 10;
    const keys = 5_000;
    const child = await run(
      process.execPath,
      [resolve(import.meta.dirname, 'push-then-crash.ts'), path, String(locales), String(keys)],
      { maxBuffer: 1 << 20 },
    ).then(
      () => {
        throw new Error('the child exited instead of being killed');
      },
      (err: { signal?: string; stdout?: string }) => err,
    );
    expect(child.signal).toBe('SIGKILL');
    const atCrash = JSON.parse(String(child.stdout)) as {
      created: number;
      databaseBytes: number;
      walBytes: number;
    };
    expect(atCrash.created).toBe(locales * keys);
    // The push was in the WAL alone when the process died: the checkpoint had not run.
    expect(atCrash.walBytes).toBeGreaterThan(4 * 1024 * 1024);
    expect(atCrash.databaseBytes).toBeLessThan(atCrash.walBytes / 4);

    const storage = openSqliteStorage(path);
    try {
      const project = await storage.getProject('crash');
      if (!project) throw new Error('the project is gone');
      expect(storage.db.prepare('SELECT count(*) AS n FROM translations').get()?.n).toBe(
        (locales - 1) * keys,
      );
      expect(storage.db.prepare('SELECT count(*) AS n FROM pushes').get()?.n).toBe(1);
      const pulled = [...(await storage.pullEntries(project, 'fi', 'all'))];
      expect(pulled).toHaveLength(keys);
      expect(pulled.at(-1)).toEqual([
        `k${keys - 1}`,
        `fi text for item ${keys - 1}: {name} has {count} things`,
      ]);
    } finally {
      await storage.close();
    }
  });
});
