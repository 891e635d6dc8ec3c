// A database created before resources existed (the previous schema, filled as the previous code
// filled it) answers exactly as before once migrated: the same pull, the same push/state, the same
// SDK translations, and today's clients keep working on it.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { getFormat } from '@locale-sync/formats';
import { SYNC_PUSH_STATE_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createProject } from '../../src/domain/projects.ts';
import { createPool, PostgresDatabase } from '../../src/storage/postgres/database.ts';
import { migratePostgres } from '../../src/storage/postgres/migrate.ts';
import { PostgresStorage } from '../../src/storage/postgres.ts';
import { migrate } from '../../src/storage/sqlite/migrate.ts';
import { MIGRATIONS } from '../../src/storage/sqlite/migrations.ts';
import { openSqliteStorage, SqliteStorage } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/types.ts';
import { pull, push, TestClock, type TestEnv } from '../helpers.ts';
import { findTestPostgres, TestSchemas } from './postgres-server.ts';

/** The content whose hash the previous code remembered for de (the changed-only push's state). */
const DE_FILE = '{\n  "b.title": "Titel"\n}\n';
const sha = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

/**
 * The rows, as the previous schema held them (no resource column):
 *   strings      b.title (0), a.body (1), gone (2, obsolete), n_other (3), n_few (3, plural form of n_other)
 *   translations de: b.title approved, a.body translated, n_few approved, gone approved; fr: b.title draft
 *   pushed_files de: locales/de.json at sha(DE_FILE), 3 keys
 */
const STRINGS: Array<[string, string, number, boolean, string | null]> = [
  ['b.title', 'Title', 0, false, null],
  ['a.body', 'Body {n}', 1, false, null],
  ['gone', 'Gone', 2, true, null],
  ['n_other', '{n} items', 3, false, null],
  ['n_few', '{n} items', 3, false, 'n_other'],
];
const TRANSLATIONS: Array<[string, string, string, string, string | null]> = [
  ['b.title', 'de', 'Titel', 'approved', 'Titel'],
  ['a.body', 'de', 'Körper {n}', 'translated', null],
  ['n_few', 'de', '{n} Dinge', 'approved', '{n} Dinge'],
  ['gone', 'de', 'Weg', 'approved', 'Weg'],
  ['b.title', 'fr', 'Titre', 'draft', null],
];

const json = (entries: Array<[string, string]>) =>
  getFormat('json').serialize(new Map(entries), { structure: 'flat' });

/** What the previous code answered on this database. */
const BEFORE = {
  pullApproved: {
    sourceLocale: 'en',
    sourceKeys: 3,
    obsoleteKeys: ['gone'],
    files: [
      {
        locale: 'de',
        format: 'json',
        content: json([
          ['b.title', 'Titel'],
          ['n_few', '{n} Dinge'],
        ]),
        keys: 2,
      },
      { locale: 'fr', format: 'json', content: json([]), keys: 0 },
    ],
  },
  pullAll: {
    sourceLocale: 'en',
    sourceKeys: 3,
    obsoleteKeys: ['gone'],
    files: [
      {
        locale: 'de',
        format: 'json',
        content: json([
          ['b.title', 'Titel'],
          ['a.body', 'Körper {n}'],
          ['n_few', '{n} Dinge'],
        ]),
        keys: 3,
      },
      {
        locale: 'en',
        format: 'json',
        content: json([
          ['b.title', 'Title'],
          ['a.body', 'Body {n}'],
          ['n_other', '{n} items'],
        ]),
        keys: 3,
      },
    ],
  },
  pushState: { sourceLocale: 'en', unchanged: [{ locale: 'de', path: 'locales/de.json', keys: 3 }] },
  sdk: { Title: 'Titel' },
};

/**
 * What a pull at status approved adds to BEFORE's answer since the answer counts what the status left
 * out (issue 21): the translated a.body of de and the draft b.title of fr.
 */
const HELD_BACK = [
  { locale: 'de', status: 'translated', count: 1 },
  { locale: 'fr', status: 'draft', count: 1 },
];

