// The read cache kept fresh by a change feed instead of a database round trip per request: the
// validator's states (no database needed), the load/invalidation race, the settings, and, when a
// PostgreSQL answers on 127.0.0.1:5432 (and Redis on 6379), two instances on one database, with
// LISTEN/NOTIFY and with Redis. Run the database part under `flock /tmp/ls-e2e.lock`.
import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createProject, updateProject } from '../src/domain/projects.ts';
import { ReadCache } from '../src/http/cache.ts';
import { FeedCacheValidator } from '../src/shared/feed-validator.ts';
import { feedSettingsFromEnv, openPostgresFeedShared } from '../src/shared/postgres-feed.ts';
import { DEFAULT_REDIS_SETTINGS, openRedisShared, type RedisCacheValidator } from '../src/shared/redis.ts';
import type { SharedState } from '../src/shared/types.ts';
import type { PostgresChangeListener } from '../src/storage/postgres/change-listener.ts';
import { parseChange } from '../src/storage/postgres/change-triggers.ts';
import { openPostgresStorage, type PostgresStorage } from '../src/storage/postgres.ts';
import type { ProjectRecord, Storage } from '../src/storage/types.ts';
import { push, TestClock, type TestEnv } from './helpers.ts';
import { findTestPostgres, TestSchemas } from './storage/postgres-server.ts';

const cleanup: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** A change source driven by the test. */
class FakeFeed extends EventEmitter {
  up = false;
  async close() {}
  goUp() {
    this.up = true;
    this.emit('up');
  }
  goDown() {
    this.up = false;
    this.emit('down', new Error('lost'));
  }
}

/** A storage of one project whose settings the test changes; counts revision queries and loads. */
function fakeStorage() {
  let version = 1;
  const counts = { revision: 0, getProject: 0 };
  const storage = {
    async revision() {
      counts.revision++;
      return String(version);
    },
    async getProject(key: string) {
      counts.getProject++;
      return { id: 1, key, sourceLocale: `v${version}` } as unknown as ProjectRecord;
    },
    async close() {},
  };
  return {
    storage: storage as unknown as Storage,
    counts,
    write() {
      version++;
    },
  };
}

describe('FeedCacheValidator (no database)', () => {
  it('checks the revision per read until the feed is up, then asks nothing until a change arrives', async () => {
    const { storage, counts, write } = fakeStorage();
    const feed = new FakeFeed();
    const cache = new ReadCache(storage, new FeedCacheValidator(storage, feed));
    expect((await cache.project('demo'))?.sourceLocale).toBe('v1');
    expect((await cache.project('demo'))?.sourceLocale).toBe('v1');
    expect(counts.revision).toBe(2);

    feed.goUp();
    expect((await cache.project('demo'))?.sourceLocale).toBe('v1');
    const loads = counts.getProject;
    for (let i = 0; i < 5; i++) expect((await cache.project('demo'))?.sourceLocale).toBe('v1');
    expect(counts.revision).toBe(2);
    expect(counts.getProject).toBe(loads);

    write();
    feed.emit('change', 1);
    expect((await cache.project('demo'))?.sourceLocale).toBe('v2');
    expect(counts.revision).toBe(2);
  });

  it('falls back to checking when the feed goes down, and drops everything when it is back', async () => {
    const { storage, counts, write } = fakeStorage();
    const feed = new FakeFeed();
    const cache = new ReadCache(storage, new FeedCacheValidator(storage, feed));
    feed.goUp();
    expect((await cache.project('demo'))?.sourceLocale).toBe('v1');
    feed.goDown();
    // A write whose notification was lost with the connection: the check sees it.
    write();
    expect((await cache.project('demo'))?.sourceLocale).toBe('v2');
    expect(counts.revision).toBe(1);
    // Another one lost while reconnecting: coming back up drops everything.
    write();
    feed.goUp();
    expect((await cache.project('demo'))?.sourceLocale).toBe('v3');
    expect(counts.revision).toBe(1);
  });

  it('does not trust a feed that was up before it was attached until the feed comes up again', async () => {
    const { storage, counts } = fakeStorage();
    const feed = new FakeFeed();
    feed.up = true;
    const cache = new ReadCache(storage, new FeedCacheValidator(storage, feed));
    await cache.project('demo');
    expect(counts.revision).toBe(1);
  });

  it('never keeps an answer loaded across a change that arrived while it was loading', async () => {
    const { storage, write } = fakeStorage();
    const feed = new FakeFeed();
    const cache = new ReadCache(storage, new FeedCacheValidator(storage, feed));
    feed.goUp();
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    let loads = 0;
    const load = async () => {
      loads++;
      const seen = (await storage.getProject('demo'))?.sourceLocale;
      if (loads === 1) await gate;
      return seen;
    };
    // The first read loads v1 and is held; meanwhile a write commits and its notification arrives.
    const first = cache.value(1, 'settings', load);
    await Promise.resolve();
    write();
    feed.emit('change', 1);
    release();
    expect(await first).toBe('v1');
    // What the first read loaded was not kept: the next read loads again and sees the write.
    expect(await cache.value(1, 'settings', load)).toBe('v2');
    expect(loads).toBe(2);
  });
});

