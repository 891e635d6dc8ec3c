import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { changeCheck } from '../../src/storage/sqlite/data-version.ts';
import { openSqliteDatabase } from '../../src/storage/sqlite/database.ts';

const run = promisify(execFile);
const folder = await mkdtemp(join(tmpdir(), 'ls-data-version-'));
afterAll(() => rm(folder, { recursive: true, force: true }));
let count = 0;

/** A database file in WAL mode (what the server opens) with one table. */
function openFile(): { db: DatabaseSync; path: string } {
  const path = join(folder, `db-${++count}.sqlite`);
  const { db } = openSqliteDatabase(path);
  db.exec('CREATE TABLE t (a INTEGER)');
  return { db, path };
}

/** Commits one row from another process, as the admin CLI does. */
async function writeFromAnotherProcess(path: string): Promise<void> {
  await run(process.execPath, [
    '-e',
    `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(${JSON.stringify(path)}); db.exec('PRAGMA busy_timeout = 5000'); db.exec('INSERT INTO t VALUES (1)'); db.close();`,
  ]);
}

describe('the SQLite change check', () => {
  it('on a WAL file, sees commits of this connection, of another one and of another process, and nothing else', async () => {
    const { db, path } = openFile();
    const check = changeCheck(db);
    expect(check.changed()).toBe(true);
    expect(check.changed()).toBe(false);
    // Reads commit nothing.
    db.prepare('SELECT count(*) FROM t').get();
    expect(check.changed()).toBe(false);
    db.exec('INSERT INTO t VALUES (1)');
    expect(check.changed()).toBe(true);
    expect(check.changed()).toBe(false);
    const other = new DatabaseSync(path);
    other.exec('INSERT INTO t VALUES (2)');
    expect(check.changed()).toBe(true);
    expect(check.changed()).toBe(false);
    await writeFromAnotherProcess(path);
    expect(check.changed()).toBe(true);
    expect(check.changed()).toBe(false);
    // A WAL restarted after a full checkpoint: the next commit writes from the start of the WAL again.
    other.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    check.changed();
    other.exec('INSERT INTO t VALUES (3)');
    expect(check.changed()).toBe(true);
    other.close();
    // A rolled-back transaction changed nothing another reader could see.
    db.exec('BEGIN IMMEDIATE; INSERT INTO t VALUES (4); ROLLBACK');
    expect(check.changed()).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 4 });
    db.close();
  });

  it('two checks on one file each see every commit', () => {
    const { db, path } = openFile();
    const second = openSqliteDatabase(path).db;
    const a = changeCheck(db);
    const b = changeCheck(second);
    a.changed();
    b.changed();
    second.exec('INSERT INTO t VALUES (1)');
    expect(a.changed()).toBe(true);
    expect(b.changed()).toBe(true);
    // Each header read is kept as the one to compare with: every later commit is seen once.
    for (let i = 2; i < 40; i++) {
      (i % 2 === 0 ? second : db).exec(`INSERT INTO t VALUES (${i})`);
      if (i % 10 === 0) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      expect([a.changed(), b.changed(), a.changed(), b.changed()], `commit ${i}`).toEqual([
        true,
        true,
        false,
        false,
      ]);
    }
    second.close();
    db.close();
  });

  it('in memory, sees this connection’s writes', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE t (a INTEGER)');
    const check = changeCheck(db);
    expect(check.changed()).toBe(true);
    expect(check.changed()).toBe(false);
    db.exec('INSERT INTO t VALUES (1)');
    expect(check.changed()).toBe(true);
    expect(check.changed()).toBe(false);
    db.close();
  });
});
