import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, SdkClient } from '../src/sdk.ts';

const BASE = 'http://sdk.test/api/v1';
const KEY = 'demo-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = () => new SdkClient({ projectKey: KEY, baseUrl: BASE, retry: { baseDelayMs: 1 } });

const settings = {
  sourceLocale: 'en',
  supportedLocales: ['en', 'de'],
  extraction: { extractPhrases: true, extractionMode: 'source', sendFrequency: 30, minStringsToSend: 10 },
  instantTranslation: { enabled: true, cacheTtlMs: 60_000, batchSize: 50 },
};

describe('SdkClient', () => {
  it('uses the production or QA address', () => {
    expect(new SdkClient({ projectKey: KEY }).baseUrl).toMatch(/^https:\/\/sdk\./);
    expect(new SdkClient({ projectKey: KEY, environment: 'qa' }).baseUrl).toMatch(/^https:\/\/sdk\.qa\./);
  });

  it('reads project settings and reports fail-open answers', async () => {
    server.use(
      http.get(`${BASE}/projects/key/${KEY}`, () =>
        HttpResponse.json(settings, { headers: { 'X-SDK-FailOpen': 'true' } }),
      ),
    );
    const client = sdk();
    expect(await client.getProjectSettings()).toEqual(settings);
    expect(client.lastResponse?.failOpen).toBe(true);
  });

  it('revalidates translations with If-None-Match and serves a 304 from its cache', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/translate/${KEY}/de`, ({ request }) => {
        seen.push(request.headers.get('if-none-match'));
        if (request.headers.get('if-none-match') === '"v1"') return new HttpResponse(null, { status: 304 });
        return HttpResponse.json({ translations: { Hello: 'Hallo' } }, { headers: { etag: '"v1"' } });
      }),
    );
    const client = sdk();
    expect(await client.getTranslations('de')).toEqual({ Hello: 'Hallo' });
    expect(await client.getTranslations('de')).toEqual({ Hello: 'Hallo' });
    expect(seen).toEqual([null, '"v1"']);
    expect(client.lastResponse?.failOpen).toBe(false);
  });

  it('turns an unknown project into an HttpError', async () => {
    server.use(
      http.get(`${BASE}/projects/key/${KEY}`, () =>
        HttpResponse.json(
          { error: { code: 'project_not_found', message: 'no project demo-app' } },
          { status: 404 },
        ),
      ),
    );
    const err = await sdk()
      .getProjectSettings()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(404);
    expect((err as HttpError).code).toBe('project_not_found');
  });

  it('says to check baseUrl when the route is unknown, not when the project or locale is', async () => {
    const noRoute = (method: string, path: string) =>
      HttpResponse.json(
        { error: { code: 'not_found', message: `no route ${method} ${path}` } },
        { status: 404 },
      );
    server.use(
      http.get(`${BASE}/projects/key/${KEY}`, () => noRoute('GET', `/projects/key/${KEY}`)),
      http.get(`${BASE}/translate/${KEY}/de`, () => noRoute('GET', `/translate/${KEY}/de`)),
      http.get(`${BASE}/translate/${KEY}/ja`, () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'locale ja is not supported by project demo-app' } },
          { status: 404 },
        ),
      ),
    );
    const client = sdk();
    const settingsError = await client.getProjectSettings().catch((e: unknown) => e);
    expect(settingsError).toBeInstanceOf(HttpError);
    expect((settingsError as HttpError).message).toBe(
      `no route GET /projects/key/${KEY} (check baseUrl: the SDK API's base address, ending with /api/v1, e.g. http://127.0.0.1:8787/api/v1)`,
    );
    expect((settingsError as HttpError).code).toBe('not_found');
    const routeError = await client.getTranslations('de').catch((e: unknown) => e);
    expect((routeError as HttpError).message).toMatch(/\(check baseUrl: /);
    const localeError = await client.getTranslations('ja').catch((e: unknown) => e);
    expect((localeError as HttpError).message).toBe('locale ja is not supported by project demo-app');
  });

  it('splits phrases into requests of at most 500 and sums the counts', async () => {
    const sizes: number[] = [];
    let total = 0;
    server.use(
      http.post(`${BASE}/phrases/batch-extract`, async ({ request }) => {
        const body = (await request.json()) as { projectKey: string; phrases: unknown[]; sourceUrl: string };
        expect(body.projectKey).toBe(KEY);
        expect(body.sourceUrl).toBe('https://app.example/');
        sizes.push(body.phrases.length);
        total += body.phrases.length;
        return HttpResponse.json({
          received: body.phrases.length,
          created: body.phrases.length,
          merged: 0,
          total,
        });
      }),
    );
    const phrases = Array.from({ length: 1_201 }, (_, i) => ({ sourceText: `Phrase ${i}` }));
    const answer = await sdk().extractPhrases({
      sourceUrl: 'https://app.example/',
      sourceType: 'dom',
      phrases,
    });
    expect(sizes).toEqual([500, 500, 201]);
    expect(answer).toEqual({ received: 1_201, created: 1_201, merged: 0, total: 1_201 });
  });

  it('splits instant translation into requests of at most 50 and keeps the order', async () => {
    const sizes: number[] = [];
    server.use(
      http.post(`${BASE}/translate/instant`, async ({ request }) => {
        expect(request.headers.get('x-project-key')).toBe(KEY);
        expect(request.headers.get('content-type')).toBe('application/json');
        const body = (await request.json()) as {
          texts: string[];
          sourceLanguage: string;
          targetLanguage: string;
        };
        sizes.push(body.texts.length);
        return HttpResponse.json({
          translations: body.texts.map((t) => `de:${t}`),
          sources: body.texts.map((_, i) => (i % 2 === 0 ? 'approved' : 'machine')),
          sourceLanguage: body.sourceLanguage,
          targetLanguage: body.targetLanguage,
          timestamp: '2026-11-22T10:00:00.000Z',
        });
      }),
    );
    const texts = Array.from({ length: 120 }, (_, i) => `text ${i}`);
    const answer = await sdk().translateInstant({ texts, sourceLanguage: 'en', targetLanguage: 'de' });
    expect(sizes).toEqual([50, 50, 20]);
    expect(answer.translations).toEqual(texts.map((t) => `de:${t}`));
    expect(answer.sources).toHaveLength(120);
    expect(answer.sources[50]).toBe('approved');
    expect(answer.timestamp).toBe('2026-11-22T10:00:00.000Z');
  });

  it('refuses an instant answer whose length differs from the texts', async () => {
    server.use(
      http.post(`${BASE}/translate/instant`, () =>
        HttpResponse.json({
          translations: ['a'],
          sources: ['approved'],
          sourceLanguage: 'en',
          targetLanguage: 'de',
          timestamp: '2026-11-22T10:00:00.000Z',
        }),
      ),
    );
    await expect(
      sdk().translateInstant({ texts: ['a', 'b'], sourceLanguage: 'en', targetLanguage: 'de' }),
    ).rejects.toThrow(/1 translations for 2 texts/);
  });
});

describe('browser safety', () => {
  it('the sdk entry imports nothing from node:* (directly or through its modules)', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const nodeImports: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm)) {
        const spec = match[1] as string;
        if (spec.startsWith('node:') || spec === 'undici') nodeImports.push(`${file}: ${spec}`);
        else if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
        else if (spec === '@locale-sync/protocol') visit(resolve(here, '../../protocol/src/index.ts'));
      }
    };
    visit(resolve(here, '../src/sdk.ts'));
    expect(seen.size).toBeGreaterThan(5);
    expect(nodeImports).toEqual([]);
  });
});