describe('change feed settings', () => {
  it('default to LISTEN with a 1 s heartbeat, and name the variable when wrong', () => {
    expect(feedSettingsFromEnv({})).toEqual({ mode: 'listen', heartbeatMs: 1000 });
    expect(feedSettingsFromEnv({ CACHE_FEED: 'off', CACHE_FEED_HEARTBEAT_MS: '250' })).toEqual({
      mode: 'off',
      heartbeatMs: 250,
    });
    expect(feedSettingsFromEnv({ CACHE_FEED: '', CACHE_FEED_HEARTBEAT_MS: ' ' })).toEqual({
      mode: 'listen',
      heartbeatMs: 1000,
    });
    expect(() => feedSettingsFromEnv({ CACHE_FEED: 'redis' })).toThrow(
      'CACHE_FEED must be listen or off, got "redis"',
    );
    expect(() => feedSettingsFromEnv({ CACHE_FEED_HEARTBEAT_MS: '0' })).toThrow(
      'CACHE_FEED_HEARTBEAT_MS must be a positive integer (milliseconds)',
    );
  });

  it('read only notifications of their own schema', () => {
    expect(parseChange('public:42', 'public')).toBe(42);
    expect(parseChange('ls_test_1:42', 'public')).toBeUndefined();
    expect(parseChange('public:x', 'public')).toBeUndefined();
    expect(parseChange('a:b:7', 'a:b')).toBe(7);
  });
});

async function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(5000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => finish(true));
  });
}

const postgresUrl = await findTestPostgres();
const hasRedis = await answers(6379);
if (!postgresUrl)
  process.stderr.write(
    'change-feed.test.ts: no PostgreSQL on 127.0.0.1:5432; the two-instance tests are skipped\n',
  );
if (!hasRedis)
  process.stderr.write('change-feed.test.ts: no Redis on 127.0.0.1:6379; the Redis test is skipped\n');

