import {
  batchExtractResponseSchema,
  instantResponseSchema,
  projectSettingsSchema,
  translationsResponseSchema,
} from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import type { MachineTranslator } from '../src/mt/provider.ts';
import { createPseudoTranslator } from '../src/mt/pseudo.ts';
import { push, setup, type TestEnv } from './helpers.ts';

const EN = { 'home.title': 'Welcome', 'home.body': 'Hello {name}', 'nav.back': 'Back' };
const DE = { 'home.title': 'Willkommen', 'home.body': 'Hallo {name}' };

async function seed(env: TestEnv) {
  await push(env, [
    { locale: 'en', content: EN },
    { locale: 'de', content: DE },
  ]);
}

function batch(count: number, overrides: Record<string, unknown> = {}) {
  return {
    projectKey: 'demo',
    sourceUrl: 'https://app.example/home',
    sourceType: 'dom',
    metadata: { environment: 'production' },
    hashOptions: { verifyHashes: false, detectDuplicates: true, trackChanges: false },
    phrases: Array.from({ length: count }, (_, i) => ({
      sourceText: `Phrase ${i}`,
      context: 'button',
      count: 1,
      locations: [{ url: 'https://app.example/home', path: 'body > div', element: 'button' }],
    })),
    ...overrides,
  };
}

