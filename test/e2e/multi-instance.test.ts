import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { SYNC_PULL_PATH, SYNC_PUSH_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DROP_DATABASE_TIMEOUT_MS,
  freePort,
  freshPostgresDatabase,
  hasRedisServer,
  startRedis,
  stopRedis,
} from '../support/backend-processes.ts';
import { SERVER_CLI } from '../support/paths.ts';
import { type ServerProcess, startServer } from '../support/server-process.ts';

/**
 * The one database setting of this test: MULTI_INSTANCE_DATABASE_URL (postgres://…) when set; else
 * a database of this run's own on the development PostgreSQL when one answers; else one SQLite file
 * both instances open.
 */
const GIVEN_DATABASE_URL = process.env.MULTI_INSTANCE_DATABASE_URL ?? '';

const run = promisify(execFile);

const canRun = await hasRedisServer();
if (!canRun)
  process.stderr.write(
    'multi-instance.test.ts: redis-server is not on PATH; the two-instance tests are skipped\n',
  );

describe.skipIf(!canRun)('two server instances on one database and one Redis', () => {
  let redis: ChildProcess;
  let redisPort: number;
  let a: ServerProcess;
  let b: ServerProcess;
  let secret: string;
  let database: { url: string; drop(): Promise<void> } | undefined;
  const env: Record<string, string> = {};

  /** Runs the admin CLI with the instances' settings. */
  async function admin(args: string[]): Promise<unknown> {
    const { stdout } = await run(process.execPath, [SERVER_CLI, ...args, '--db', a.dbPath], {
      env: { ...process.env, ...env },
    });
    return JSON.parse(stdout);
  }

  function headers(method: 'GET' | 'POST', path: string) {
    return signRequest({ method, path, projectKey: 'multi', secret });
  }

  function pushTo(server: ServerProcess, de: Record<string, string>) {
    return fetch(`${server.apiUrl}${SYNC_PUSH_PATH}`, {
      method: 'POST',
      headers: { ...headers('POST', SYNC_PUSH_PATH), 'content-type': 'application/json' },
      body: JSON.stringify({
        files: [
          {
            locale: 'en',
            path: 'en.json',
            format: 'json',
            content: JSON.stringify({ hi: 'Hello', bye: 'Bye' }),
          },
          { locale: 'de', path: 'de.json', format: 'json', content: JSON.stringify(de) },
        ],
      }),
    });
  }

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    database = GIVEN_DATABASE_URL === '' ? await freshPostgresDatabase('ls_multi') : undefined;
    const DATABASE_URL = GIVEN_DATABASE_URL || database?.url || '';
    process.stderr.write(
      `multi-instance.test.ts: the two instances share ${DATABASE_URL === '' ? 'one SQLite file (no PostgreSQL answered)' : 'one PostgreSQL database'}\n`,
    );
    Object.assign(env, {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // Small enough to reach in a test: six requests per project and minute, three fail-open requests.
      RATE_LIMIT_PROJECT_POINTS: '6',
      RATE_LIMIT_FAIL_OPEN_BUDGET: '3',
      ...(DATABASE_URL !== '' && { DATABASE_URL }),
    });
    const dbPath = join(await mkdtemp(join(tmpdir(), 'ls-multi-')), 'db.sqlite');
    a = await startServer({ dbPath, env });
    b = await startServer({ dbPath, env });
    const created = (await admin([
      'project',
      'create',
      '--key',
      'multi',
      '--source',
      'en',
      '--locales',
      'de',
    ])) as {
      syncSecret: string;
    };
    secret = created.syncSecret;
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (redis) await stopRedis(redis);
    await database?.drop();
  }, DROP_DATABASE_TIMEOUT_MS);

  /** A signed push of `files` to one instance, with the project `key`'s secret. */
  function pushFiles(
    server: ServerProcess,
    key: string,
    keySecret: string,
    files: Array<{ locale: string; content: Record<string, string> }>,
  ) {
    return fetch(`${server.apiUrl}${SYNC_PUSH_PATH}`, {
      method: 'POST',
      headers: {
        ...signRequest({ method: 'POST', path: SYNC_PUSH_PATH, projectKey: key, secret: keySecret }),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        files: files.map((f) => ({
          locale: f.locale,
          path: `${f.locale}.json`,
          format: 'json',
          content: JSON.stringify(f.content),
        })),
      }),
    });
  }

  /** Every locale's pulled texts (flat JSON), through one instance. */
  async function pullAll(server: ServerProcess, key: string, keySecret: string) {
    const res = await fetch(`${server.apiUrl}${SYNC_PULL_PATH}?status=all`, {
      headers: {
        ...signRequest({ method: 'GET', path: SYNC_PULL_PATH, projectKey: key, secret: keySecret }),
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { files: Array<{ locale: string; content: string }> };
    return new Map(body.files.map((f) => [f.locale, JSON.parse(f.content) as Record<string, string>]));
  }

  it('lose nothing when four clients push different locales of one project at once, alternating instances', async () => {
    const created = (await admin([
      'project',
      'create',
      '--key',
      'four',
      '--source',
      'en',
      '--locales',
      'de,fr,es,it',
    ])) as { syncSecret: string };
    const source = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, `Text ${i}`]));
    expect((await pushFiles(a, 'four', created.syncSecret, [{ locale: 'en', content: source }])).status).toBe(
      200,
    );
    const locales = ['de', 'fr', 'es', 'it'];
    const translated = (locale: string) =>
      Object.fromEntries(Object.keys(source).map((k) => [k, `${locale}: ${source[k]}`]));
    const answers = await Promise.all(
      locales.map((locale, i) =>
        pushFiles(i % 2 === 0 ? a : b, 'four', created.syncSecret, [
          { locale: 'en', content: source },
          { locale, content: translated(locale) },
        ]),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const pulled = await pullAll(b, 'four', created.syncSecret);
    for (const locale of locales) expect(pulled.get(locale), locale).toEqual(translated(locale));
  });

  it('both are ready', async () => {
    for (const server of [a, b]) {
      const ready = await fetch(`${server.origin}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    }
  });

  it('accept the same signed request on exactly one instance when it reaches both at once', async () => {
    const signed = headers('GET', SYNC_PULL_PATH);
    const answers = await Promise.all(
      [a, b].map((s) => fetch(`${s.apiUrl}${SYNC_PULL_PATH}`, { headers: { ...signed } })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401]);
    const refused = answers.find((r) => r.status === 401) as Response;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('nonce_reused');
  });

  it("show a push on one instance at once in the other's SDK reads (the ETag changes)", async () => {
    expect((await pushTo(a, { hi: 'Hallo', bye: 'Tschüss' })).status).toBe(200);
    const read = () => fetch(`${b.apiUrl}/translate/multi/de`);
    const before = await read();
    expect(await before.json()).toEqual({ translations: { Hello: 'Hallo', Bye: 'Tschüss' } });
    expect((await pushTo(a, { hi: 'Servus', bye: 'Tschüss' })).status).toBe(200);
    const after = await read();
    expect(await after.json()).toEqual({ translations: { Hello: 'Servus', Bye: 'Tschüss' } });
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    // An admin change (the CLI announces it through Redis) reaches both as well.
    await admin(['project', 'update', '--key', 'multi', '--locales', 'de,fr']);
    for (const server of [a, b]) {
      const settings = (await (await fetch(`${server.apiUrl}/projects/key/multi`)).json()) as {
        supportedLocales: string[];
      };
      expect(settings.supportedLocales).toEqual(['en', 'de', 'fr']);
    }
  });

  it('count rate limits across both instances', async () => {
    await admin(['project', 'create', '--key', 'limited', '--source', 'en', '--locales', 'de']);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await fetch(`${server.apiUrl}/projects/key/limited`)).status);
    }
    // Six per project and minute in all, not six per instance.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const limited = await fetch(`${b.apiUrl}/projects/key/limited`);
    expect(limited.headers.get('ratelimit')).toMatch(/^"project";r=0;t=\d+$/);
  });

  it('with Redis stopped: SDK reads fail open within the budget and say so, sync answers 503 with Retry-After; then recover', async () => {
    await stopRedis(redis);
    for (const server of [a, b]) {
      const ready = await fetch(`${server.origin}/readyz`);
      expect(ready.status).toBe(503);
      const failOpen = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${server.apiUrl}/translate/multi/de`);
        failOpen.push([res.status, res.headers.get('x-sdk-failopen')]);
      }
      // RATE_LIMIT_FAIL_OPEN_BUDGET=3 per instance and minute, then 503.
      expect(failOpen).toEqual([
        [200, 'true'],
        [200, 'true'],
        [200, 'true'],
        [503, null],
      ]);
      const sync = await pushTo(server, { hi: 'Moin', bye: 'Tschüss' });
      expect(sync.status).toBe(503);
      expect(sync.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    }
    // Pulls are signed too: refused while a replay cannot be ruled out.
    const pulled = await fetch(`${a.apiUrl}${SYNC_PULL_PATH}`, {
      headers: { ...headers('GET', SYNC_PULL_PATH) },
    });
    expect(pulled.status).toBe(503);

    redis = await startRedis(redisPort);
    // Each instance reconnects on its own schedule: asked until ready, for 30 s.
    for (const server of [a, b]) {
      let ready = 0;
      for (const giveUp = Date.now() + 30_000; ready !== 200 && Date.now() < giveUp; ) {
        ready = (await fetch(`${server.origin}/readyz`)).status;
        if (ready !== 200) await sleep(100);
      }
      expect(ready, `${server.origin} not ready 30 s after Redis came back`).toBe(200);
    }
    const retried = await pushTo(b, { hi: 'Moin', bye: 'Tschüss' });
    expect(retried.status).toBe(200);
    const read = await fetch(`${a.apiUrl}/translate/multi/de`);
    expect(await read.json()).toEqual({ translations: { Hello: 'Moin', Bye: 'Tschüss' } });
  }, 120_000);

  it('keep serving when one instance is killed mid-push; the push is all or nothing and a retry completes', async () => {
    const created = (await admin([
      'project',
      'create',
      '--key',
      'killed',
      '--source',
      'en',
      '--locales',
      'de',
    ])) as { syncSecret: string };
    const big = Object.fromEntries(
      Array.from({ length: 60_000 }, (_, i) => [`key.${i}`, `Text number ${i}`]),
    );
    const german = Object.fromEntries(Object.keys(big).map((k) => [k, `Text Nummer ${k}`]));
    const files = [
      { locale: 'en', content: big },
      { locale: 'de', content: german },
    ];
    const pending = pushFiles(a, 'killed', created.syncSecret, files).then(
      (res) => res.status,
      () => 'connection lost',
    );
    // Kill A while it parses and writes the push.
    await sleep(150);
    a.child.kill('SIGKILL');
    const outcome = await pending;
    expect(outcome, 'the push had finished before the kill: make it bigger').toBe('connection lost');
    // B keeps serving SDK reads and signed requests.
    expect((await fetch(`${b.apiUrl}/projects/key/killed`)).status).toBe(200);
    const after = await pullAll(b, 'killed', created.syncSecret);
    const stored = Object.keys(after.get('de') ?? {}).length;
    // All or nothing: either every key of the push is there, or none.
    expect([0, Object.keys(big).length]).toContain(stored);
    const retried = await pushFiles(b, 'killed', created.syncSecret, files);
    expect(retried.status).toBe(200);
    const complete = await pullAll(b, 'killed', created.syncSecret);
    expect(complete.get('de')).toEqual(german);
  }, 120_000);
});
