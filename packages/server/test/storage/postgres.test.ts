import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { StorageBusyError, StorageFullError, StorageUnavailableError } from '../../src/storage/busy.ts';
import { openStorage, storageBackend, storageConfigFromEnv } from '../../src/storage/open.ts';
import { explainOpenError, mapPostgresError } from '../../src/storage/postgres/errors.ts';
import { POSTGRES_MIGRATIONS } from '../../src/storage/postgres/migrations.ts';
import { openPostgresStorage, PostgresStorage } from '../../src/storage/postgres.ts';
import { StorageInvalidTextError } from '../../src/storage/texts.ts';
import { newProject, storageContract } from './contract.ts';
import { findTestPostgres, TestSchemas } from './postgres-server.ts';
import { startSilentRelay } from './silent-relay.ts';

const url = await findTestPostgres();
if (!url) {
  // The one line that says which backend this run did not test (npm test passes without PostgreSQL).
  console.warn(
    'PostgreSQL storage tests skipped: no PostgreSQL answers at 127.0.0.1:5432 (database test); start it or set TEST_DATABASE_URL',
  );
}
const schemas = url ? new TestSchemas(url) : undefined;
afterAll(async () => schemas?.dropAll());

const schemaOf = new WeakMap<object, string>();

describe.skipIf(!url)(
  url
    ? 'PostgreSQL storage contract'
    : 'PostgreSQL storage contract: skipped, no PostgreSQL answers at 127.0.0.1:5432 (database test; set TEST_DATABASE_URL to use another)',
  () => {
    storageContract({
      async open() {
        const schema = (schemas as TestSchemas).next();
        const storage = await openPostgresStorage(url as string, { schema, lockTimeoutMs: 300, poolMax: 4 });
        schemaOf.set(storage, schema);
        return storage;
      },
      async failPushRecords(storage) {
        const client = await (schemas as TestSchemas).client(schemaOf.get(storage) as string);
        try {
          await client.query(`
            CREATE FUNCTION fail_pushes() RETURNS trigger LANGUAGE plpgsql AS $$
              BEGIN RAISE EXCEPTION 'disk full (injected)'; END $$;
            CREATE TRIGGER fail_pushes BEFORE INSERT ON pushes FOR EACH ROW EXECUTE FUNCTION fail_pushes();`);
        } finally {
          await client.end();
        }
      },
      async holdPushLock(storage, project) {
        const client = await (schemas as TestSchemas).client(schemaOf.get(storage) as string);
        await client.query('BEGIN');
        await client.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [project.id]);
        return async () => {
          await client.query('ROLLBACK');
          await client.end();
        };
      },
    });

    describe('PostgreSQL specifics', () => {
      it('migrates once when several instances start at once, and again finds nothing to do', async () => {
        const schema = (schemas as TestSchemas).next();
        const storages = await Promise.all(
          Array.from({ length: 4 }, () => openPostgresStorage(url as string, { schema, poolMax: 2 })),
        );
        try {
          await storages[0]?.createProject(newProject(), 1);
          for (const storage of storages) expect((await storage.getProject('demo'))?.key).toBe('demo');
          const [versions] = await storages[1]!.database.rows<{ n: string }>(
            'SELECT count(*) AS n FROM schema_migrations',
          );
          expect(Number(versions?.n)).toBe(POSTGRES_MIGRATIONS.length);
        } finally {
          await Promise.all(storages.map((s) => s.close()));
        }
      });

      it('gives up a statement whose answer never comes (a silent network): 503, not a request that hangs', async () => {
        // statement_timeout is enforced by the server, which a black-holed network never reaches: the
        // client must stop waiting on its own, and drop the connection instead of reusing it.
        const relay = await startSilentRelay(url as string);
        const schema = (schemas as TestSchemas).next();
        const storage = await openPostgresStorage(relay.url, {
          schema,
          statementTimeoutMs: 100,
          connectTimeoutMs: 2000,
          poolMax: 2,
        });
        try {
          await storage.createProject(newProject(), 1);
          // Two idle pooled connections: one for a single statement, one for a transaction.
          await Promise.all([storage.getProject('demo'), storage.getProject('demo')]);
          relay.silence();
          const [read, write] = await Promise.all([
            storage.getProject('demo').catch((err: unknown) => err),
            storage.updateProject('demo', { supportedLocales: ['en', 'de'] }, 2).catch((err: unknown) => err),
          ]);
          expect(read).toBeInstanceOf(StorageUnavailableError);
          expect(write).toBeInstanceOf(StorageUnavailableError);
          // Neither connection went back to the pool: the next statement needs a new one, which the
          // silent network cannot give either.
          expect(await storage.getProject('demo').catch((err: unknown) => err)).toBeInstanceOf(
            StorageUnavailableError,
          );
        } finally {
          await storage.close();
          await relay.close();
        }
      }, 30_000);

      it('refuses a replayed nonce across instances (two pools on one database)', async () => {
        const schema = (schemas as TestSchemas).next();
        const a = await openPostgresStorage(url as string, { schema });
        const b = await openPostgresStorage(url as string, { schema });
        try {
          const project = await a.createProject(newProject(), 1);
          const answers = await Promise.all([
            a.useNonce(project.id, 'n', 10_000, 5),
            b.useNonce(project.id, 'n', 10_000, 5),
            a.useNonce(project.id, 'n', 10_000, 5),
            b.useNonce(project.id, 'n', 10_000, 5),
          ]);
          expect(answers.filter(Boolean)).toHaveLength(1);
        } finally {
          await a.close();
          await b.close();
        }
      });

      /** Waits until a statement of another connection waits for a lock on `relation` of `schema`. */
      async function waitForLockWait(client: pg.Client, schema: string, relation: string): Promise<void> {
        // A loaded machine may take a while to bring the statement to its lock: 25 s, then it fails.
        for (const giveUp = Date.now() + 25_000; Date.now() < giveUp; ) {
          const { rows } = await client.query(
            `SELECT count(*) AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
               JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE NOT l.granted AND n.nspname = $1 AND c.relname = $2`,
            [schema, relation],
          );
          if (Number(rows[0]?.n) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error(`nothing waited for a lock on ${relation} within 25 s`);
      }

      it('reads a pull of many locales and resources in one statement for all its translations', async () => {
        const schema = (schemas as TestSchemas).next();
        const storage = await openPostgresStorage(url as string, { schema });
        try {
          const locales = ['en', 'de', 'fr', 'it', 'ja'];
          const project = await storage.createProject(
            newProject({ sourceLocale: 'en', supportedLocales: locales }),
            1,
          );
          // Three resources of two keys each, every locale translated but `ja`'s second resource.
          const files = ['a', 'b', 'c'].flatMap((resource) =>
            locales
              .filter((locale) => !(locale === 'ja' && resource === 'b'))
              .map((locale) => ({
                locale,
                path: `locales/${locale}/${resource}.json`,
                resource: `locales/en/${resource}.json`,
                entries: new Map([
                  [`${resource}.one`, `${locale} ${resource} 1`],
                  [`${resource}.two`, `${locale} ${resource} 2`],
                ]),
              })),
          );
          await storage.push(project, { files, dryRun: false, now: 2 });
          // Every statement the pull sends on its connection, counted.
          const statements: string[] = [];
          const pool = storage.database.pool;
          const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
          pool.connect = (async () => {
            const client = await connect();
            const query = client.query.bind(client) as (...args: unknown[]) => unknown;
            client.query = ((config: { text?: string } | string, ...rest: unknown[]) => {
              statements.push(typeof config === 'string' ? config : (config.text ?? ''));
              return query(config, ...rest);
            }) as typeof client.query;
            return client;
          }) as typeof pool.connect;
          const pulled = await storage.pull(project, {
            locales: ['de', 'fr', 'it', 'ja', 'en'],
            status: 'all',
            resources: 'all',
          });
          pool.connect = connect as typeof pool.connect;
          // BEGIN, the resources' counts, the obsolete keys, the source's texts, every translation, COMMIT.
          expect(statements.map((text) => text.trim().split(/\s+/)[0])).toEqual([
            'BEGIN',
            'SELECT',
            'SELECT',
            'SELECT',
            'SELECT',
            'COMMIT',
          ]);
          const byResource = new Map(pulled.map((r) => [r.resource, r.entries]));
          expect([...(byResource.get('locales/en/a.json')?.get('fr') ?? [])]).toEqual([
            ['a.one', 'fr a 1'],
            ['a.two', 'fr a 2'],
          ]);
          expect([...(byResource.get('locales/en/b.json')?.get('ja') ?? [])]).toEqual([]);
          expect([...(byResource.get('locales/en/c.json')?.get('ja') ?? [])]).toEqual([
            ['c.one', 'ja c 1'],
            ['c.two', 'ja c 2'],
          ]);
          expect([...(byResource.get('locales/en/b.json')?.get('en') ?? [])]).toEqual([
            ['b.one', 'en b 1'],
            ['b.two', 'en b 2'],
          ]);
        } finally {
          await storage.close();
        }
      });

      it('reads a pull from one snapshot: a write committed halfway through it is not seen', async () => {
        const schema = (schemas as TestSchemas).next();
        const storage = await openPostgresStorage(url as string, { schema });
        const holder = await (schemas as TestSchemas).client(schema);
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
          // The pull reads the strings, then waits for the translations, which are locked meanwhile.
          await holder.query('BEGIN');
          await holder.query('LOCK TABLE translations IN ACCESS EXCLUSIVE MODE');
          const pulling = storage.pull(project, { locales: ['de'], status: 'all', resources: 'default' });
          await waitForLockWait(holder, schema, 'translations');
          await holder.query("UPDATE translations SET value = 'A2'");
          await holder.query("UPDATE strings SET obsolete = true WHERE key = 'a'");
          await holder.query('COMMIT');
          const [pulled] = await pulling;
          expect(pulled?.sourceKeys).toBe(1);
          expect([...(pulled?.entries.get('de') ?? [])]).toEqual([['a', 'A1']]);
          expect(await storage.sourceState(project)).toEqual({ sourceKeys: 0, obsoleteKeys: ['a'] });
        } finally {
          await holder.end().catch(() => undefined);
          await storage.close();
        }
      });

      it('serializes an admin edit with pushes and forgets the remembered file in the same transaction', async () => {
        const schema = (schemas as TestSchemas).next();
        // A long lock timeout: on a loaded machine the edit may reach its lock late, and must still wait.
        const storage = await openPostgresStorage(url as string, { schema, lockTimeoutMs: 120_000 });
        const holder = await (schemas as TestSchemas).client(schema);
        try {
          const project = await storage.createProject(newProject(), 1);
          const hashed = (locale: string, value: string) => ({
            locale,
            path: `${locale}.json`,
            entries: new Map([['a', value]]),
            format: 'json' as const,
            sha256: 'a'.repeat(64),
          });
          await storage.push(project, {
            files: [hashed('en', 'A'), hashed('de', 'A-de')],
            dryRun: false,
            now: 2,
          });
          expect((await storage.pushedFiles(project)).map((f) => f.locale)).toEqual(['de', 'en']);
          // A push holds the project's lock: the edit waits for it instead of landing inside the push.
          await holder.query('BEGIN');
          await holder.query('SELECT id FROM projects WHERE id = $1 FOR NO KEY UPDATE', [project.id]);
          let settled = false;
          const editing = storage.setTranslation(project.id, 'a', 'de', 'Neu', 'draft', 3).finally(() => {
            settled = true;
          });
          // A row lock is waited for on the holder's transaction, so pg_stat_activity shows the wait.
          const giveUp = Date.now() + 25_000;
          for (;;) {
            // Inside a transaction PostgreSQL answers pg_stat_activity from a snapshot taken at its first
            // read: clear it, or a wait that starts after the first poll is never seen.
            await holder.query('SELECT pg_stat_clear_snapshot()');
            const { rows } = await holder.query(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM projects WHERE id = $1 FOR NO KEY UPDATE%'",
            );
            if (Number(rows[0]?.n) > 0) break;
            if (settled || Date.now() > giveUp)
              throw new Error('the admin edit never waited for the push lock');
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          expect(settled).toBe(false);
          await holder.query('COMMIT');
          await editing;
          expect((await storage.pushedFiles(project)).map((f) => f.locale)).toEqual(['en']);
          expect((await storage.listTranslations(project.id, { locale: 'de' }))[0]?.value).toBe('Neu');
        } finally {
          await holder.end().catch(() => undefined);
          await storage.close();
        }
      });

      it('sees the other instance’s push in its revision and reads', async () => {
        const schema = (schemas as TestSchemas).next();
        const a = await openPostgresStorage(url as string, { schema });
        const b = await openPostgresStorage(url as string, { schema });
        try {
          const project = await a.createProject(newProject(), 1);
          const before = await b.revision();
          await a.push(project, {
            files: [{ locale: 'en', path: 'en.json', entries: new Map([['k', 'v']]) }],
            dryRun: false,
            now: 2,
          });
          expect(await b.revision()).not.toBe(before);
          expect([...(await b.pullEntries(project, 'en', 'approved'))]).toEqual([['k', 'v']]);
        } finally {
          await a.close();
          await b.close();
        }
      });

      it('stores nothing of a push whose connection dies before it commits, and a retry completes', async () => {
        const schema = (schemas as TestSchemas).next();
        const storage = await openPostgresStorage(url as string, { schema });
        const admin = await (schemas as TestSchemas).client(schema);
        try {
          const project = await storage.createProject(newProject(), 1);
          // The push's last write waits in a trigger, so that it can be cut after everything else.
          await admin.query(`
            CREATE FUNCTION slow_pushes() RETURNS trigger LANGUAGE plpgsql AS $$
              BEGIN PERFORM pg_sleep(5); RETURN NEW; END $$;
            CREATE TRIGGER slow_pushes BEFORE INSERT ON pushes FOR EACH ROW EXECUTE FUNCTION slow_pushes();`);
          const entries = new Map(
            Array.from({ length: 500 }, (_, i) => [`k${i}`, `v${i}`] as [string, string]),
          );
          const input = {
            files: [
              { locale: 'en', path: 'en.json', entries },
              { locale: 'de', path: 'de.json', entries },
            ],
            dryRun: false,
            now: 2,
          };
          const pushing = storage.push(project, input).catch((err: unknown) => err);
          let pid: number | undefined;
          // The push reaches its last write late on a loaded machine: looked for during 25 s.
          for (const giveUp = Date.now() + 25_000; pid === undefined && Date.now() < giveUp; ) {
            const { rows } = await admin.query(
              "SELECT pid FROM pg_stat_activity WHERE query LIKE 'INSERT INTO pushes%' AND state = 'active'",
            );
            pid = rows[0]?.pid;
            if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
          }
          expect(pid, 'the push never reached its INSERT INTO pushes within 25 s').toBeDefined();
          await admin.query('SELECT pg_terminate_backend($1)', [pid]);
          expect(await pushing).toBeInstanceOf(StorageUnavailableError);
          expect(await storage.sourceState(project)).toEqual({ sourceKeys: 0, obsoleteKeys: [] });
          expect(await storage.listTranslations(project.id, {})).toEqual([]);
          await admin.query('DROP TRIGGER slow_pushes ON pushes');
          await storage.push(project, input);
          expect((await storage.pullEntries(project, 'de', 'approved')).size).toBe(500);
        } finally {
          await admin.end();
          await storage.close();
        }
      });

      it('answers StorageUnavailableError when its connection is cut mid-query, and recovers with a new one', async () => {
        const schema = (schemas as TestSchemas).next();
        const storage = await openPostgresStorage(url as string, { schema, poolMax: 1 });
        try {
          await storage.createProject(newProject(), 1);
          const [own] = await storage.database.rows<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          // Longer than the wait below may take, so that the connection is cut while the query runs.
          const running = storage.database.rows('SELECT pg_sleep(60)').catch((err: unknown) => err);
          const killer = await (schemas as TestSchemas).client(schema);
          // Wait until the sleep runs, then end that one connection (no other test's).
          for (const giveUp = Date.now() + 25_000; ; ) {
            const { rows } = await killer.query(
              "SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND state = 'active' AND query LIKE 'SELECT pg_sleep%'",
              [own?.pid],
            );
            if (rows.length > 0) break;
            if (Date.now() > giveUp) throw new Error('the query to cut never ran within 25 s');
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await killer.query('SELECT pg_terminate_backend($1)', [own?.pid]);
          await killer.end();
          const error = await running;
          expect(error).toBeInstanceOf(StorageUnavailableError);
          expect((error as StorageUnavailableError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect((await storage.getProject('demo'))?.key).toBe('demo');
        } finally {
          await storage.close();
        }
      });
    });
  },
);

describe('choosing and reaching the PostgreSQL backend', () => {
  it('maps lock and statement timeouts, lost races and lost connections to the typed errors, and nothing else', () => {
    const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
    for (const code of ['55P03', '57014', '40001', '40P01']) {
      const mapped = mapPostgresError(pgError(code));
      expect(mapped).toBeInstanceOf(StorageBusyError);
      expect(mapped).not.toBeInstanceOf(StorageUnavailableError);
    }
    for (const code of ['08006', '57P01', '53300', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(mapPostgresError(pgError(code))).toBeInstanceOf(StorageUnavailableError);
    }
    expect(mapPostgresError(pgError('22021'))).toBeInstanceOf(StorageInvalidTextError);
    expect(mapPostgresError(pgError('53100'))).toBeInstanceOf(StorageFullError);
    expect(mapPostgresError(new Error('timeout exceeded when trying to connect'))).toBeInstanceOf(
      StorageUnavailableError,
    );
    expect(mapPostgresError(new Error('Connection terminated unexpectedly'))).toBeInstanceOf(
      StorageUnavailableError,
    );
    for (const other of [pgError('23505'), pgError('42P01'), new Error('boom'), 'text']) {
      expect(mapPostgresError(other)).toBe(other);
    }
  });

  it('names DATABASE_URL and what to change when PostgreSQL refuses the URL as written', () => {
    const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(String(explainOpenError(pgError('3D000', 'database "nodb" does not exist')))).toBe(
      'Error: DATABASE_URL: database "nodb" does not exist; create that database, or name an existing one at the end of DATABASE_URL',
    );
    expect(String(explainOpenError(pgError('28P01', 'password authentication failed')))).toMatch(
      /^Error: DATABASE_URL: password authentication failed; check the user and password in DATABASE_URL/,
    );
    expect(
      String(explainOpenError(pgError('28000', 'no PostgreSQL user name specified in startup packet'))),
    ).toMatch(/DATABASE_URL names no user and neither PGUSER nor USER is set: write it in the URL/);
    expect(explainOpenError(pgError('ECONNREFUSED', 'connect ECONNREFUSED'))).toBeInstanceOf(
      StorageUnavailableError,
    );
    const other = pgError('23505', 'duplicate');
    expect(explainOpenError(other)).toBe(other);
  });

  it.skipIf(!url)('stops a start on a database that does not exist, naming DATABASE_URL', async () => {
    const missing = new URL(url as string);
    missing.pathname = '/locale_sync_no_such_database';
    await expect(openPostgresStorage(missing.href)).rejects.toThrow(
      /^DATABASE_URL: database "locale_sync_no_such_database" does not exist; create that database/,
    );
  });

  it('selects PostgreSQL only for postgres:// and postgresql:// URLs, and refuses other databases', () => {
    expect(storageBackend(undefined)).toBe('sqlite');
    expect(storageBackend('')).toBe('sqlite');
    expect(storageBackend('postgres://u@h/db')).toBe('postgres');
    expect(storageBackend('postgresql://u@h/db')).toBe('postgres');
    expect(() => storageBackend('mysql://user:secret@h/db')).toThrow(/postgres:\/\/.*mysql:\/\/…@h\/db/);
    expect(() => storageBackend('mysql://user:secret@h/db')).not.toThrow(/secret/);
  });

  it('reads the pool bounds and timeouts from the environment and refuses bad numbers', () => {
    const config = storageConfigFromEnv(
      {
        DATABASE_URL: 'postgres://h/db',
        PG_POOL_MAX: '3',
        PG_LOCK_TIMEOUT_MS: '250',
        PG_STATEMENT_TIMEOUT_MS: '9000',
        PG_CONNECT_TIMEOUT_MS: '100',
      },
      { sqlitePath: 'x.db' },
    );
    expect(config).toEqual({
      databaseUrl: 'postgres://h/db',
      sqlitePath: 'x.db',
      postgres: { poolMax: 3, lockTimeoutMs: 250, statementTimeoutMs: 9000, connectTimeoutMs: 100 },
    });
    expect(() => storageConfigFromEnv({ PG_POOL_MAX: '0' }, { sqlitePath: 'x.db' })).toThrow(
      /PG_POOL_MAX must be a positive integer/,
    );
  });

  it('answers StorageUnavailableError (a 503, never a 500) when nothing listens at the URL', async () => {
    const error = await openStorage({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      sqlitePath: ':memory:',
      postgres: { connectTimeoutMs: 1000 },
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error).toBeInstanceOf(StorageBusyError);
    expect((error as Error).message).toMatch(/cannot be reached.*DATABASE_URL/);
  });

  it.skipIf(!url)('opens PostgreSQL from openStorage when DATABASE_URL says so', async () => {
    const storage = await openStorage({
      databaseUrl: url,
      sqlitePath: ':memory:',
      postgres: { schema: (schemas as TestSchemas).next() },
    });
    try {
      expect(storage).toBeInstanceOf(PostgresStorage);
    } finally {
      await storage.close();
    }
  });
});
