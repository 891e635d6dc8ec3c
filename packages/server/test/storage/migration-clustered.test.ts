// Migration 7 rebuilds translations as a WITHOUT ROWID table. A database of the previous schema (6),
// filled as that code filled it, keeps every row, constraint and cascade, and ends with the schema a
// fresh database gets.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { createProject } from '../../src/domain/projects.ts';
import { migrate } from '../../src/storage/sqlite/migrate.ts';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.ts';
import { openSqliteStorage, SqliteStorage } from '../../src/storage/sqlite.ts';

const folder = await mkdtemp(join(tmpdir(), 'ls-migrate-clustered-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const CLUSTERED = MIGRATIONS.find((m) => m.name.startsWith('translations clustered'))?.version as number;

/**
 * The rows, as the previous schema held them:
 *   strings       '' {b (0), a (1), gone (2, obsolete)}, x.json {x (0)}
 *   translations  written out of key order (fr before de, the last string first), every status, a
 *                 null repo_value, distinct updated_at
 */
const STRINGS: Array<[string, string, string, number, number]> = [
  ['', 'b', 'B', 0, 0],
  ['', 'a', 'A {n}', 1, 0],
  ['', 'gone', 'Gone', 2, 1],
  ['x.json', 'x', 'X', 0, 0],
];
const TRANSLATIONS: Array<[string, string, string, string, string, string | null, number]> = [
  ['x.json', 'x', 'fr', 'X-fr', 'draft', null, 7],
  ['', 'gone', 'de', 'Weg', 'approved', 'Weg', 6],
  ['', 'b', 'fr', 'B-fr', 'translated', 'B-fr', 5],
  ['', 'b', 'de', 'B-de', 'approved', 'B-de', 4],
  ['', 'a', 'de', 'A-de {n}', 'translated', null, 3],
  ['x.json', 'x', 'de', 'X-de', 'approved', 'X-de', 2],
];

/** Everything that defines the schema: each object's SQL, and each table's columns, indexes and keys. */
function schemaOf(db: DatabaseSync): unknown {
  const objects = db
    .prepare(
      "SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name <> 'schema_migrations' ORDER BY type, name",
    )
    .all();
  const tables = objects.filter((o) => o.type === 'table').map((o) => String(o.name));
  return {
    objects,
    tables: tables.map((t) => ({
      table: t,
      columns: db.prepare(`PRAGMA table_xinfo(${t})`).all(),
      indexes: db
        .prepare(`PRAGMA index_list(${t})`)
        .all()
        .map((i) => ({ ...i, columns: db.prepare(`PRAGMA index_xinfo(${String(i.name)})`).all() })),
      foreignKeys: db.prepare(`PRAGMA foreign_key_list(${t})`).all(),
    })),
  };
}

/** The repository's value as schema 6 holds it, and as migration 8 holds it (a flag when it is the value). */
const STORED_REPO_VALUE = 't.repo_value';
const REPO_VALUE = 'CASE WHEN t.repo_is_value = 1 THEN t.value ELSE t.repo_value END AS repo_value';

const translationRows = (db: DatabaseSync, repoValue = REPO_VALUE) =>
  db
    .prepare(
      `SELECT s.resource, s.key, t.locale, t.value, t.status, ${repoValue}, t.updated_at
       FROM translations t JOIN strings s ON s.id = t.string_id ORDER BY s.resource, s.key, t.locale`,
    )
    .all();

describe('migration 7: translations as a WITHOUT ROWID table', () => {
  it('keeps every row of a database of the previous schema, its constraints and its cascade', async () => {
    const path = join(folder, 'previous.sqlite');
    const db = new DatabaseSync(path);
    db.exec('PRAGMA foreign_keys = ON');
    migrate(db, CLUSTERED - 1);
    const project = await createProject(
      new SqliteStorage(db),
      { key: 'demo', sourceLocale: 'en', locales: ['en', 'de', 'fr'] },
      1,
    );
    for (const [resource, key, text, position, obsolete] of STRINGS) {
      db.prepare(
        'INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1)',
      ).run(project.id, resource, key, text, position, obsolete);
    }
    for (const [resource, key, locale, value, status, repo, at] of TRANSLATIONS) {
      db.prepare(
        `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
         SELECT id, ?, ?, ?, ?, ? FROM strings WHERE project_id = ? AND resource = ? AND key = ?`,
      ).run(locale, value, status, repo, at, project.id, resource, key);
    }
    const before = translationRows(db, STORED_REPO_VALUE);
    const idsBefore = db.prepare('SELECT string_id, locale FROM translations ORDER BY 1, 2').all();
    expect(before).toHaveLength(TRANSLATIONS.length);
    db.close();

    const storage = openSqliteStorage(path);
    try {
      const migrated = storage.db;
      expect(migrated.prepare('SELECT max(version) AS v FROM schema_migrations').get()?.v).toBe(
        MIGRATIONS.length,
      );
      expect(migrated.prepare('PRAGMA foreign_keys').get()?.foreign_keys).toBe(1);
      expect(translationRows(migrated)).toEqual(before);
      // The same string ids: nothing that points at a translation's string moved.
      expect(migrated.prepare('SELECT string_id, locale FROM translations ORDER BY 1, 2').all()).toEqual(
        idsBefore,
      );
      // No rowid any more: the key is the table.
      expect(() => migrated.prepare('SELECT rowid FROM translations').all()).toThrow(/no such column/);

      // The key, the status check and the foreign key hold as before.
      const [first] = idsBefore;
      expect(() =>
        migrated
          .prepare(
            "INSERT INTO translations (string_id, locale, value, status, updated_at) VALUES (?, ?, 'v', 'draft', 1)",
          )
          .run(Number(first?.string_id), String(first?.locale)),
      ).toThrow(/UNIQUE constraint failed/);
      expect(() =>
        migrated
          .prepare(
            "INSERT INTO translations (string_id, locale, value, status, updated_at) VALUES (?, 'it', 'v', 'bogus', 1)",
          )
          .run(Number(first?.string_id)),
      ).toThrow(/CHECK constraint failed/);
      expect(() =>
        migrated
          .prepare(
            "INSERT INTO translations (string_id, locale, value, status, updated_at) VALUES (999999, 'de', 'v', 'draft', 1)",
          )
          .run(),
      ).toThrow(/FOREIGN KEY constraint failed/);
      // Deleting a string deletes its translations.
      migrated.prepare("DELETE FROM strings WHERE resource = 'x.json'").run();
      expect(translationRows(migrated)).toEqual(before.filter((r) => r.resource !== 'x.json'));

      // And the push writes over the migrated rows: b's de value changes, the rest stays.
      const stored = await storage.getProject('demo');
      if (!stored) throw new Error('the fixture project is gone');
      const outcome = await storage.push(stored, {
        files: [
          {
            locale: 'en',
            path: 'en.json',
            entries: new Map([
              ['b', 'B'],
              ['a', 'A {n}'],
            ]),
          },
          { locale: 'de', path: 'de.json', entries: new Map([['b', 'B-de 2']]) },
        ],
        dryRun: false,
        now: 10,
      });
      expect(outcome.plan.find((p) => p.locale === 'de')?.updated).toEqual(['b']);
      expect(
        migrated
          .prepare(
            `SELECT t.value, ${REPO_VALUE} FROM translations t JOIN strings s ON s.id = t.string_id WHERE s.key = 'b' AND t.locale = 'de'`,
          )
          .get(),
      ).toEqual({ value: 'B-de 2', repo_value: 'B-de 2' });
    } finally {
      await storage.close();
    }
  });

  it('leaves a migrated database with the schema of a fresh one', async () => {
    const previous = join(folder, 'schema-previous.sqlite');
    const db = new DatabaseSync(previous);
    db.exec('PRAGMA foreign_keys = ON');
    migrate(db, CLUSTERED - 1);
    db.close();
    const migrated = openSqliteStorage(previous);
    const fresh = openSqliteStorage(join(folder, 'schema-fresh.sqlite'));
    try {
      const schema = schemaOf(fresh.db);
      expect(schemaOf(migrated.db)).toEqual(schema);
      expect(JSON.stringify(schema)).toContain('WITHOUT ROWID');
    } finally {
      await migrated.close();
      await fresh.close();
    }
  });
});