describe('GET /projects/key/:projectKey', () => {
  it('answers the public settings with ETag and Cache-Control, and 304 on If-None-Match', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const res = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    expect(res.statusCode).toBe(200);
    expect(projectSettingsSchema.strict().parse(res.json())).toEqual({
      sourceLocale: 'en',
      supportedLocales: ['en', 'de', 'fr'],
      extraction: { extractPhrases: true, extractionMode: 'source', sendFrequency: 30, minStringsToSend: 10 },
      instantTranslation: { enabled: false, cacheTtlMs: 3_600_000, batchSize: 50 },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await env.app.inject({
      method: 'GET',
      url: '/api/v1/projects/key/demo',
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    await env.storage.updateProject('demo', { instantTranslation: { enabled: true } }, 2);
    const changed = await env.app.inject({
      method: 'GET',
      url: '/api/v1/projects/key/demo',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 project_not_found for an unknown key', async () => {
    const env = await setup();
    const res = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('project_not_found');
  });
});

describe('GET /translate/:projectKey/:langCode', () => {
  it('answers approved translations of active strings keyed by source text, with ETag/304', async () => {
    const env = await setup();
    await seed(env);
    await env.storage.setTranslation(env.project.id, 'nav.back', 'de', 'Zurück', 'translated', 1);
    const res = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    expect(res.statusCode).toBe(200);
    expect(translationsResponseSchema.parse(res.json())).toEqual({
      translations: { Welcome: 'Willkommen', 'Hello {name}': 'Hallo {name}' },
    });
    const etag = res.headers.etag as string;
    const cached = await env.app.inject({
      method: 'GET',
      url: '/api/v1/translate/demo/de',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    await env.storage.approve(env.project.id, { locale: 'de' }, 2);
    const fresh = await env.app.inject({
      method: 'GET',
      url: '/api/v1/translate/demo/de',
      headers: { 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().translations.Back).toBe('Zurück');
  });

  it('sees writes of another process (the admin CLI) at once, despite its read cache', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { openSqliteStorage } = await import('../src/storage/sqlite.ts');
    const { createApp } = await import('../src/app.ts');
    const file = `${await mkdtemp('/tmp/ls-cache-')}/db.sqlite`;
    const server = openSqliteStorage(file);
    const env = await setup();
    const project = await server.createProject({ ...env.project }, 1);
    await server.push(project, {
      files: [{ locale: 'en', path: 'en.json', entries: new Map([['a', 'Hello']]) }],
      dryRun: false,
      now: 1,
    });
    const app = await createApp({ storage: server, translator: null });
    const get = () => app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    expect((await get()).json()).toEqual({ translations: {} });
    expect((await get()).json()).toEqual({ translations: {} });
    const cli = openSqliteStorage(file);
    await cli.setTranslation(project.id, 'a', 'de', 'Hallo', 'approved', 2);
    expect((await get()).json()).toEqual({ translations: { Hello: 'Hallo' } });
    await cli.updateProject('demo', { instantTranslation: { enabled: true } }, 3);
    const settings = await app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    expect(settings.json().instantTranslation.enabled).toBe(true);
    cli.close();
    server.close();
  });

  it('omits obsolete strings', async () => {
    const env = await setup();
    await seed(env);
    await push(env, [{ locale: 'en', content: { 'home.title': 'Welcome' } }]);
    const res = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    expect(res.json()).toEqual({ translations: { Welcome: 'Willkommen' } });
  });

  it('answers an empty object for the source locale', async () => {
    const env = await setup();
    await seed(env);
    const res = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/en' });
    expect(res.json()).toEqual({ translations: {} });
  });

  it('answers 404 project_not_found for an unknown project and 404 not_found for an unsupported locale', async () => {
    const env = await setup();
    const project = await env.app.inject({ method: 'GET', url: '/api/v1/translate/nope/de' });
    expect(project.statusCode).toBe(404);
    expect(project.json().error.code).toBe('project_not_found');
    const locale = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/ja' });
    expect(locale.statusCode).toBe(404);
    expect(locale.json().error.code).toBe('not_found');
    expect(locale.json().error.message).toContain('en, de, fr');
  });
});

describe('POST /phrases/batch-extract', () => {
  it('accepts 500 phrases and refuses 501 with 400, storing nothing', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const ok = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: batch(500),
    });
    expect(ok.statusCode).toBe(200);
    expect(batchExtractResponseSchema.parse(ok.json())).toEqual({
      received: 500,
      created: 500,
      merged: 0,
      total: 500,
    });
    const env2 = await setup({ project: { extraction: { extractPhrases: true } } });
    const tooMany = await env2.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: batch(501),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('validation_failed');
    expect(tooMany.json().error.details[0].location).toBe('body.phrases');
    expect(await env2.storage.listPhrases(env2.project.id)).toEqual([]);
  });

  it('answers a body without projectKey 401 missing_auth (the spec: a missing key is 401), a malformed one 401 invalid_project_key', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const { projectKey: _omitted, ...withoutKey } = batch(1);
    for (const payload of [withoutKey, { ...withoutKey, projectKey: null }, { ...withoutKey, phrases: [] }]) {
      const res = await env.app.inject({ method: 'POST', url: '/api/v1/phrases/batch-extract', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('missing_auth');
      expect(res.json().error.details).toEqual([{ location: 'body.projectKey', message: 'required' }]);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const malformed = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: { ...withoutKey, projectKey: 'not a key' },
    });
    // A malformed key, which no project can have, is answered as an unknown one.
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().error.code).toBe('invalid_project_key');
    expect(await env.storage.listPhrases(env.project.id)).toEqual([]);
  });

  it('refuses a body over 1 MiB with 413 naming that fixed limit, not MAX_BODY_BYTES', async () => {
    // MAX_BODY_BYTES sets the push bodies' limit only: a message naming it here would send a
    // self-hoster to raise a setting that changes nothing for this route.
    const env = await setup({
      project: { extraction: { extractPhrases: true } },
      deps: { config: { maxBodyBytes: 200 * 1024 * 1024 } },
    });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: batch(1, { metadata: { pad: 'x'.repeat(1024 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
    expect(res.json().error.message).toContain('1048576 bytes');
    expect(res.json().error.message).not.toContain('MAX_BODY_BYTES');
  });

  it('merges duplicates within and across batches (counts add, distinct locations kept)', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const payload = batch(0, {
      phrases: [
        { sourceText: 'Save', context: 'button', count: 2, locations: [{ url: 'https://a.example/1' }] },
        { sourceText: 'Save', context: 'button', count: 1, locations: [{ url: 'https://a.example/2' }] },
        { sourceText: 'Save', context: 'menu' },
      ],
    });
    const first = await env.app.inject({ method: 'POST', url: '/api/v1/phrases/batch-extract', payload });
    expect(first.json()).toEqual({ received: 3, created: 2, merged: 1, total: 2 });
    const second = await env.app.inject({ method: 'POST', url: '/api/v1/phrases/batch-extract', payload });
    expect(second.json()).toEqual({ received: 3, created: 0, merged: 3, total: 2 });
    const phrases = await env.storage.listPhrases(env.project.id);
    expect(phrases[0]).toEqual({
      sourceText: 'Save',
      context: 'button',
      count: 6,
      locations: [{ url: 'https://a.example/1' }, { url: 'https://a.example/2' }],
    });
    expect(phrases[1]).toMatchObject({ sourceText: 'Save', context: 'menu', count: 2 });
  });

  it('refuses a batch with new phrases past PHRASE_LIMIT with 409 phrase_limit_reached, storing none of it', async () => {
    const env = await setup({
      project: { extraction: { extractPhrases: true } },
      deps: { config: { phrases: { maxPhrases: 3 } } },
    });
    const post = (phrases: unknown[]) =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/phrases/batch-extract',
        payload: batch(0, { phrases }),
      });
    expect((await post([{ sourceText: 'A' }, { sourceText: 'B' }])).json()).toMatchObject({ total: 2 });
    const over = await post([{ sourceText: 'A' }, { sourceText: 'C' }, { sourceText: 'D' }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({
      code: 'phrase_limit_reached',
      message: expect.stringContaining('this server keeps at most 3 per project (PHRASE_LIMIT)'),
      details: { limit: 3, stored: 2, added: 2 },
    });
    // Nothing of the refused batch was stored: A's count did not grow.
    expect(await env.storage.listPhrases(env.project.id)).toMatchObject([
      { sourceText: 'A', count: 1 },
      { sourceText: 'B', count: 1 },
    ]);
    // Up to the limit, and phrases already stored, are still taken.
    expect((await post([{ sourceText: 'C' }, { sourceText: 'A' }])).json()).toEqual({
      received: 2,
      created: 1,
      merged: 1,
      total: 3,
    });
    expect((await post([{ sourceText: 'B', count: 5 }])).statusCode).toBe(200);
    expect((await post([{ sourceText: 'E' }])).json().error.code).toBe('phrase_limit_reached');
  });

  it('keeps no new locations past PHRASE_LOCATION_LIMIT, and still counts the phrases', async () => {
    const env = await setup({
      project: { extraction: { extractPhrases: true } },
      deps: { config: { phrases: { maxLocations: 3 } } },
    });
    const post = (phrases: unknown[]) =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/phrases/batch-extract',
        payload: batch(0, { phrases }),
      });
    await post([{ sourceText: 'A', locations: [{ url: '/1' }, { url: '/2' }] }]);
    const res = await post([
      { sourceText: 'B', locations: [{ url: '/3' }, { url: '/4' }] },
      { sourceText: 'A', locations: [{ url: '/5' }] },
    ]);
    expect(res.json()).toEqual({ received: 2, created: 1, merged: 1, total: 2 });
    expect(await env.storage.listPhrases(env.project.id)).toEqual([
      { sourceText: 'A', context: '', count: 2, locations: [{ url: '/1' }, { url: '/2' }] },
      { sourceText: 'B', context: '', count: 1, locations: [{ url: '/3' }] },
    ]);
  });

  it('answers 401 invalid_project_key for an unknown project and 403 when extraction is off', async () => {
    const env = await setup();
    const unknown = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: batch(1, { projectKey: 'nope' }),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('invalid_project_key');
    const off = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: batch(1),
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toEqual({
      code: 'feature_disabled',
      message: expect.stringContaining('phrase extraction is not enabled for project demo'),
    });
  });

  it('answers 400 for an empty or malformed batch', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: { projectKey: 'demo', phrases: [{ sourceText: '' }, { count: 0 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.length).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /translate/instant', () => {
  const instant = (
    env: TestEnv,
    body: unknown,
    headers: Record<string, string> = { 'x-project-key': 'demo' },
  ) => env.app.inject({ method: 'POST', url: '/api/v1/translate/instant', headers, payload: body as object });

  it('answers approved, machine and fallback in the order of texts', async () => {
    const env = await setup({
      project: { instantTranslation: { enabled: true } },
      deps: { translator: createPseudoTranslator() },
    });
    await seed(env);
    const res = await instant(env, {
      texts: ['Hello {name}', 'Sign out', 'Welcome', ''],
      sourceLanguage: 'en',
      targetLanguage: 'de',
    });
    expect(res.statusCode).toBe(200);
    const body = instantResponseSchema.parse(res.json());
    expect(body.translations).toEqual(['Hallo {name}', '[Šíĝñ óúţ]', 'Willkommen', '']);
    expect(body.sources).toEqual(['approved', 'machine', 'approved', 'fallback']);
    expect(body).toMatchObject({
      sourceLanguage: 'en',
      targetLanguage: 'de',
      timestamp: '2027-01-15T08:00:00.000Z',
    });
  });

  it('caches machine results in storage', async () => {
    let calls = 0;
    const translator: MachineTranslator = {
      name: 'counting',
      translate: async (texts) => {
        calls++;
        return texts.map((t) => `MT(${t})`);
      },
    };
    const env = await setup({ project: { instantTranslation: { enabled: true } }, deps: { translator } });
    const body = { texts: ['One', 'Two', 'One'], sourceLanguage: 'en', targetLanguage: 'fr' };
    const first = (await instant(env, body)).json();
    expect(first.translations).toEqual(['MT(One)', 'MT(Two)', 'MT(One)']);
    const second = (await instant(env, body)).json();
    expect(second.sources).toEqual(['machine', 'machine', 'machine']);
    expect(calls).toBe(1);
  });

  it('falls back to the text unchanged when the provider fails, or when there is none', async () => {
    const failing: MachineTranslator = {
      name: 'failing',
      translate: async () => {
        throw new Error('provider down');
      },
    };
    const env = await setup({
      project: { instantTranslation: { enabled: true } },
      deps: { translator: failing },
    });
    const res = (await instant(env, { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' })).json();
    expect(res).toMatchObject({ translations: ['Hi'], sources: ['fallback'] });
    const none = await setup({ project: { instantTranslation: { enabled: true } } });
    const res2 = (await instant(none, { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' })).json();
    expect(res2.sources).toEqual(['fallback']);
  });

  it('accepts 50 texts and refuses 51 with 400', async () => {
    const env = await setup({ project: { instantTranslation: { enabled: true } } });
    const texts = Array.from({ length: 50 }, (_, i) => `t${i}`);
    const ok = await instant(env, { texts, sourceLanguage: 'en', targetLanguage: 'de' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().translations).toHaveLength(50);
    const tooMany = await instant(env, {
      texts: [...texts, 'x'],
      sourceLanguage: 'en',
      targetLanguage: 'de',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('validation_failed');
    expect(tooMany.json().error.details[0].location).toBe('body.texts');
  });

  it('answers 401 missing_auth without X-Project-Key and 401 invalid_project_key for an unknown one', async () => {
    const env = await setup({ project: { instantTranslation: { enabled: true } } });
    const body = { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' };
    const missing = await instant(env, body, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('missing_auth');
    expect(missing.json().error.message).toContain('X-Project-Key');
    const malformed = await instant(env, body, { 'x-project-key': 'demo key' });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().error.code).toBe('missing_auth');
    const unknown = await instant(env, body, { 'x-project-key': 'nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('invalid_project_key');
  });

  it('answers 403 feature_disabled when instant translation is off', async () => {
    const env = await setup();
    const res = await instant(env, { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('feature_disabled');
  });

  it('enforces the origin allowlist (403 origin_not_allowed) and answers CORS for allowed origins', async () => {
    const env = await setup({
      project: { instantTranslation: { enabled: true }, allowedOrigins: ['https://app.example'] },
    });
    const body = { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' };
    const none = await instant(env, body);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('origin_not_allowed');
    const other = await instant(env, body, { 'x-project-key': 'demo', origin: 'https://evil.example' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('origin_not_allowed');
    // Readable by the refused page (its own origin echoed), and the allowlist is not disclosed.
    expect(other.headers['access-control-allow-origin']).toBe('https://evil.example');
    expect(other.body).not.toContain('app.example');
    const allowed = await instant(env, body, { 'x-project-key': 'demo', origin: 'https://app.example' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
  });

  it('answers CORS preflights for the SDK API and none for the sync API', async () => {
    const env = await setup({ project: { allowedOrigins: ['https://app.example'] } });
    const preflight = await env.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/translate/instant',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-project-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-project-key');
    const settings = await env.app.inject({
      method: 'GET',
      url: '/api/v1/projects/key/demo',
      headers: { origin: 'https://evil.example' },
    });
    expect(settings.statusCode).toBe(403);
    expect(settings.json().error.code).toBe('origin_not_allowed');
    expect(settings.headers['access-control-allow-origin']).toBe('https://evil.example');
    const allowed = await env.app.inject({
      method: 'GET',
      url: '/api/v1/projects/key/demo',
      headers: { origin: 'https://app.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    const open = await setup();
    const anyOrigin = await open.app.inject({
      method: 'GET',
      url: '/api/v1/projects/key/demo',
      headers: { origin: 'https://anything.example' },
    });
    expect(anyOrigin.headers['access-control-allow-origin']).toBe('*');
    const sync = await open.app.inject({
      method: 'GET',
      url: '/api/v1/api/sync/pull',
      headers: { origin: 'https://anything.example' },
    });
    expect(sync.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('everything else', () => {
  it('answers JSON 404 not_found for unknown routes, with a request id', async () => {
    const env = await setup();
    const res = await env.app.inject({ method: 'GET', url: '/api/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers /healthz and the OpenAPI document built from the zod schemas', async () => {
    const env = await setup();
    expect((await env.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const doc = (await env.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/v1/api/sync/branch/close',
      '/api/v1/api/sync/pull',
      '/api/v1/api/sync/push',
      '/api/v1/api/sync/push/state',
      '/api/v1/phrases/batch-extract',
      '/api/v1/projects/key/{projectKey}',
      '/api/v1/translate/instant',
      '/api/v1/translate/{projectKey}/{langCode}',
    ]);
    expect(
      doc.paths['/api/v1/translate/instant'].post.requestBody.content['application/json'].schema.properties
        .texts.maxItems,
    ).toBe(50);
  });

  it('answers a malformed URL in the error shape, and takes 128-character project keys in paths', async () => {
    const env = await setup({ project: { key: 'k'.repeat(128) } });
    const bad = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect(bad.headers['x-request-id']).toBeTruthy();
    const long = await env.app.inject({ method: 'GET', url: `/api/v1/projects/key/${'k'.repeat(128)}` });
    expect(long.statusCode).toBe(200);
  });

  it('never leaks internals on a 500', async () => {
    const env = await setup();
    env.storage.getProject = async () => {
      throw new Error('SQLITE_CORRUPT: secret table layout');
    };
    const res = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.body).not.toContain('SQLITE');
    expect(res.json().error.message).toContain(res.headers['x-request-id'] as string);
  });
});
