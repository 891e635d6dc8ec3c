import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createProject } from '../src/domain/projects.ts';
import { StorageUnavailableError } from '../src/storage/busy.ts';
import { openSqliteStorage, type SqliteStorage } from '../src/storage/sqlite.ts';
import { signed, TestClock } from './helpers.ts';

const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const handle of opened.splice(0)) handle.close();
});

/** An app on a database file, as `serve` opens it, and a second connection to the same file. */
async function setupOnFile() {
  const path = join(await mkdtemp(join(tmpdir(), 'ls-busy-')), 'db.sqlite');
  const storage: SqliteStorage = openSqliteStorage(path, { busyTimeoutMs: 2 });
  opened.push(storage);
  const clock = new TestClock();
  const project = await createProject(
    storage,
    { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'], extraction: { extractPhrases: true } },
    clock.now(),
  );
  const app = await createApp({
    storage,
    clock,
    translator: null,
    config: { database: { busyBudgetMs: 200 } },
  });
  opened.push({ close: () => void app.close() });
  const other = new DatabaseSync(path);
  opened.push({ close: () => other.isOpen && other.close() });
  return { app, storage, clock, project, secret: project.syncSecret, other };
}

const phrases = { projectKey: 'demo', phrases: [{ sourceText: 'Hello' }] };

describe('a database locked by another process', () => {
  it('answers 503 database_busy with Retry-After, keeps serving meanwhile, and works again once released', async () => {
    const env = await setupOnFile();
    env.other.exec('BEGIN IMMEDIATE');

    // The write waits asynchronously: /healthz is answered while batch-extract is still waiting.
    const order: string[] = [];
    const extract = env.app
      .inject({ method: 'POST', url: '/api/v1/phrases/batch-extract', payload: phrases })
      .then((res) => {
        order.push('extract');
        return res;
      });
    const health = await env.app.inject({ method: 'GET', url: '/healthz' });
    order.push('healthz');
    expect(health.statusCode).toBe(200);
    const busy = await extract;
    expect(order).toEqual(['healthz', 'extract']);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(busy.json().error.code).toBe('database_busy');

    // The signed sync API records a nonce (a write): the same answer, not a 500 or a 401.
    const pushed = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
      payload: { files: [{ locale: 'en', path: 'en.json', format: 'json', content: '{"a":"A"}' }] },
    });
    expect(pushed.statusCode).toBe(503);
    expect(pushed.json().error.code).toBe('database_busy');
    expect(pushed.headers['retry-after']).toBeDefined();

    // Reads go on: WAL readers do not wait for the writer.
    const settings = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    expect(settings.statusCode).toBe(200);

    env.other.exec('COMMIT');
    const after = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: phrases,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ created: 1 });
  });

  it('a lock released within the budget costs a wait, not an error', async () => {
    const env = await setupOnFile();
    env.other.exec('BEGIN IMMEDIATE');
    const extract = env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: phrases,
    });
    setTimeout(() => env.other.exec('COMMIT'), 50);
    const res = await extract;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1 });
  });
});

describe('a database that cannot store or cannot be reached', () => {
  it('answers 503 storage_full with Retry-After when its disk is full, and keeps what was stored', async () => {
    const env = await setupOnFile();
    const push = (content: string) =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/api/sync/push',
        headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
        payload: { files: [{ locale: 'en', path: 'en.json', format: 'json', content }] },
      });
    expect((await push('{"a":"A"}')).statusCode).toBe(200);
    // SQLite answers SQLITE_FULL exactly as on a full disk once the file may not grow.
    const { page_count } = env.storage.db.prepare('PRAGMA page_count').get() as { page_count: number };
    env.storage.db.exec(`PRAGMA max_page_count = ${page_count}`);
    const entries = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [`k${i}`, `text ${i}`.repeat(20)]),
    );
    const full = await push(JSON.stringify(entries));
    expect(full.statusCode).toBe(503);
    expect(full.json().error.code).toBe('storage_full');
    expect(full.json().error.message).toMatch(/disk holding its database is full/);
    expect(full.headers['retry-after']).toBe('60');
    const pulled = await env.app.inject({
      method: 'GET',
      url: '/api/v1/api/sync/pull',
      headers: { ...signed(env, 'pull') },
    });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().sourceKeys).toBe(1);
  });

  it('tells an anonymous caller only that the database cannot be reached, never its address', async () => {
    const env = await setupOnFile();
    const secretDetail = 'connect ECONNREFUSED 10.9.8.7:5432; check DATABASE_URL';
    const failing = new Proxy(env.storage, {
      get(target, property, receiver) {
        if (property === 'getProject') {
          return async () => {
            throw new StorageUnavailableError(`the database cannot be reached (${secretDetail})`, 2);
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const app = await createApp({ storage: failing, clock: env.clock, translator: null });
    opened.push({ close: () => void app.close() });
    const res = await app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('database_busy');
    expect(res.body).not.toContain('10.9.8.7');
    expect(res.body).not.toContain('DATABASE_URL');
    expect(res.headers['retry-after']).toBe('2');
  });
});
