// X-SDK-FailOpen end to end: a real server process whose Redis (the machine's, behind a TCP proxy
// this test breaks, under a key prefix of its own) goes away and comes back, read by the clients as a
// page and a CI job would: SdkClient's `lastResponse.failOpen`, LocaleSync's `failopen` event, a
// browser's CORS view of the header, and the sync client's 503.
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { SyncClient } from '@locale-sync/client';
import { HttpError, LocaleSync, SdkClient } from '@locale-sync/client/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../../packages/server/test/support/fault-proxy.ts';
import { admin, type ServerProcess, startServer } from '../support/server-process.ts';

/** True when the machine's Redis answers PING at 127.0.0.1:6379 within 5 s. */
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
if (!hasRedis) process.stderr.write('fail-open.test.ts: no Redis answers at 127.0.0.1:6379; skipped\n');

const BUDGET = 4;
let proxy: FaultProxy;
let server: ServerProcess;
let secret: string;

beforeAll(async () => {
  if (!hasRedis) return;
  proxy = await startFaultProxy('127.0.0.1', 6379);
  server = await startServer({
    env: {
      REDIS_URL: proxy.url('redis://127.0.0.1:6379'),
      REDIS_KEY_PREFIX: `locale-sync-test:${randomUUID()}:`,
      RATE_LIMIT_FAIL_OPEN_BUDGET: String(BUDGET),
    },
  });
  const created = (await admin(server.dbPath, [
    'project',
    'create',
    '--key',
    'failopen',
    '--source',
    'en',
    '--locales',
    'de',
  ])) as { syncSecret: string };
  secret = created.syncSecret;
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
});

const sync = () =>
  new SyncClient({ apiUrl: server.apiUrl, projectKey: 'failopen', secret, retry: { maxAttempts: 1 } });
const sdk = () =>
  new SdkClient({ baseUrl: server.apiUrl, projectKey: 'failopen', retry: { maxAttempts: 1 } });
const files = (de: string) => [
  { locale: 'en', path: 'locales/en.json', format: 'json' as const, content: '{"hi":"Hello"}\n' },
  { locale: 'de', path: 'locales/de.json', format: 'json' as const, content: `{"hi":"${de}"}\n` },
];

async function ready(): Promise<void> {
  while ((await fetch(`${server.origin}/readyz`)).status !== 200) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!hasRedis)('X-SDK-FailOpen, end to end (real process, Redis behind a proxy)', () => {
  it('is absent while Redis answers, set on every SDK answer served from the budget, and gone once Redis is back', async () => {
    await sync().push(files('Hallo'));
    const client = sdk();
    expect(await client.getTranslations('de')).toEqual({ Hello: 'Hallo' });
    expect(client.lastResponse).toMatchObject({ status: 200, failOpen: false });
    const page = new LocaleSync({ baseUrl: server.apiUrl, projectKey: 'failopen', locale: 'de' });
    const flagged: number[] = [];
    page.on('failopen', (meta) => flagged.push(meta.status));
    await page.start();
    expect(page.failOpen).toBe(false);
    expect(flagged).toEqual([]);

    proxy.reset();
    // A revalidation (If-None-Match: 304) served on the budget says so as well.
    expect(await client.getTranslations('de')).toEqual({ Hello: 'Hallo' });
    expect(client.lastResponse).toMatchObject({ status: 304, failOpen: true });
    await page.refresh();
    expect(page.failOpen).toBe(true);
    expect(flagged.length).toBeGreaterThan(0);
    // A browser's script may read the header: it is exposed to CORS.
    const browser = await fetch(`${server.apiUrl}/projects/key/failopen`, {
      headers: { origin: 'https://app.example' },
    });
    expect(browser.status).toBe(200);
    expect(browser.headers.get('x-sdk-failopen')).toBe('true');
    expect(browser.headers.get('access-control-expose-headers')).toContain('x-sdk-failopen');
    await browser.body?.cancel();

    // The signed sync API never fails open: 503 service_unavailable, the push not applied.
    const refused = await sync()
      .push(files('Moin'))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, code: 'service_unavailable' });

    // Past the budget (BUDGET per minute and instance): 503 with Retry-After, without the header.
    let spent = await fetch(`${server.apiUrl}/projects/key/failopen`);
    while (spent.status === 200) {
      await spent.body?.cancel();
      spent = await fetch(`${server.apiUrl}/projects/key/failopen`);
    }
    expect(spent.status).toBe(503);
    expect(spent.headers.get('retry-after')).toBe('5');
    expect(spent.headers.get('x-sdk-failopen')).toBeNull();
    expect(((await spent.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    const overBudget = await sdk()
      .getProjectSettings()
      .catch((e: unknown) => e);
    expect(overBudget).toMatchObject({ status: 503, code: 'service_unavailable' });

    proxy.heal();
    await ready();
    await sync().push(files('Moin'));
    expect(await client.getTranslations('de')).toEqual({ Hello: 'Moin' });
    expect(client.lastResponse).toMatchObject({ status: 200, failOpen: false });
    await page.refresh();
    expect(page.failOpen).toBe(false);
    expect(page.lookup('Hello')).toBe('Moin');
    await page.stop();
  }, 60_000);
});
