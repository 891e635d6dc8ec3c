// A database of the schema before project branches (SQLite 4, PostgreSQL 3), filled as that code
// filled it, answers main exactly as before once migrated, and then takes branches.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { HEADER_BRANCH, SYNC_PULL_PATH, SYNC_PUSH_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createProject } from '../../src/domain/projects.ts';
import { createPool, PostgresDatabase } from '../../src/storage/postgres/database.ts';
import { migratePostgres } from '../../src/storage/postgres/migrate.ts';
import { POSTGRES_MIGRATIONS } from '../../src/storage/postgres/migrations.ts';
import { PostgresStorage } from '../../src/storage/postgres.ts';
import { migrate } from '../../src/storage/sqlite/migrate.ts';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.ts';
import { openSqliteStorage, SqliteStorage } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/types.ts';
import { pull, push, TestClock, type TestEnv } from '../helpers.ts';
import { findTestPostgres, TestSchemas } from './postgres-server.ts';

/** The rows, as the previous schema held them: resource '' {title, gone (obsolete)}, resource a.json {x}; de translations. */
const STRINGS: Array<[string, string, string, number, boolean]> = [
  ['', 'title', 'Title', 0, false],
  ['', 'gone', 'Gone', 1, true],
  ['a.json', 'x', 'X', 0, false],
];
const TRANSLATIONS: Array<[string, string, string]> = [
  ['', 'title', 'Titel'],
  ['a.json', 'x', 'X-de'],
];
const BEFORE = {
  sourceLocale: 'en',
  sourceKeys: 1,
  obsoleteKeys: ['gone'],
  files: [
    { locale: 'de', format: 'json', content: '{\n  "title": "Titel"\n}\n', keys: 1 },
    { locale: 'de', resource: 'a.json', format: 'json', content: '{\n  "x": "X-de"\n}\n', keys: 1 },
  ],
  resources: [
    { resource: '', sourceKeys: 1, obsoleteKeys: ['gone'] },
    { resource: 'a.json', sourceKeys: 1, obsoleteKeys: [] },
  ],
};

async function expectMainAsBeforeThenBranches(storage: Storage, secret: string) {
  const clock = new TestClock();
  const app = await createApp({ storage, clock, translator: null });
  try {
    const project = await storage.getProject('demo');
    if (!project) throw new Error('the fixture project is gone');
    const env: TestEnv = { app, storage, clock, project, secret };
    expect((await pull(env, 'locales=de&resources=all')).json()).toEqual(BEFORE);
    const branchHeaders = (method: string, path: string) => ({
      ...signRequest({ method, path, projectKey: 'demo', secret, nowMs: clock.now(), branch: 'feature/y' }),
      [HEADER_BRANCH]: 'feature/y',
    });
    const pushed = await app.inject({
      method: 'POST',
      url: `/api/v1${SYNC_PUSH_PATH}`,
      headers: { ...branchHeaders('POST', SYNC_PUSH_PATH), 'content-type': 'application/json' },
      payload: {
        files: [
          { locale: 'en', path: 'locales/en.json', format: 'json', content: '{"title":"Title","y":"Y"}' },
          { locale: 'de', path: 'locales/de.json', format: 'json', content: '{"y":"Y-de"}' },
        ],
      },
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const onBranch = await app.inject({
      method: 'GET',
      url: `/api/v1${SYNC_PULL_PATH}?locales=de`,
      headers: branchHeaders('GET', SYNC_PULL_PATH),
    });
    expect(onBranch.json().files[0].content).toBe('{\n  "title": "Titel",\n  "y": "Y-de"\n}\n');
    expect((await pull(env, 'locales=de&resources=all')).json()).toEqual(BEFORE);
    // A push to main still works on the migrated database.
    const main = await push(env, [{ locale: 'de', content: { title: 'Titel' } }]);
    expect(main.json().keys).toMatchObject({ unchanged: 1 });
  } finally {
    await app.close();
  }
}

describe('a SQLite database of the schema before branches', () => {
  it('answers main as before once migrated, and takes branches', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ls-migrate-branches-'));
    try {
      const path = join(folder, 'old.sqlite');
      const db = new DatabaseSync(path);
      db.exec('PRAGMA foreign_keys = ON');
      migrate(db, 4);
      const project = await createProject(
        new SqliteStorage(db),
        { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
        1,
      );
      for (const [resource, key, text, position, obsolete] of STRINGS) {
        db.prepare(
          'INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1)',
        ).run(project.id, resource, key, text, position, obsolete ? 1 : 0);
      }
      for (const [resource, key, value] of TRANSLATIONS) {
        db.prepare(
          `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
           SELECT id, 'de', ?, 'approved', ?, 1 FROM strings WHERE project_id = ? AND resource = ? AND key = ?`,
        ).run(value, value, project.id, resource, key);
      }
      db.close();
      const storage = openSqliteStorage(path);
      try {
        expect(storage.db.prepare('SELECT max(version) AS v FROM schema_migrations').get()?.v).toBe(
          MIGRATIONS.length,
        );
        await expectMainAsBeforeThenBranches(storage, project.syncSecret);
      } finally {
        await storage.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

const url = await findTestPostgres();
const schemas = url ? new TestSchemas(url) : undefined;
afterAll(async () => schemas?.dropAll());

describe.skipIf(!url)('a PostgreSQL database of the schema before branches', () => {
  it('answers main as before once migrated, and takes branches', async () => {
    const schema = (schemas as TestSchemas).next();
    const pool = createPool(url as string, { schema });
    const storage = new PostgresStorage(new PostgresDatabase(pool));
    try {
      await migratePostgres(pool, schema, 3);
      const project = await createProject(
        storage,
        { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
        1,
      );
      for (const [resource, key, text, position, obsolete] of STRINGS) {
        await pool.query(
          'INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 1)',
          [project.id, resource, key, text, position, obsolete],
        );
      }
      for (const [resource, key, value] of TRANSLATIONS) {
        await pool.query(
          `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
           SELECT id, 'de', $1, 'approved', $1, 1 FROM strings WHERE project_id = $2 AND resource = $3 AND key = $4`,
          [value, project.id, resource, key],
        );
      }
      await migratePostgres(pool, schema);
      const [row] = (await pool.query('SELECT max(version) AS v FROM schema_migrations')).rows;
      expect(Number(row.v)).toBe(POSTGRES_MIGRATIONS.length);
      await expectMainAsBeforeThenBranches(storage, project.syncSecret);
    } finally {
      await storage.close();
    }
  });
});
