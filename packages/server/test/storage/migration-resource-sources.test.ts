// SQLite migration 9 and PostgreSQL migration 8 add each resource's source path (resource_sources),
// seeded from the remembered files of the source locale. A database of the previous schema, filled
// as that code filled it, knows where its default resource was pushed from once migrated, so the
// first push that names that path as a resource renames the default resource instead of starting over.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { createProject } from '../../src/domain/projects.ts';
import { createPool, PostgresDatabase } from '../../src/storage/postgres/database.ts';
import { migratePostgres } from '../../src/storage/postgres/migrate.ts';
import { POSTGRES_MIGRATIONS } from '../../src/storage/postgres/migrations.ts';
import { PostgresStorage } from '../../src/storage/postgres.ts';
import { migrate } from '../../src/storage/sqlite/migrate.ts';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.ts';
import { openSqliteStorage, SqliteStorage } from '../../src/storage/sqlite.ts';
import type { ProjectRecord, Storage } from '../../src/storage/types.ts';
import { findTestPostgres, TestSchemas } from './postgres-server.ts';

const COMMON = 'locales/en/common.json';
const SQLITE_VERSION = MIGRATIONS.find((m) => m.sql.includes('CREATE TABLE resource_sources'))
  ?.version as number;
const POSTGRES_VERSION = POSTGRES_MIGRATIONS.find((m) => m.sql.includes('CREATE TABLE resource_sources'))
  ?.version as number;

/**
 * What the previous schema held: the default resource's strings title and cta, a de translation of
 * cta edited in the service, and the remembered files of en (the source) and de.
 */
const STRINGS = [
  ['title', 'Home'],
  ['cta', 'Sign up'],
] as const;
const REMEMBERED = [
  ['en', COMMON],
  ['de', 'locales/de/common.json'],
] as const;

/** The push of the new layout, then what the project holds: every check is the same on both backends. */
async function expectRenameOnPush(storage: Storage, project: ProjectRecord): Promise<void> {
  const outcome = await storage.push(project, {
    files: [
      { resource: COMMON, locale: 'en', path: COMMON, entries: new Map(STRINGS) },
      {
        resource: 'locales/en/settings.json',
        locale: 'en',
        path: 'locales/en/settings.json',
        entries: new Map([['theme', 'Theme']]),
      },
      {
        resource: COMMON,
        locale: 'de',
        path: 'locales/de/common.json',
        entries: new Map([['cta', 'Registrieren']]),
      },
    ],
    dryRun: false,
    now: 10,
  });
  expect(outcome.renamed).toEqual([{ from: '', to: COMMON }]);
  expect(outcome.plan.find((p) => p.locale === 'de')?.kept).toEqual(['cta']);
  const de = await storage.listTranslations(project.id, { locale: 'de' });
  expect(de.map((t) => [t.resource, t.key, t.value])).toEqual([[COMMON, 'cta', 'Jetzt registrieren']]);
}

describe('SQLite migration 9: source paths', () => {
  it('seeds the default resource with its remembered source file, so the new layout renames it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ls-migrate-sources-'));
    try {
      const path = join(folder, 'db.sqlite');
      const db = new DatabaseSync(path);
      db.exec('PRAGMA foreign_keys = ON');
      migrate(db, SQLITE_VERSION - 1);
      const created = await createProject(
        new SqliteStorage(db),
        { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
        1,
      );
      for (const [position, [key, text]] of STRINGS.entries()) {
        db.prepare(
          `INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, updated_at)
           VALUES (?, '', ?, ?, ?, 0, 1)`,
        ).run(created.id, key, text, position);
      }
      db.prepare(
        `INSERT INTO translations (string_id, locale, value, status, repo_value, repo_is_value, updated_at)
         SELECT id, 'de', 'Jetzt registrieren', 'approved', 'Registrieren', 0, 2 FROM strings WHERE key = 'cta'`,
      ).run();
      for (const [locale, file] of REMEMBERED) {
        db.prepare(
          `INSERT INTO pushed_files (project_id, resource, locale, path, format, sha256, keys, source_locale, updated_at)
           VALUES (?, '', ?, ?, 'json', 'x', 2, 'en', 3)`,
        ).run(created.id, locale, file);
      }
      db.close();

      const storage = openSqliteStorage(path);
      try {
        expect(storage.db.prepare('SELECT max(version) AS v FROM schema_migrations').get()?.v).toBe(
          MIGRATIONS.length,
        );
        expect(storage.db.prepare('SELECT project_id, resource, path FROM resource_sources').all()).toEqual([
          { project_id: created.id, resource: '', path: COMMON },
        ]);
        await expectRenameOnPush(storage, (await storage.getProject('demo')) as ProjectRecord);
      } finally {
        await storage.close();
      }
      // A migrated database has a fresh one's schema.
      const migrated = openSqliteStorage(path);
      const fresh = openSqliteStorage(join(folder, 'fresh.sqlite'));
      try {
        const schema = (d: DatabaseSync) =>
          d
            .prepare(
              "SELECT type, name, sql FROM sqlite_schema WHERE name <> 'schema_migrations' ORDER BY name",
            )
            .all();
        expect(schema(migrated.db)).toEqual(schema(fresh.db));
      } finally {
        await migrated.close();
        await fresh.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

const url = await findTestPostgres();
const schemas = url ? new TestSchemas(url) : undefined;
afterAll(async () => schemas?.dropAll());

describe.skipIf(!url)('PostgreSQL migration 8: source paths', () => {
  it('seeds the default resource with its remembered source file, so the new layout renames it', async () => {
    const schema = (schemas as TestSchemas).next();
    const pool = createPool(url as string, { schema });
    const storage = new PostgresStorage(new PostgresDatabase(pool));
    try {
      await migratePostgres(pool, schema, POSTGRES_VERSION - 1);
      const created = await createProject(
        storage,
        { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
        1,
      );
      for (const [position, [key, text]] of STRINGS.entries()) {
        await pool.query(
          `INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, updated_at)
           VALUES ($1, '', $2, $3, $4, false, 1)`,
          [created.id, key, text, position],
        );
      }
      await pool.query(
        `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
         SELECT id, 'de', 'Jetzt registrieren', 'approved', 'Registrieren', 2 FROM strings WHERE key = 'cta'`,
      );
      for (const [locale, file] of REMEMBERED) {
        await pool.query(
          `INSERT INTO pushed_files (project_id, resource, locale, path, format, sha256, keys, source_locale, updated_at)
           VALUES ($1, '', $2, $3, 'json', 'x', 2, 'en', 3)`,
          [created.id, locale, file],
        );
      }
      await migratePostgres(pool, schema);
      const [row] = (await pool.query('SELECT max(version) AS v FROM schema_migrations')).rows;
      expect(Number(row.v)).toBe(POSTGRES_MIGRATIONS.length);
      expect((await pool.query('SELECT project_id, resource, path FROM resource_sources')).rows).toEqual([
        { project_id: created.id, resource: '', path: COMMON },
      ]);
      await expectRenameOnPush(storage, (await storage.getProject('demo')) as ProjectRecord);
    } finally {
      await storage.close();
    }
  });
});
