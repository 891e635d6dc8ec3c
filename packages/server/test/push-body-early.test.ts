import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { getFormat } from '@locale-sync/formats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setup, signed, type TestEnv } from './helpers.ts';

const EN = { 'home.title': 'Welcome', 'home.body': 'Hello {name}', 'nav.back': 'Back' };
const DE = { 'home.title': 'Willkommen', 'home.body': 'Hallo {name}' };
const FR = { 'home.title': 'Bienvenue' };

function file(locale: string, content: unknown, extra: Record<string, unknown> = {}) {
  return {
    locale,
    path: `locales/${locale}.json`,
    format: 'json',
    content: typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    ...extra,
  };
}

/** A signed push whose body arrives as `chunks`, one stream read at a time. */
function pushChunks(
  env: TestEnv,
  chunks: AsyncIterable<Buffer> | Buffer[],
  headers: Record<string, string> = {},
) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...signed(env, 'push'), 'content-type': 'application/json', ...headers },
    payload: Readable.from(chunks, { objectMode: false }),
  });
}

/** `bytes` cut into pieces of `size`. */
function cut(bytes: Buffer, size: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
}

async function stored(env: TestEnv, locale: string) {
  const rows = await env.storage.listTranslations(env.project.id, { locale });
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a push body read as it arrives', () => {
  it('parses each file once, as soon as its bytes are in, before the body ends', async () => {
    const env = await setup();
    const parse = vi.spyOn(getFormat('json'), 'parse');
    const body = Buffer.from(JSON.stringify({ files: [file('en', EN), file('de', DE), file('fr', FR)] }));
    // The last 10 bytes (the end of fr's file) wait until the server has parsed what came before.
    let parsedBeforeEnd = -1;
    async function* chunks() {
      yield* cut(body.subarray(0, body.length - 10), 7);
      for (let turn = 0; turn < 1000 && parse.mock.calls.length < 2; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      parsedBeforeEnd = parse.mock.calls.length;
      yield body.subarray(body.length - 10);
    }
    const res = await pushChunks(env, chunks());
    expect(res.statusCode).toBe(200);
    expect(parsedBeforeEnd).toBe(2);
    // Three files, three parses: the route took what was parsed as the body came.
    expect(parse.mock.calls.map(([, options]) => options?.locale)).toEqual(['en', 'de', 'fr']);
    expect(res.json().keys.created).toBe(3 + 2 + 1);
    expect(await stored(env, 'de')).toEqual(DE);
    expect(await stored(env, 'fr')).toEqual(FR);
  });

  it('stores the same, gzip-compressed and cut anywhere', async () => {
    for (const size of [1, 13, 4096]) {
      const env = await setup();
      const body = JSON.stringify({ files: [file('en', EN), file('de', DE)], source: { sha: 'abc' } });
      const res = await pushChunks(env, cut(gzipSync(body), size), { 'content-encoding': 'gzip' });
      expect(res.statusCode).toBe(200);
      expect(await stored(env, 'de')).toEqual(DE);
    }
  });

  it('reports a file that does not parse as the route always did, whatever was parsed before it', async () => {
    const env = await setup();
    const parse = vi.spyOn(getFormat('json'), 'parse');
    const body = Buffer.from(JSON.stringify({ files: [file('en', EN), file('de', '{"a": ')] }));
    const res = await pushChunks(env, cut(body, 5));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_file');
    expect(res.json().error.details[0].location).toBe('body.files[1].content');
    expect(res.json().error.message).toMatch(/^invalid file content, nothing was stored: locales\/de\.json/);
    // en once (as it arrived); de as it arrived and again by the route, which reports it.
    expect(parse.mock.calls.map(([, options]) => options?.locale)).toEqual(['en', 'de', 'de']);
    expect(await stored(env, 'en')).toEqual({});
  });

  it('refuses a file element with a __proto__ or constructor.prototype key, as the whole body parser does', async () => {
    const env = await setup();
    for (const extra of ['"__proto__":{"polluted":true}', '"constructor":{"prototype":{"polluted":true}}']) {
      const de = JSON.stringify(file('de', DE)).slice(0, -1);
      const body = Buffer.from(`{"files":[${JSON.stringify(file('en', EN))},${de},${extra}}]}`);
      const res = await pushChunks(env, cut(body, 64));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      // The whole-body path's answer, which names the key.
      expect(res.json().error.details[0].location).toMatch(
        /^body\.files\[1\]\.(__proto__|constructor\.prototype)$/,
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await stored(env, 'de')).toEqual({});
  });

  it('answers a body cut short or with broken JSON after its files with the documented 400', async () => {
    const env = await setup();
    const whole = JSON.stringify({ files: [file('en', EN), file('de', DE)] });
    for (const body of [whole.slice(0, -3), `${whole.slice(0, -1)},"dryRun":}`]) {
      const res = await pushChunks(env, cut(Buffer.from(body), 11));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await stored(env, 'de')).toEqual({});
  });
});
