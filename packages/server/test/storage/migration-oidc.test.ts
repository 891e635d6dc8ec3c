// A database created before keyless sync (no trust policies, no secrets switch, pushes without how
// they authenticated) keeps working once migrated: the secret still signs, older pushes show no
// authentication in the history, and OIDC tokens work once a policy is added.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { bearerRequest } from '@locale-sync/protocol/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { pull, TestClock, type TestEnv } from '../helpers.ts';
import { TestIssuer } from '../support/oidc-issuer.ts';
import { findTestPostgres, TestSchemas } from './postgres-server.ts';

const AUDIENCE = 'https://sync.example.test';
const OLD_SUMMARY = JSON.stringify([
  { locale: 'en', created: ['a', 'b'], updated: [], obsolete: ['c'], kept: [], ignored: [], unchanged: 0 },
]);
/** The schema just before keyless sync's migration, found by name so that renumbering cannot break it. */
const before = (migrations: ReadonlyArray<{ version: number; name: string }>) =>
  (migrations.find((m) => m.name.startsWith('keyless sync')) as { version: number }).version - 1;
let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await TestIssuer.start();
});

/** Checks the migrated database: secret, history, then a token once a policy exists. */
async function expectKeylessAfterMigration(storage: Storage, secret: string) {
  const project = await storage.getProject('demo');
  if (!project) throw new Error('the fixture project is gone');
  expect(project.secretsDisabled).toBe(false);
  expect(await storage.trustPolicies(project.id)).toEqual([]);
  expect(await storage.pushHistory(project.id, 10)).toEqual([
    {
      id: expect.any(Number),
      createdAt: 1,
      repository: 'o/r',
      ref: 'refs/heads/main',
      sha: 'abc',
      auth: null,
      keys: { created: 2, updated: 0, obsolete: 1 },
    },
  ]);
  const clock = new TestClock();
  const app = await createApp({
    storage,
    clock,
    translator: null,
    config: { oidc: { issuers: [issuer.url], audience: AUDIENCE } },
  });
  try {
    const env: TestEnv = { app, storage, clock, project, secret };
    expect((await pull(env)).statusCode).toBe(200);
    await storage.addTrustPolicy(
      project.id,
      {
        issuer: issuer.url,
        repository: 'acme/web',
        repositoryId: null,
        refs: [],
        environments: [],
        workflows: [],
        access: 'push',
      },
      clock.now(),
    );
    const token = await issuer.mint({ nowMs: clock.now(), audience: AUDIENCE });
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/api/sync/pull',
      headers: { ...bearerRequest({ projectKey: 'demo', token, nowMs: clock.now() }) },
    });
    expect(res.statusCode).toBe(200);
  } finally {
    await app.close();
  }
}

describe('a SQLite database from before keyless sync', () => {
  it('keeps the secret and its push history, and takes OIDC tokens once migrated', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ls-migrate-oidc-'));
    try {
      const path = join(folder, 'old.sqlite');
      const db = new DatabaseSync(path);
      db.exec('PRAGMA foreign_keys = ON');
      migrate(db, before(MIGRATIONS));
      const project = await createProject(
        new SqliteStorage(db),
        { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
        1,
      );
      db.prepare(
        `INSERT INTO pushes (project_id, repository, ref, sha, summary, created_at) VALUES (?, 'o/r', 'refs/heads/main', 'abc', ?, 1)`,
      ).run(project.id, OLD_SUMMARY);
      db.close();
      const storage = openSqliteStorage(path);
      try {
        expect(storage.db.prepare('SELECT max(version) AS v FROM schema_migrations').get()?.v).toBe(
          MIGRATIONS.length,
        );
        await expectKeylessAfterMigration(storage, project.syncSecret);
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
afterAll(async () => {
  await schemas?.dropAll();
  await issuer.close();
});

describe.skipIf(!url)('a PostgreSQL database from before keyless sync', () => {
  it('keeps the secret and its push history, and takes OIDC tokens once migrated', async () => {
    const schema = (schemas as TestSchemas).next();
    const pool = createPool(url as string, { schema });
    const storage = new PostgresStorage(new PostgresDatabase(pool));
    try {
      await migratePostgres(pool, schema, before(POSTGRES_MIGRATIONS));
      const project = await createProject(
        storage,
        { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
        1,
      );
      await pool.query(
        `INSERT INTO pushes (project_id, repository, ref, sha, summary, created_at) VALUES ($1, 'o/r', 'refs/heads/main', 'abc', $2, 1)`,
        [project.id, OLD_SUMMARY],
      );
      await migratePostgres(pool, schema);
      await expectKeylessAfterMigration(storage, project.syncSecret);
    } finally {
      await storage.close();
    }
  });
});
