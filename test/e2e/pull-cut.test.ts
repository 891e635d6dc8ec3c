// A pull answer cut mid-body on its way from a real server process (a TCP proxy in front of it resets
// the connection after so many bytes): the sync client must fail, naming the URL, and never hand out
// a partial answer as a whole one, whether it reads the answer whole (`pull`) or file by file
// (`pullStream`, after the files that did arrive whole).
import { NetworkError, SyncClient } from '@locale-sync/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../../packages/server/test/support/fault-proxy.ts';
import { admin, type ServerProcess, startServer } from '../support/server-process.ts';

let server: ServerProcess;
let proxy: FaultProxy;
let secret: string;
const LOCALES = ['de', 'fr', 'es', 'it', 'nl', 'pl'];

beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_DISABLED: '1' } });
  const created = (await admin(server.dbPath, [
    'project',
    'create',
    '--key',
    'cut',
    '--source',
    'en',
    '--locales',
    LOCALES.join(','),
  ])) as { syncSecret: string };
  secret = created.syncSecret;
  const keys = Array.from({ length: 300 }, (_, i) => `key.${i}`);
  const file = (locale: string) => ({
    locale,
    path: `locales/${locale}.json`,
    format: 'json' as const,
    content: `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, `${locale} text of ${k}`])))}\n`,
  });
  await client(server.apiUrl).push(['en', ...LOCALES].map(file));
  proxy = await startFaultProxy('127.0.0.1', Number(new URL(server.origin).port));
});

afterAll(async () => {
  await proxy?.close();
  await server?.stop();
});

function client(apiUrl: string) {
  return new SyncClient({ apiUrl, projectKey: 'cut', secret, retry: { maxAttempts: 2, baseDelayMs: 10 } });
}

describe('a pull answer cut mid-body', () => {
  it('is whole through the proxy while nothing is cut', async () => {
    const whole = await client(proxy.url(server.apiUrl)).pull({ locales: LOCALES });
    expect(whole.files.map((f) => f.locale)).toEqual(LOCALES);
  });

  it('fails `pull` with a NetworkError naming the URL, never a partial answer', async () => {
    proxy.cutAnswersAfter(20_000);
    const err = await client(proxy.url(server.apiUrl))
      .pull({ locales: LOCALES })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toContain('/api/sync/pull');
  });

  it('fails `pullStream` after the files that arrived whole', async () => {
    proxy.cutAnswersAfter(20_000);
    const stream = await client(proxy.url(server.apiUrl)).pullStream({ locales: LOCALES });
    const got: string[] = [];
    const err = await (async () => {
      for await (const file of stream.files) got.push(file.locale);
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(got.length).toBeLessThan(LOCALES.length);
    expect(LOCALES.slice(0, got.length)).toEqual(got);
  });
});
