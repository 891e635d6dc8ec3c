// Redis failing under a running server, and coming back, through a TCP proxy the test breaks (the
// machine's Redis itself is never stopped: other runs share it). The storage is the one TEST_STORAGE
// selects (storage/test-backend.ts), so .ci/run runs this on SQLite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createProject } from '../src/domain/projects.ts';
import { openRedisShared, type RedisCacheValidator } from '../src/shared/redis.ts';
import { push, signed, TestClock, type TestEnv } from './helpers.ts';
import { openTestStorage } from './storage/test-backend.ts';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/** True when something answers PING at REDIS within 5 s. */
async function redisAnswers(): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
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
if (!hasRedis) process.stderr.write(`faults-redis.test.ts: no Redis answers at ${REDIS.host}; skipped\n`);

const cleanup: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

interface Faulty extends TestEnv {
  proxy: FaultProxy;
  validator: RedisCacheValidator;
  /** The change channel of this instance's key prefix. */
  channel: string;
}

/**
 * One instance whose Redis connections go through a proxy. The revision safety check runs only every
 * `cacheCheckMs` (a minute by default here), so what a test sees of the read cache is the feed's work.
 */
async function instance(
  options: { cacheCheckMs?: number; heartbeatMs?: number; failOpenBudget?: number } = {},
): Promise<Faulty> {
  const proxy = await startFaultProxy(REDIS.hostname, Number(REDIS.port || 6379));
  const storage = await openTestStorage();
  const clock = new TestClock(Date.now());
  const project = await createProject(
    storage,
    { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
    clock.now(),
  );
  const keyPrefix = `locale-sync-test:${randomUUID()}:`;
  const shared = await openRedisShared(storage, {
    url: proxy.url(REDIS.toString()),
    commandTimeoutMs: 300,
    cacheCheckMs: options.cacheCheckMs ?? 60_000,
    ...(options.heartbeatMs !== undefined && { heartbeatMs: options.heartbeatMs }),
    keyPrefix,
  });
  const app = await createApp({
    storage,
    clock,
    translator: null,
    shared,
    config: {
      rateLimits: {
        enabled: true,
        perIp: { points: 1000, durationSeconds: 60 },
        perProject: { points: 1000, durationSeconds: 60 },
        global: { points: 1000, durationSeconds: 60 },
        failOpenBudgetPerMinute: options.failOpenBudget ?? 100,
      },
    },
  });
  cleanup.push(
    () => proxy.close(),
    () => storage.close(),
    () => shared.close(),
    () => app.close(),
  );
  const validator = shared.cacheValidator as RedisCacheValidator;
  return {
    app,
    storage,
    clock,
    project,
    secret: project.syncSecret,
    proxy,
    validator,
    channel: `${keyPrefix}changes`,
  };
}

const BOTH = [
  { locale: 'en', content: { a: 'A' } },
  { locale: 'de', content: { a: 'Eins' } },
];
const translate = (env: TestEnv) => env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
const settings = (env: TestEnv) => env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });

/** Polls `probe` every 50 ms until it is true (the test's own timeout bounds the wait). */
async function until(probe: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await probe())) await new Promise((r) => setTimeout(r, 50));
}

