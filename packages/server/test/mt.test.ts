import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translatorFromEnv } from '../src/mt/index.ts';
import { createLibreTranslateTranslator, libreLanguage } from '../src/mt/libretranslate.ts';
import { pseudoLocalize } from '../src/mt/pseudo.ts';
import { push, setup } from './helpers.ts';

const LT = 'http://libretranslate.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('pseudo-localisation', () => {
  it('is deterministic, visibly marked, and keeps placeholders and markup', () => {
    const out = pseudoLocalize('Hello {name}, you have {{count}} <b>new</b> messages (%s)');
    expect(out).toBe('[Ĥéĺĺó {name}, ýóú ĥáṽé {{count}} <b>ñéŵ</b> ɱéššáĝéš (%s)]');
    expect(pseudoLocalize('Hello {name}')).toBe(pseudoLocalize('Hello {name}'));
  });

  it("keeps Python's named placeholders and printf's flags, widths and length modifiers", () => {
    // A Django catalog pulled after machine-translate held "%(ñáɱé)š", which Python cannot format.
    expect(pseudoLocalize('Hello, %(name)s!')).toBe('[Ĥéĺĺó, %(name)s!]');
    expect(pseudoLocalize('%(count)d items, %.2f EUR, %5d, %-10s, %lld, %@, 100%%')).toBe(
      '[%(count)d íţéɱš, %.2f ÉÚŔ, %5d, %-10s, %lld, %@, 100%%]',
    );
    expect(pseudoLocalize('50% off')).toBe('[50% óƒƒ]');
  });
});

describe('LibreTranslate provider', () => {
  it('posts the texts in one request and returns them in order', async () => {
    let seen: unknown;
    server.use(
      http.post(`${LT}/translate`, async ({ request }) => {
        seen = await request.json();
        const body = seen as { q: string[] };
        return HttpResponse.json({ translatedText: body.q.map((t) => `de:${t}`) });
      }),
    );
    const mt = createLibreTranslateTranslator({ url: `${LT}/`, apiKey: 'k1' });
    expect(await mt.translate(['One', 'Two'], 'en', 'pt-BR')).toEqual(['de:One', 'de:Two']);
    expect(seen).toEqual({ q: ['One', 'Two'], source: 'en', target: 'pt', format: 'text', api_key: 'k1' });
  });

  it('throws on an error status or an unexpected body', async () => {
    const mt = createLibreTranslateTranslator({ url: LT });
    server.use(http.post(`${LT}/translate`, () => HttpResponse.json({ error: 'quota' }, { status: 429 })));
    await expect(mt.translate(['x'], 'en', 'de')).rejects.toThrow(/429/);
    server.use(http.post(`${LT}/translate`, () => HttpResponse.json({ translatedText: 'x' })));
    await expect(mt.translate(['x'], 'en', 'de')).rejects.toThrow(/unexpected body/);
  });

  it('maps locales to LibreTranslate codes', () => {
    expect(libreLanguage('zh-Hant')).toBe('zt');
    expect(libreLanguage('de-AT')).toBe('de');
  });

  it('is chosen by MT_PROVIDER and serves instant translation through the app, cached', async () => {
    let calls = 0;
    server.use(
      http.post(`${LT}/translate`, async ({ request }) => {
        calls++;
        const body = (await request.json()) as { q: string[] };
        return HttpResponse.json({ translatedText: body.q.map((t) => t.toUpperCase()) });
      }),
    );
    const translator = translatorFromEnv({ MT_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: LT });
    const env = await setup({ project: { instantTranslation: { enabled: true } }, deps: { translator } });
    await push(env, [
      { locale: 'en', content: { a: 'Known' } },
      { locale: 'de', content: { a: 'Bekannt' } },
    ]);
    const ask = () =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/translate/instant',
        headers: { 'x-project-key': 'demo' },
        payload: { texts: ['Known', 'new text'], sourceLanguage: 'en', targetLanguage: 'de' },
      });
    expect((await ask()).json()).toMatchObject({
      translations: ['Bekannt', 'NEW TEXT'],
      sources: ['approved', 'machine'],
    });
    expect((await ask()).json().sources).toEqual(['approved', 'machine']);
    expect(calls).toBe(1);
  });

  it('is built by createApp from env, through the injected fetch', async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      seen.push(String(input));
      const body = JSON.parse(String(init?.body)) as { q: string[] };
      return Response.json({ translatedText: body.q.map((t) => `<${t}>`) });
    };
    const { openSqliteStorage } = await import('../src/storage/sqlite.ts');
    const { createApp } = await import('../src/app.ts');
    const { createProject } = await import('../src/domain/projects.ts');
    const storage = openSqliteStorage(':memory:');
    await createProject(
      storage,
      { key: 'demo', sourceLocale: 'en', locales: ['de'], instantTranslation: { enabled: true } },
      1,
    );
    const app = await createApp({
      storage,
      env: { MT_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://mt.internal' },
      fetch: fakeFetch,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/translate/instant',
      headers: { 'x-project-key': 'demo' },
      payload: { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' },
    });
    expect(res.json()).toMatchObject({ translations: ['<Hi>'], sources: ['machine'] });
    expect(seen).toEqual(['http://mt.internal/translate']);
  });

  it('falls back when the LibreTranslate server fails', async () => {
    server.use(http.post(`${LT}/translate`, () => new HttpResponse('boom', { status: 500 })));
    const translator = translatorFromEnv({ MT_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: LT });
    const env = await setup({ project: { instantTranslation: { enabled: true } }, deps: { translator } });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/translate/instant',
      headers: { 'x-project-key': 'demo' },
      payload: { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' },
    });
    expect(res.json()).toMatchObject({ translations: ['Hi'], sources: ['fallback'] });
  });

  it('refuses an incomplete configuration', () => {
    expect(() => translatorFromEnv({ MT_PROVIDER: 'libretranslate' })).toThrow(/LIBRETRANSLATE_URL/);
    expect(() => translatorFromEnv({ MT_PROVIDER: 'deepl' })).toThrow(/MT_PROVIDER/);
    expect(translatorFromEnv({ MT_PROVIDER: 'none' })).toBeUndefined();
    expect(translatorFromEnv({})?.name).toBe('pseudo');
  });
});
