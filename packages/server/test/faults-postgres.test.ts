// PostgreSQL lost under a running server, through a TCP proxy the test breaks (the machine's
// PostgreSQL is never stopped or restarted: other runs share it). Needs a PostgreSQL (skipped
// without one, as storage/postgres.test.ts is); each test has a schema of its own.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createProject } from '../src/domain/projects.ts';
import { openPostgresStorage, type PostgresStorage } from '../src/storage/postgres.ts';
import { pull, push, TestClock, type TestEnv } from './helpers.ts';
import { findTestPostgres, TestSchemas } from './storage/postgres-server.ts';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';

const url = await findTestPostgres();
if (!url) process.stderr.write('faults-postgres.test.ts: no PostgreSQL answers at 127.0.0.1:5432; skipped\n');
const schemas = url ? new TestSchemas(url) : undefined;
afterAll(async () => schemas?.dropAll());

const cleanup: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

interface Faulty extends TestEnv {
  storage: PostgresStorage;
  proxy: FaultProxy;
  /** The same schema on a connection that does not go through the proxy: what is really stored. */
  direct: PostgresStorage;
}

/** One instance whose PostgreSQL connections go through a proxy (a pool of 2, so reuse is tested). */
async function instance(): Promise<Faulty> {
  const target = new URL(url as string);
  const proxy = await startFaultProxy(target.hostname, Number(target.port || 5432));
  const schema = (schemas as TestSchemas).next();
  const storage = await openPostgresStorage(proxy.url(url as string), {
    schema,
    poolMax: 2,
    connectTimeoutMs: 2000,
  });
  const direct = await openPostgresStorage(url as string, { schema, poolMax: 1 });
  const clock = new TestClock(Date.now());
  const project = await createProject(
    storage,
    { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
    clock.now(),
  );
  const app = await createApp({ storage, clock, translator: null });
  cleanup.push(
    () => proxy.close(),
    () => direct.close(),
    () => storage.close(),
    () => app.close(),
  );
  return { app, storage, clock, project, secret: project.syncSecret, proxy, direct };
}

const FIRST = [
  { locale: 'en', content: { a: 'A' } },
  { locale: 'de', content: { a: 'Eins' } },
];
const SECOND = [
  { locale: 'en', content: { a: 'A', b: 'B' } },
  { locale: 'de', content: { a: 'Zwei', b: 'Bee' } },
];

/** What the database really holds of the project, read past the proxy. */
async function stored(env: Faulty): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const locale of ['en', 'de']) {
    out[locale] = Object.fromEntries(await env.direct.pullEntries(env.project, locale, 'all'));
  }
  return out;
}

function expectDatabaseBusy(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe('database_busy');
  // The address and the driver's error go to the log only.
  expect(body.error.message).not.toMatch(/127\.0\.0\.1|ECONNRESET|DATABASE_URL/);
}

describe.skipIf(!url)('PostgreSQL lost under a running server (TCP proxy)', () => {
  it('a connection reset in the middle of a push: 503 database_busy, nothing stored, and the next push completes', async () => {
    const env = await instance();
    expect((await push(env, FIRST)).statusCode).toBe(200);
    const cut = env.proxy.resetWhen('INSERT INTO translations');
    const res = await push(env, SECOND);
    await cut;
    expectDatabaseBusy(res);
    expect(await stored(env)).toEqual({ en: { a: 'A' }, de: { a: 'Eins' } });
    // The pool let the broken connection go: the same push, retried, completes on a new one.
    const retried = await push(env, SECOND);
    expect(retried.statusCode).toBe(200);
    expect(await stored(env)).toEqual({ en: { a: 'A', b: 'B' }, de: { a: 'Zwei', b: 'Bee' } });
  });

  it('a connection reset as the COMMIT is sent: 503, nothing stored; reset as its answer comes back: 503, and the retry changes nothing', async () => {
    const env = await instance();
    expect((await push(env, FIRST)).statusCode).toBe(200);
    const cut = env.proxy.resetWhen('COMMIT');
    expectDatabaseBusy(await push(env, SECOND));
    await cut;
    expect(await stored(env)).toEqual({ en: { a: 'A' }, de: { a: 'Eins' } });

    // The COMMIT reached PostgreSQL, its answer did not reach the server: the push is stored, the
    // client told 503, and its retry (the same files) answers that nothing changed.
    const lost = env.proxy.resetAnswer('COMMIT');
    expectDatabaseBusy(await push(env, SECOND));
    await lost;
    expect(await stored(env)).toEqual({ en: { a: 'A', b: 'B' }, de: { a: 'Zwei', b: 'Bee' } });
    const retried = await push(env, SECOND);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().keys).toMatchObject({ created: 0, updated: 0 });
  });

  it('a connection reset during a pull: 503 before any byte of the answer, and the next pull is whole', async () => {
    const env = await instance();
    expect((await push(env, FIRST)).statusCode).toBe(200);
    const cut = env.proxy.resetWhen('REPEATABLE READ');
    const res = await pull(env, 'locales=en,de');
    await cut;
    expectDatabaseBusy(res);
    expect(res.headers['x-sync-files-last']).toBeUndefined();
    const again = await pull(env, 'locales=en,de');
    expect(again.statusCode).toBe(200);
    expect(again.json().files.map((f: { locale: string }) => f.locale)).toEqual(['en', 'de']);
  });

  it('PostgreSQL unreachable: every API answers 503, /readyz names the database, and all recovers without a restart', async () => {
    const env = await instance();
    expect((await push(env, FIRST)).statusCode).toBe(200);
    env.proxy.reset();
    // An SDK read the read cache cannot answer (a project it has not looked up), a push, a pull.
    expectDatabaseBusy(await env.app.inject({ method: 'GET', url: '/api/v1/translate/other/de' }));
    expectDatabaseBusy(await push(env, SECOND));
    expectDatabaseBusy(await pull(env));
    const readyz = await env.app.inject({ method: 'GET', url: '/readyz' });
    expect(readyz.statusCode).toBe(503);
    expect(readyz.json().error.details.checks).toEqual({ database: 'failing' });
    expect((await env.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(await stored(env)).toEqual({ en: { a: 'A' }, de: { a: 'Eins' } });

    env.proxy.heal();
    expect((await env.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await push(env, SECOND)).statusCode).toBe(200);
    const read = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ translations: { A: 'Zwei', B: 'Bee' } });
  });
});