/** The instance's readiness once Redis answers again (ioredis reconnects with a backoff of at most 2 s). */
async function ready(env: TestEnv): Promise<void> {
  await until(async () => (await env.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200);
}

describe.skipIf(!hasRedis)('Redis lost under a running server (TCP proxy)', () => {
  it('reset: SDK reads fail open and stay fresh, sync requests fail closed, and all recovers without a restart', async () => {
    const env = await instance();
    expect((await push(env, BOTH)).statusCode).toBe(200);
    const before = await translate(env);
    expect(before.statusCode).toBe(200);
    expect(before.headers['x-sdk-failopen']).toBeUndefined();
    expect(before.json()).toEqual({ translations: { A: 'Eins' } });
    expect((await settings(env)).json().supportedLocales).toEqual(['en', 'de']);
    const captured = signed(env, 'push');

    env.proxy.reset();
    // The connections learn of the reset as it arrives; the SDK reads go on the fail-open budget, and
    // the read cache, no longer told of changes, checks the database's revision on every read.
    await until(async () => (await translate(env)).headers['x-sdk-failopen'] === 'true');
    await until(() => !env.validator.fresh());

    // A write no one announces (Redis is gone): the read cache must not keep the old answer.
    await env.storage.setTranslation(env.project.id, 'a', 'de', 'Zwei', 'approved', env.clock.now());
    await env.storage.updateProject('demo', { supportedLocales: ['en', 'de', 'fr'] }, env.clock.now());
    const during = await translate(env);
    expect(during.statusCode).toBe(200);
    expect(during.headers['x-sdk-failopen']).toBe('true');
    expect(during.json()).toEqual({ translations: { A: 'Zwei' } });
    const settingsDuring = await settings(env);
    expect(settingsDuring.headers['x-sdk-failopen']).toBe('true');
    expect(settingsDuring.json().supportedLocales).toEqual(['en', 'de', 'fr']);

    // Sync: 503 with Retry-After and the error body, nothing stored.
    const refused = await push(env, [{ locale: 'en', content: { a: 'A', b: 'B' } }]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    expect([...(await env.storage.pullEntries(env.project, 'en', 'all')).keys()]).toEqual(['a']);

    const readyz = await env.app.inject({ method: 'GET', url: '/readyz' });
    expect(readyz.statusCode).toBe(503);
    expect(readyz.json().error.details.checks).toEqual({ database: 'ok', redis: 'failing' });
    expect((await env.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    env.proxy.heal();
    await ready(env);
    // Subscribed again: a write announced by another instance reaches this one's cache.
    await until(() => env.validator.fresh());
    const after = await translate(env);
    expect(after.headers['x-sdk-failopen']).toBeUndefined();
    expect(after.json()).toEqual({ translations: { A: 'Zwei' } });
    expect((await push(env, [{ locale: 'en', content: { a: 'A', b: 'B' } }])).statusCode).toBe(200);
    // The nonce of a request signed before the outage is still refused (it was never used, so it is
    // accepted once; its replay is not).
    const first = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...captured, 'content-type': 'application/json' },
      payload: {
        files: [{ locale: 'en', path: 'locales/en.json', format: 'json', content: '{"a":"A","b":"B"}' }],
      },
    });
    expect(first.statusCode).toBe(200);
    const replay = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...captured, 'content-type': 'application/json' },
      payload: {
        files: [{ locale: 'en', path: 'locales/en.json', format: 'json', content: '{"a":"A","b":"B"}' }],
      },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('nonce_reused');
  });

  it('subscribes again after a reset, and trusts the feed only once Redis has taken the SUBSCRIBE', async () => {
    const env = await instance();
    expect((await push(env, BOTH)).statusCode).toBe(200);
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Eins' } });
    expect(env.validator.fresh()).toBe(true);

    env.proxy.reset();
    await until(() => !env.validator.fresh());
    // The SUBSCRIBE of the new connection is slow to reach Redis: until it does, a change announced
    // reaches nobody here, so the feed cannot be trusted yet.
    const subscribe = env.proxy.hold('$9\r\nsubscribe\r\n');
    env.proxy.heal();
    await subscribe.held;
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Eins' } });
    await env.storage.setTranslation(env.project.id, 'a', 'de', 'Drei', 'approved', env.clock.now());
    const publisher = new Redis(REDIS.toString());
    cleanup.push(() => publisher.quit());
    // Another instance's announcement, straight to Redis: no subscriber of this instance hears it.
    expect(await publisher.publish(env.channel, String(env.project.id))).toBe(0);
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Drei' } });
    subscribe.release();
    await until(() => env.validator.fresh());
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Drei' } });
    // Subscribed: the next announced change reaches the cache as it arrives.
    await env.storage.setTranslation(env.project.id, 'a', 'de', 'Vier', 'approved', env.clock.now());
    const seen = new Promise((r) => env.validator.once('change', r));
    expect(await publisher.publish(env.channel, String(env.project.id))).toBe(1);
    await seen;
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Vier' } });
  });

  it('stall: a silent subscriber is noticed by its PING, distrusted, and trusted again once Redis takes the SUBSCRIBE', async () => {
    // The revision check runs once a minute here: only the heartbeat can notice the silence.
    const env = await instance({ heartbeatMs: 100 });
    expect((await push(env, BOTH)).statusCode).toBe(200);
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Eins' } });
    expect(env.validator.fresh()).toBe(true);

    env.proxy.stall();
    await until(() => !env.validator.fresh());
    // Distrusted: a write that no announcement can reach is seen by the next read.
    await env.storage.setTranslation(env.project.id, 'a', 'de', 'Zwei', 'approved', env.clock.now());
    expect((await translate(env)).json().translations).toEqual({ A: 'Zwei' });

    env.proxy.heal();
    await until(() => env.validator.fresh());
    await env.storage.setTranslation(env.project.id, 'a', 'de', 'Drei', 'approved', env.clock.now());
    const publisher = new Redis(REDIS.toString());
    cleanup.push(() => publisher.quit());
    const seen = new Promise((r) => env.validator.once('change', r));
    expect(await publisher.publish(env.channel, String(env.project.id))).toBe(1);
    await seen;
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Drei' } });
  });

  it('stall: no request hangs; SDK reads fail open after the command timeout, sync fails closed, replays stay refused', async () => {
    const env = await instance({ cacheCheckMs: 200 });
    expect((await push(env, BOTH)).statusCode).toBe(200);
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Eins' } });
    const used = signed(env, 'push');
    const body = { files: [{ locale: 'en', path: 'locales/en.json', format: 'json', content: '{"a":"A"}' }] };
    const send = (headers: ReturnType<typeof signed>) =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/api/sync/push',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
    expect((await send(used)).statusCode).toBe(200);

    env.proxy.stall();
    const read = await translate(env);
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-sdk-failopen']).toBe('true');
    // A silent Redis: the subscriber's PING (REDIS_HEARTBEAT_MS) or the revision check
    // (CACHE_CHECK_MS), whichever comes first, bounds how long an unannounced write stays unseen.
    await env.storage.setTranslation(env.project.id, 'a', 'de', 'Zwei', 'approved', env.clock.now());
    await until(async () => (await translate(env)).json().translations.A === 'Zwei');

    const refused = await send(signed(env, 'push'));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    // A replay while the nonce store does not answer: refused, never accepted blind.
    const replayDuring = await send(used);
    expect(replayDuring.statusCode).toBe(503);

    env.proxy.heal();
    await ready(env);
    const replayAfter = await send(used);
    expect(replayAfter.statusCode).toBe(401);
    expect(replayAfter.json().error.code).toBe('nonce_reused');
    const fresh = await translate(env);
    expect(fresh.headers['x-sdk-failopen']).toBeUndefined();
    expect(fresh.json()).toEqual({ translations: { A: 'Zwei' } });
  });

  it('answers 200 to a push whose announcement is lost as Redis goes: the write is committed and stored', async () => {
    const env = await instance();
    expect((await push(env, BOTH)).statusCode).toBe(200);
    const lost = env.proxy.resetWhen('$7\r\npublish\r\n');
    const res = await push(env, [
      { locale: 'en', content: { a: 'A', b: 'B' } },
      { locale: 'de', content: { a: 'Eins', b: 'Bee' } },
    ]);
    await lost;
    expect(res.statusCode).toBe(200);
    expect(Object.fromEntries(await env.storage.pullEntries(env.project, 'de', 'all'))).toEqual({
      a: 'Eins',
      b: 'Bee',
    });
    // This instance dropped its own answers at once; the others see it through their revision check.
    expect((await translate(env)).json()).toEqual({ translations: { A: 'Eins', B: 'Bee' } });
  });

  it('answers 503 once the fail-open budget is spent, and serves normally when Redis is back', async () => {
    const env = await instance({ failOpenBudget: 2 });
    expect((await push(env, [{ locale: 'en', content: { a: 'A' } }])).statusCode).toBe(200);
    env.proxy.reset();
    await until(async () => (await settings(env)).headers['x-sdk-failopen'] === 'true');
    let spent = await settings(env);
    while (spent.statusCode === 200) spent = await settings(env);
    expect(spent.statusCode).toBe(503);
    expect(spent.headers['retry-after']).toBe('5');
    expect(spent.json().error.code).toBe('service_unavailable');
    env.proxy.heal();
    await ready(env);
    const back = await settings(env);
    expect(back.statusCode).toBe(200);
    expect(back.headers['x-sdk-failopen']).toBeUndefined();
  });
});
