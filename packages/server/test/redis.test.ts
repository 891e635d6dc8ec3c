import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createProject } from '../src/domain/projects.ts';
import { LayeredLimiter, memoryLimiterStore } from '../src/rate-limit.ts';
import {
  DEFAULT_REDIS_SETTINGS,
  openRedisShared,
  type RedisSettings,
  redisChangeFeed,
  redisLimiterStore,
  redisNonces,
  redisSettingsFromEnv,
} from '../src/shared/redis.ts';
import type { SharedState } from '../src/shared/types.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';
import { push, signed, TestClock, type TestEnv } from './helpers.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** True when something answers PING on 127.0.0.1:6379 within 5 s (a busy machine is slow, not absent). */
async function redisAnswers(): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(5000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => finish(d.toString().startsWith('+PONG')));
  });
}

const hasRedis = await redisAnswers();
if (!hasRedis) {
  process.stderr.write(
    'redis.test.ts: no Redis answers on 127.0.0.1:6379; the tests that need one are skipped\n',
  );
}

const cleanup: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** Settings with a key prefix of their own, so runs never see each other's keys. */
function settings(over: Partial<RedisSettings> = {}): RedisSettings {
  return {
    url: REDIS_URL,
    ...DEFAULT_REDIS_SETTINGS,
    keyPrefix: `locale-sync-test:${randomUUID()}:`,
    ...over,
  };
}

const RATE_LIMITS = {
  enabled: true,
  perIp: { points: 1000, durationSeconds: 60 },
  perProject: { points: 1000, durationSeconds: 60 },
  global: { points: 1000, durationSeconds: 60 },
  failOpenBudgetPerMinute: 2,
};

