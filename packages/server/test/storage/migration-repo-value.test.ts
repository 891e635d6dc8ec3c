// Migration 8 stores a repository value equal to the translation's value as a flag (repo_is_value)
// instead of a second copy. A database of the previous schema (7), filled as that code filled it, holds
// the same repository values once migrated, plans pushes as before, and ends with a fresh one's schema.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { createProject } from '../../src/domain/projects.ts';
import { migrate } from '../../src/storage/sqlite/migrate.ts';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.ts';
import { openSqliteStorage, SqliteStorage } from '../../src/storage/sqlite.ts';

const folder = await mkdtemp(join(tmpdir(), 'ls-migrate-repo-value-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const REPO_FLAG = MIGRATIONS.find((m) => m.sql.includes('repo_is_value'))?.version as number;

/**
 * The de translations, as the previous schema held them:
 *   a  approved, sent by the repository as it is       (repo_value = value)
 *   b  edited in the service after the repository sent B-de
 *   c  a draft the repository never sent                (repo_value null)
 */
const TRANSLATIONS: Array<[string, string, string, string | null]> = [
  ['a', 'A-de', 'approved', 'A-de'],
  ['b', 'B-edited', 'translated', 'B-de'],
  ['c', 'C-de', 'draft', null],
];

/** The translations' columns as stored, and the repository value they stand for. */
const rows = (db: DatabaseSync) =>
  db
    .prepare(
      `SELECT s.key, t.value, t.status, t.repo_value, t.repo_is_value,
              CASE WHEN t.repo_is_value = 1 THEN t.value ELSE t.repo_value END AS repository
       FROM translations t JOIN strings s ON s.id = t.string_id ORDER BY s.key`,
    )
    .all();

/** A database of schema 7 holding TRANSLATIONS; returns its path. */
async function previousDatabase(name: string): Promise<string> {
  const path = join(folder, name);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db, REPO_FLAG - 1);
  const project = await createProject(
    new SqliteStorage(db),
    { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
    1,
  );
  for (const [position, [key, value, status, repo]] of TRANSLATIONS.entries()) {
    db.prepare(
      `INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, updated_at)
       VALUES (?, '', ?, ?, ?, 0, 1)`,
    ).run(project.id, key, key.toUpperCase(), position);
    db.prepare(
      `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
       SELECT id, 'de', ?, ?, ?, 2 FROM strings WHERE project_id = ? AND key = ?`,
    ).run(value, status, repo, project.id, key);
  }
  db.close();
  return path;
}

describe('migration 8: a repository value equal to the value is a flag', () => {
  it('keeps every repository value, turning the copies into flags', async () => {
    const storage = openSqliteStorage(await previousDatabase('values.sqlite'));
    try {
      expect(storage.db.prepare('SELECT max(version) AS v FROM schema_migrations').get()?.v).toBe(
        MIGRATIONS.length,
      );
      expect(rows(storage.db)).toEqual([
        {
          key: 'a',
          value: 'A-de',
          status: 'approved',
          repo_value: null,
          repo_is_value: 1,
          repository: 'A-de',
        },
        {
          key: 'b',
          value: 'B-edited',
          status: 'translated',
          repo_value: 'B-de',
          repo_is_value: 0,
          repository: 'B-de',
        },
        { key: 'c', value: 'C-de', status: 'draft', repo_value: null, repo_is_value: 0, repository: null },
      ]);
      // A flag with a copy beside it would be two answers for one value: refused.
      expect(() =>
        storage.db.prepare("UPDATE translations SET repo_is_value = 1 WHERE repo_value = 'B-de'").run(),
      ).toThrow(/CHECK constraint failed/);
    } finally {
      await storage.close();
    }
  });

  it('plans pushes over migrated rows as over the previous ones, and keeps a flagged value through an edit', async () => {
    const storage = openSqliteStorage(await previousDatabase('pushes.sqlite'));
    try {
      const project = await storage.getProject('demo');
      if (!project) throw new Error('the fixture project is gone');
      const de = (entries: Array<[string, string]>, now: number) =>
        storage.push(project, {
          files: [{ locale: 'de', path: 'de.json', entries: new Map(entries) }],
          dryRun: false,
          now,
        });
      // a: the same text, already approved and sent; b: the repository still sends what it sent
      // before the service's edit, which is kept; c: the draft is approved.
      const first = await de(
        [
          ['a', 'A-de'],
          ['b', 'B-de'],
          ['c', 'C-de'],
        ],
        10,
      );
      expect(first.plan).toEqual([
        { locale: 'de', created: [], updated: ['c'], obsolete: [], kept: ['b'], ignored: [], unchanged: 1 },
      ]);
      expect(rows(storage.db).map((r) => [r.key, r.value, r.repo_value, r.repo_is_value])).toEqual([
        ['a', 'A-de', null, 1],
        ['b', 'B-edited', 'B-de', 0],
        ['c', 'C-de', null, 1],
      ]);

      // A translator's edit of a flagged translation keeps what the repository sent as its own copy…
      await storage.setTranslation(project.id, 'a', 'de', 'A-service', 'translated', 11);
      expect(rows(storage.db)[0]).toMatchObject({
        value: 'A-service',
        repo_value: 'A-de',
        repo_is_value: 0,
        repository: 'A-de',
      });
      // …so the next push of the unchanged file keeps the edit.
      const second = await de([['a', 'A-de']], 12);
      expect(second.plan[0]?.kept).toEqual(['a']);
      expect(rows(storage.db)[0]?.value).toBe('A-service');
    } finally {
      await storage.close();
    }
  });

  it('leaves a migrated database with the schema of a fresh one', async () => {
    const migrated = openSqliteStorage(await previousDatabase('schema-previous.sqlite'));
    const fresh = openSqliteStorage(join(folder, 'schema-fresh.sqlite'));
    try {
      const schema = (db: DatabaseSync) =>
        db
          .prepare(
            "SELECT type, name, sql FROM sqlite_schema WHERE name <> 'schema_migrations' ORDER BY name",
          )
          .all();
      expect(schema(migrated.db)).toEqual(schema(fresh.db));
      expect(JSON.stringify(schema(fresh.db))).toContain('repo_is_value');
    } finally {
      await migrated.close();
      await fresh.close();
    }
  });
});