const EN = { hi: 'Hello', bye: 'Bye' };

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  let schemas: TestSchemas;
  beforeAll(() => {
    schemas = new TestSchemas(postgresUrl as string);
  });
  afterAll(async () => {
    await schemas?.dropAll();
  });

  /** One instance: its own pool on the shared schema, an app, and the shared state `shared` builds. */
  async function instance(
    schema: string,
    clock: TestClock,
    shared: (storage: PostgresStorage) => Promise<SharedState>,
  ) {
    const storage = await openPostgresStorage(schemas.url, { schema, poolMax: 3 });
    let revisions = 0;
    const revision = storage.revision.bind(storage);
    storage.revision = () => {
      revisions++;
      return revision();
    };
    const state = await shared(storage);
    const app = await createApp({ storage, clock, translator: null, shared: state });
    cleanup.push(
      () => storage.close(),
      () => state.close(),
      () => app.close(),
    );
    return { storage, app, revisions: () => revisions };
  }

  async function translations(app: FastifyInstance) {
    const res = await app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    expect(res.statusCode).toBe(200);
    return { body: res.json().translations as Record<string, string>, etag: res.headers.etag };
  }

  async function settings(app: FastifyInstance) {
    const res = await app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    return res.json() as { supportedLocales: string[] };
  }

  /** A gate in front of the listener's connections: closed, every (re)connection fails at once. */
  function gatedConnect(storage: PostgresStorage) {
    const gate = { open: true };
    const connect = () =>
      gate.open
        ? storage.database.dedicatedClient('locale-sync-test-feed')
        : new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 200 });
    return { gate, connect };
  }

  it("with LISTEN/NOTIFY: a write on A, from any path, is in B's next read once its notification arrives; a lost feed falls back to checking", async () => {
    const schema = schemas.next();
    const clock = new TestClock(Date.now());
    const listeners: PostgresChangeListener[] = [];
    const gates: Array<{ open: boolean }> = [];
    const feed = async (storage: PostgresStorage): Promise<SharedState> => {
      const { gate, connect } = gatedConnect(storage);
      const state = await openPostgresFeedShared(storage, { mode: 'listen', heartbeatMs: 200 }, connect);
      listeners.push(state.listener);
      gates.push(gate);
      return state;
    };
    const a = await instance(schema, clock, feed);
    const b = await instance(schema, clock, feed);
    const [, listenerB] = listeners as [PostgresChangeListener, PostgresChangeListener];
    const gateB = gates[1] as { open: boolean };
    expect(listenerB.up).toBe(true);
    const project = await createProject(
      a.storage,
      { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
      clock.now(),
    );
    const envA: TestEnv = { app: a.app, storage: a.storage, clock, project, secret: project.syncSecret };

    const changeOnB = () => once(listenerB, 'change');

    // A push on A (the sync API); A's own next read has it at once, B's once the notification is in.
    expect((await translations(a.app)).body).toEqual({});
    let changed = changeOnB();
    expect(
      (
        await push(envA, [
          { locale: 'en', content: EN },
          { locale: 'de', content: { hi: 'Hallo' } },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await translations(a.app)).body).toEqual({ Hello: 'Hallo' });
    await changed;
    const cached = await translations(b.app);
    expect(cached.body).toEqual({ Hello: 'Hallo' });
    // Read again: from memory, without asking the database.
    const before = b.revisions();
    expect(await translations(b.app)).toEqual(cached);
    expect(b.revisions()).toBe(before);

    // A translation set, then approved, through storage (the admin CLI's path): announced by the
    // database itself, each on commit.
    changed = changeOnB();
    await a.storage.setTranslation(project.id, 'bye', 'de', 'Tschüss', 'translated', clock.now());
    await changed;
    expect((await translations(b.app)).body).toEqual({ Hello: 'Hallo' });
    changed = changeOnB();
    await a.storage.approve(project.id, { locale: 'de' }, clock.now());
    await changed;
    const approved = await translations(b.app);
    expect(approved.body).toEqual({ Hello: 'Hallo', Bye: 'Tschüss' });
    expect(approved.etag).not.toBe(cached.etag);

    // Project settings.
    expect((await settings(b.app)).supportedLocales).toEqual(['en', 'de']);
    changed = changeOnB();
    await updateProject(a.storage, project, { supportedLocales: ['en', 'de', 'fr'] }, clock.now());
    await changed;
    expect((await settings(b.app)).supportedLocales).toEqual(['en', 'de', 'fr']);
    expect(b.revisions()).toBe(before);

    // The feed connection is lost (PostgreSQL ended it) and cannot come back yet: B checks per read.
    gateB.open = false;
    const down = once(listenerB, 'down');
    await a.storage.database.rows('SELECT pg_terminate_backend($1)', [listenerB.backendPid]);
    await down;
    expect(listenerB.up).toBe(false);
    await a.storage.setTranslation(project.id, 'bye', 'de', 'Ciao', 'approved', clock.now());
    // No notification reaches B now; its next read is fresh all the same.
    expect((await translations(b.app)).body).toEqual({ Hello: 'Hallo', Bye: 'Ciao' });
    expect(b.revisions()).toBeGreaterThan(before);

    // Back up: what happened meanwhile is dropped, and reads stop asking again.
    await a.storage.setTranslation(project.id, 'hi', 'de', 'Servus', 'approved', clock.now());
    const up = once(listenerB, 'up');
    gateB.open = true;
    await up;
    expect((await translations(b.app)).body).toEqual({ Hello: 'Servus', Bye: 'Ciao' });
    const afterUp = b.revisions();
    changed = changeOnB();
    await a.storage.setTranslation(project.id, 'hi', 'de', 'Grüß Gott', 'approved', clock.now());
    await changed;
    expect((await translations(b.app)).body).toEqual({ Hello: 'Grüß Gott', Bye: 'Ciao' });
    expect(b.revisions()).toBe(afterUp);
  });

  it('with LISTEN/NOTIFY: B never serves an answer older than the last notification it received', async () => {
    const schema = schemas.next();
    const clock = new TestClock(Date.now());
    const listeners: PostgresChangeListener[] = [];
    const feed = async (storage: PostgresStorage): Promise<SharedState> => {
      const state = await openPostgresFeedShared(storage, { mode: 'listen', heartbeatMs: 200 });
      listeners.push(state.listener);
      return state;
    };
    const a = await instance(schema, clock, feed);
    const b = await instance(schema, clock, feed);
    const listenerB = listeners[1] as PostgresChangeListener;
    const project = await createProject(
      a.storage,
      { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
      clock.now(),
    );
    const envA: TestEnv = { app: a.app, storage: a.storage, clock, project, secret: project.syncSecret };
    await push(envA, [{ locale: 'en', content: EN }]);
    // Every committed value is numbered; reads on B race with the writes on A, and each read must
    // show at least the value whose notification B had received when the read began.
    let notified = 0;
    let committed = 0;
    listenerB.on('change', () => {
      notified = committed;
    });
    const reads: Array<Promise<void>> = [];
    for (let i = 1; i <= 30; i++) {
      await a.storage.setTranslation(project.id, 'hi', 'de', `v${i}`, 'approved', clock.now());
      committed = i;
      const floor = notified;
      reads.push(
        translations(b.app).then(({ body }) => {
          const seen = Number((body.Hello ?? 'v0').slice(1));
          expect(seen).toBeGreaterThanOrEqual(floor);
        }),
      );
    }
    await Promise.all(reads);
    const last = once(listenerB, 'change');
    await a.storage.setTranslation(project.id, 'hi', 'de', 'final', 'approved', clock.now());
    await last;
    expect((await translations(b.app)).body.Hello).toBe('final');
  });

  it.skipIf(!hasRedis)("with Redis: a push on A is in B's next read once the message arrives", async () => {
    const schema = schemas.next();
    const clock = new TestClock(Date.now());
    const keyPrefix = `locale-sync-test:${randomUUID()}:`;
    // A long safety interval: B's freshness must come from the message, not from its revision check.
    const redis = async (storage: PostgresStorage) =>
      openRedisShared(storage, {
        url: 'redis://127.0.0.1:6379',
        ...DEFAULT_REDIS_SETTINGS,
        cacheCheckMs: 600_000,
        keyPrefix,
      });
    const a = await instance(schema, clock, redis);
    const sharedB: SharedState[] = [];
    const b = await instance(schema, clock, async (storage) => {
      const state = await redis(storage);
      sharedB.push(state);
      return state;
    });
    const validatorB = sharedB[0]?.cacheValidator as RedisCacheValidator;
    const project = await createProject(
      a.storage,
      { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
      clock.now(),
    );
    const envA: TestEnv = { app: a.app, storage: a.storage, clock, project, secret: project.syncSecret };
    await push(envA, [
      { locale: 'en', content: EN },
      { locale: 'de', content: { hi: 'Hallo' } },
    ]);
    await a.storage.approve(project.id, { locale: 'de' }, clock.now());
    expect((await translations(b.app)).body).toEqual({ Hello: 'Hallo' });
    const revisions = b.revisions();
    expect((await translations(b.app)).body).toEqual({ Hello: 'Hallo' });
    expect(b.revisions()).toBe(revisions);

    const changed = once(validatorB, 'change');
    expect(
      (
        await push(envA, [
          { locale: 'en', content: EN },
          { locale: 'de', content: { hi: 'Hallo!', bye: 'Tschüss' } },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await changed).toEqual([project.id]);
    expect((await translations(b.app)).body).toEqual({ Hello: 'Hallo!', Bye: 'Tschüss' });
    expect(b.revisions()).toBe(revisions);
  });
});