/** Two instances on one SQLite file, each with its own Redis connections under one key prefix. */
async function twoInstances(redis: RedisSettings): Promise<{ a: TestEnv; b: TestEnv }> {
  const file = join(await mkdtemp(join(tmpdir(), 'ls-redis-')), 'db.sqlite');
  const clock = new TestClock(Date.now());
  const envs: TestEnv[] = [];
  let project: Awaited<ReturnType<typeof createProject>> | undefined;
  for (let i = 0; i < 2; i++) {
    const storage = openSqliteStorage(file);
    project ??= await createProject(
      storage,
      { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
      clock.now(),
    );
    const shared = await openRedisShared(storage, redis);
    const app = await createApp({ storage, clock, translator: null, shared });
    cleanup.push(
      () => storage.close(),
      () => shared.close(),
      () => app.close(),
    );
    envs.push({ app, storage, clock, project, secret: project.syncSecret });
  }
  return { a: envs[0] as TestEnv, b: envs[1] as TestEnv };
}

describe('REDIS_URL settings', () => {
  it('are read from the environment, and refused naming the variable when wrong', () => {
    expect(redisSettingsFromEnv({})).toBeUndefined();
    expect(redisSettingsFromEnv({ REDIS_URL: 'redis://r:6379/2', CACHE_CHECK_MS: '250' })).toMatchObject({
      url: 'redis://r:6379/2',
      cacheCheckMs: 250,
      commandTimeoutMs: 500,
      heartbeatMs: 1000,
      keyPrefix: 'locale-sync:',
    });
    expect(redisSettingsFromEnv({ REDIS_URL: 'redis://r', REDIS_HEARTBEAT_MS: '200' })?.heartbeatMs).toBe(
      200,
    );
    expect(() => redisSettingsFromEnv({ REDIS_URL: 'redis://r', REDIS_HEARTBEAT_MS: '0' })).toThrow(
      'REDIS_HEARTBEAT_MS must be a positive integer, got "0"',
    );
    expect(() => redisSettingsFromEnv({ REDIS_URL: 'http://user:pw@r' })).toThrow(
      'REDIS_URL must start with redis:// or rediss:// (got "http://…@r")',
    );
    expect(() => redisSettingsFromEnv({ REDIS_URL: 'redis://r', REDIS_COMMAND_TIMEOUT_MS: '0' })).toThrow(
      'REDIS_COMMAND_TIMEOUT_MS must be a positive integer, got "0"',
    );
  });
});

describe('when Redis does not answer (no server needed)', () => {
  /** An app whose shared state sits on a Redis client that never connected. */
  async function appOnDeadRedis(options: { memoryLimits?: boolean } = {}) {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    dead.on('error', () => {});
    const prefix = 'locale-sync-test:';
    const shared: SharedState = {
      limiterStore: redisLimiterStore(dead, prefix),
      nonces: redisNonces(dead, prefix),
      changes: redisChangeFeed(dead, prefix),
      readiness: [{ name: 'redis', check: async () => void (await dead.ping()) }],
      close: async () => dead.disconnect(),
    };
    const storage = openSqliteStorage(':memory:');
    const clock = new TestClock();
    const project = await createProject(
      storage,
      { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
      clock.now(),
    );
    const app = await createApp({
      storage,
      clock,
      translator: null,
      shared,
      config: { rateLimits: RATE_LIMITS },
      ...(options.memoryLimits && { limiterStore: memoryLimiterStore }),
    });
    cleanup.push(
      () => storage.close(),
      () => app.close(),
    );
    return { app, storage, clock, project, secret: project.syncSecret } satisfies TestEnv;
  }

  it('lets SDK reads through on the fail-open budget, saying so, and answers 503 once it is spent', async () => {
    const env = await appOnDeadRedis();
    const get = () => env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    for (let i = 0; i < 2; i++) {
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-sdk-failopen']).toBe('true');
    }
    const spent = await get();
    expect(spent.statusCode).toBe(503);
    expect(spent.headers['retry-after']).toBe('5');
  });

  it('answers sync requests 503 with Retry-After: counters, then nonces (a replay check never accepts blind)', async () => {
    const limited = await appOnDeadRedis();
    const res = await push(limited, [{ locale: 'en', content: { a: 'A' } }]);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error.message).toContain('rate limiting is unavailable');

    const nonceOnly = await appOnDeadRedis({ memoryLimits: true });
    const refused = await push(nonceOnly, [{ locale: 'en', content: { a: 'A' } }]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().error.message).toContain('a replay cannot be ruled out');
    expect((await nonceOnly.storage.pullEntries(nonceOnly.project, 'en', 'all')).size).toBe(0);
  });

  it('reports itself not ready (503 naming Redis) while staying alive', async () => {
    const env = await appOnDeadRedis();
    expect((await env.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await env.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      error: { code: 'service_unavailable', details: { checks: { database: 'ok', redis: 'failing' } } },
    });
  });
});

describe.skipIf(!hasRedis)('with Redis at 127.0.0.1:6379', () => {
  it('refuses a nonce a second time across instances, per project, until it expires', async () => {
    const redis = new Redis(REDIS_URL);
    cleanup.push(() => redis.quit());
    const { keyPrefix } = settings();
    const nonces = redisNonces(redis, keyPrefix);
    const now = Date.now();
    expect(await nonces.use(1, 'n-0123456789abcdef', now + 600_000, now)).toBe(true);
    expect(await redisNonces(redis, keyPrefix).use(1, 'n-0123456789abcdef', now + 600_000, now)).toBe(false);
    expect(await nonces.use(2, 'n-0123456789abcdef', now + 600_000, now)).toBe(true);
    const ttl = await redis.pttl(`${keyPrefix}nonce:1:n-0123456789abcdef`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(600_000);
  });

  it('refuses a replay after Redis has forgotten its nonces (a flush or a restart)', async () => {
    const redisSettings = settings();
    const { a } = await twoInstances(redisSettings);
    const headers = { ...signed(a, 'pull') };
    const pull = () => a.app.inject({ method: 'GET', url: '/api/v1/api/sync/pull', headers });
    expect((await pull()).statusCode).toBe(200);
    // What FLUSHALL does to this deployment, without touching the keys of tests running beside it.
    const redis = new Redis(REDIS_URL);
    cleanup.push(() => redis.quit());
    const keys = await redis.keys(`${redisSettings.keyPrefix}*`);
    expect(keys.some((key) => key.includes(':nonce:'))).toBe(true);
    await redis.del(...keys);
    const replay = await pull();
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('nonce_reused');
  });

  it('counts rate limits in Redis, shared by every limiter on the same prefix', async () => {
    const redis = new Redis(REDIS_URL);
    cleanup.push(() => redis.quit());
    const { keyPrefix } = settings();
    await redis.ping();
    const config = { ...RATE_LIMITS, perIp: { points: 3, durationSeconds: 60 } };
    const one = new LayeredLimiter(config, redisLimiterStore(redis, keyPrefix));
    const two = new LayeredLimiter(config, redisLimiterStore(redis, keyPrefix));
    const kinds = [];
    for (const limiter of [one, two, one, two]) kinds.push((await limiter.check({ ip: '10.0.0.1' })).kind);
    expect(kinds).toEqual(['allowed', 'allowed', 'allowed', 'limited']);
  });

  it('accepts the same signed request on one of two instances only', async () => {
    const { a, b } = await twoInstances(settings());
    const headers = { ...signed(a, 'pull') };
    const [first, second] = await Promise.all(
      [a, b].map((env) => env.app.inject({ method: 'GET', url: '/api/v1/api/sync/pull', headers })),
    );
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 401]);
    expect([first, second].find((r) => r?.statusCode === 401)?.json().error.code).toBe('nonce_reused');
  });

  it("invalidates the other instance's cached SDK answers through the channel, without its revision check", async () => {
    // A revision check once an hour: only the announced change can make B see the push.
    const redis = settings({ cacheCheckMs: 3_600_000 });
    const { a, b } = await twoInstances(redis);
    await push(a, [
      { locale: 'en', content: { hi: 'Hello' } },
      { locale: 'de', content: { hi: 'Hallo' } },
    ]);
    const read = () => b.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    const before = await read();
    expect(before.json()).toEqual({ translations: { Hello: 'Hallo' } });
    // Listen on the channel too: once this probe has the announcement, Redis has sent it to B as well.
    const probe = new Redis(REDIS_URL);
    cleanup.push(() => probe.quit());
    await probe.subscribe(`${redis.keyPrefix}changes`);
    const announced = new Promise<string>((done) =>
      probe.once('message', (_channel, message) => done(message)),
    );
    a.clock.advance(1000);
    expect((await push(a, [{ locale: 'de', content: { hi: 'Servus' } }])).statusCode).toBe(200);
    expect(await announced).toBe(String(a.project.id));
    const after = await read();
    expect(after.json()).toEqual({ translations: { Hello: 'Servus' } });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('is ready when the database and Redis answer', async () => {
    const { a } = await twoInstances(settings());
    const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    // Byte for byte as docs/self-hosting.md shows it: the database first, whichever answered first.
    expect(ready.body).toBe('{"status":"ready","checks":{"database":"ok","redis":"ok"}}');
  });
});