/** Checks every answer against BEFORE, then that today's client still pushes and pulls as it did. */
async function expectAnswersAsBefore(storage: Storage, projectKey: string, secret: string) {
  const clock = new TestClock();
  const app = await createApp({ storage, clock, translator: null });
  try {
    const project = await storage.getProject(projectKey);
    if (!project) throw new Error('the fixture project is gone');
    const env: TestEnv = { app, storage, clock, project, secret };
    expect((await pull(env, 'locales=de,fr')).json()).toEqual({
      ...BEFORE.pullApproved,
      heldBack: HELD_BACK,
    });
    expect((await pull(env, 'locales=de,en&status=all')).json()).toEqual(BEFORE.pullAll);
    expect((await pull(env, 'locales=de,fr&resources=all')).json()).toEqual({
      ...BEFORE.pullApproved,
      heldBack: HELD_BACK,
      resources: [{ resource: '', sourceKeys: 3, obsoleteKeys: ['gone'] }],
    });
    const state = await app.inject({
      method: 'POST',
      url: `/api/v1${SYNC_PUSH_STATE_PATH}`,
      headers: {
        ...signRequest({
          method: 'POST',
          path: SYNC_PUSH_STATE_PATH,
          projectKey,
          secret,
          nowMs: clock.now(),
        }),
        'content-type': 'application/json',
      },
      payload: { files: [{ locale: 'de', path: 'locales/de.json', format: 'json', sha256: sha(DE_FILE) }] },
    });
    expect(state.json()).toEqual(BEFORE.pushState);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/translate/${projectKey}/de` })).json(),
    ).toMatchObject({
      translations: BEFORE.sdk,
    });
    // Today's client: the same key pushed again is the same string, not a second one.
    const res = await push(env, [
      { locale: 'en', content: { 'b.title': 'Title', 'a.body': 'Body {n}', n_other: '{n} items' } },
    ]);
    expect(res.json().keys).toMatchObject({ created: 0, unchanged: 3, obsolete: 0 });
    expect(res.json().resources).toEqual([{ resource: '', keys: 3, inPush: true }]);
    expect((await pull(env, 'locales=de,fr')).json()).toEqual({
      ...BEFORE.pullApproved,
      heldBack: HELD_BACK,
    });
  } finally {
    await app.close();
  }
}

describe('a SQLite database of the previous schema', () => {
  it('pulls, answers push/state and the SDK exactly as before once migrated', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ls-migrate-'));
    try {
      const path = join(folder, 'old.sqlite');
      const db = new DatabaseSync(path);
      db.exec('PRAGMA foreign_keys = ON');
      migrate(db, 3);
      const project = await createProject(
        new SqliteStorage(db),
        { key: 'demo', sourceLocale: 'en', locales: ['en', 'de', 'fr'] },
        1,
      );
      for (const [key, text, position, obsolete, pluralOf] of STRINGS) {
        db.prepare(
          'INSERT INTO strings (project_id, key, source_text, position, obsolete, plural_of, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1)',
        ).run(project.id, key, text, position, obsolete ? 1 : 0, pluralOf);
      }
      for (const [key, locale, value, status, repo] of TRANSLATIONS) {
        db.prepare(
          `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
           SELECT id, ?, ?, ?, ?, 1 FROM strings WHERE project_id = ? AND key = ?`,
        ).run(locale, value, status, repo, project.id, key);
      }
      db.prepare(
        `INSERT INTO pushed_files (project_id, locale, path, format, sha256, keys, source_locale, updated_at)
         VALUES (?, 'de', 'locales/de.json', 'json', ?, 3, 'en', 1)`,
      ).run(project.id, sha(DE_FILE));
      db.close();

      const storage = openSqliteStorage(path);
      try {
        expect(storage.db.prepare('SELECT max(version) AS v FROM schema_migrations').get()?.v).toBe(
          MIGRATIONS.at(-1)?.version,
        );
        expect(storage.db.prepare('PRAGMA foreign_keys').get()?.foreign_keys).toBe(1);
        await expectAnswersAsBefore(storage, 'demo', project.syncSecret);
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

describe.skipIf(!url)('a PostgreSQL database of the previous schema', () => {
  it('pulls, answers push/state and the SDK exactly as before once migrated', async () => {
    const schema = (schemas as TestSchemas).next();
    const pool = createPool(url as string, { schema });
    const storage = new PostgresStorage(new PostgresDatabase(pool));
    try {
      await migratePostgres(pool, schema, 2);
      const project = await createProject(
        storage,
        { key: 'demo', sourceLocale: 'en', locales: ['en', 'de', 'fr'] },
        1,
      );
      for (const [key, text, position, obsolete, pluralOf] of STRINGS) {
        await pool.query(
          'INSERT INTO strings (project_id, key, source_text, position, obsolete, plural_of, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 1)',
          [project.id, key, text, position, obsolete, pluralOf],
        );
      }
      for (const [key, locale, value, status, repo] of TRANSLATIONS) {
        await pool.query(
          `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
           SELECT id, $1, $2, $3, $4, 1 FROM strings WHERE project_id = $5 AND key = $6`,
          [locale, value, status, repo, project.id, key],
        );
      }
      await pool.query(
        `INSERT INTO pushed_files (project_id, locale, path, format, sha256, keys, source_locale, updated_at)
         VALUES ($1, 'de', 'locales/de.json', 'json', $2, 3, 'en', 1)`,
        [project.id, sha(DE_FILE)],
      );
      await migratePostgres(pool, schema);
      await expectAnswersAsBefore(storage, 'demo', project.syncSecret);
    } finally {
      await storage.close();
    }
  });
});
