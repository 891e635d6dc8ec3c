import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, LocaleSync, type LocaleSyncOptions, OriginNotAllowedError } from '../src/sdk.ts';

const BASE = 'http://sdk.test/api/v1';
const KEY = 'demo-app';
const PAGE = 'https://app.example/pricing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  // setImmediate stays real: the fetch that msw answers needs it to deliver a body.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

type Settings = {
  sourceLocale: string;
  supportedLocales: string[];
  extraction: {
    extractPhrases: boolean;
    extractionMode: string;
    sendFrequency: number;
    minStringsToSend: number;
  };
  instantTranslation: { enabled: boolean; cacheTtlMs: number; batchSize: number };
};

function settings(patch: {
  extraction?: Partial<Settings['extraction']>;
  instantTranslation?: Partial<Settings['instantTranslation']>;
}): Settings {
  return {
    sourceLocale: 'en',
    supportedLocales: ['en', 'de'],
    extraction: {
      extractPhrases: false,
      extractionMode: 'source',
      sendFrequency: 30,
      minStringsToSend: 1,
      ...patch.extraction,
    },
    instantTranslation: { enabled: true, cacheTtlMs: 60_000, batchSize: 50, ...patch.instantTranslation },
  };
}

/** Every request the fake server saw, as `METHOD path` plus its JSON body. */
interface Seen {
  line: string;
  body?: unknown;
  ifNoneMatch?: string | null;
}

/**
 * A fake SDK API: settings, approved translations (`de`, ETag "v<version>"), instant translation
 * (upper-cases each text) and phrase extraction (counts what it received).
 */
function fakeApi(options: { settings: Settings; approved?: Record<string, string> }) {
  const seen: Seen[] = [];
  const state = { approved: options.approved ?? { Hello: 'Hallo' }, version: 1 };
  server.use(
    http.get(`${BASE}/projects/key/${KEY}`, () => {
      seen.push({ line: 'GET settings' });
      return HttpResponse.json(options.settings, { headers: { etag: '"s1"' } });
    }),
    http.get(`${BASE}/translate/${KEY}/de`, ({ request }) => {
      const ifNoneMatch = request.headers.get('if-none-match');
      seen.push({ line: 'GET translations', ifNoneMatch });
      const etag = `"v${state.version}"`;
      if (ifNoneMatch === etag) return new HttpResponse(null, { status: 304, headers: { etag } });
      return HttpResponse.json({ translations: state.approved }, { headers: { etag } });
    }),
    http.post(`${BASE}/translate/instant`, async ({ request }) => {
      const body = (await request.json()) as { texts: string[] };
      seen.push({ line: 'POST instant', body });
      return HttpResponse.json({
        translations: body.texts.map((t) => t.toUpperCase()),
        sources: body.texts.map(() => 'machine'),
        sourceLanguage: 'en',
        targetLanguage: 'de',
        timestamp: '2026-11-02T10:00:00.000Z',
      });
    }),
    http.post(`${BASE}/phrases/batch-extract`, async ({ request }) => {
      const body = (await request.json()) as { phrases: unknown[] };
      seen.push({ line: 'POST phrases', body });
      const n = body.phrases.length;
      return HttpResponse.json({ received: n, created: n, merged: 0, total: n });
    }),
  );
  return { seen, state, lines: () => seen.map((s) => s.line) };
}

const started: LocaleSync[] = [];
afterEach(async () => {
  // A runtime left running would send into the next test's fake server.
  await Promise.all(started.splice(0).map((rt) => rt.stop({ flush: false })));
});

/** Requests sent and not answered yet (msw answers on real I/O turns, not on fake timers). */
let inFlight = 0;
const countingFetch: typeof fetch = (input, init) => {
  inFlight++;
  return globalThis.fetch(input, init).finally(() => {
    inFlight--;
  });
};

function runtime(options: Partial<LocaleSyncOptions> = {}): LocaleSync {
  const rt = new LocaleSync({
    projectKey: KEY,
    baseUrl: BASE,
    locale: 'de',
    pageUrl: () => PAGE,
    retry: { maxAttempts: 1 },
    fetch: countingFetch,
    ...options,
  });
  started.push(rt);
  return rt;
}

/** Lets timers run `ms` ahead, then lets every request they started be answered and read. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** Real I/O turns until no request is in flight for several turns in a row. */
async function settle(): Promise<void> {
  for (let quiet = 0, turns = 0; quiet < 10 && turns < 5000; turns++) {
    await new Promise((resolve) => setImmediate(resolve));
    quiet = inFlight === 0 ? quiet + 1 : 0;
  }
}

describe('LocaleSync: approved translations', () => {
  it('reads settings and approved translations at start, and answers approved texts without a request', async () => {
    const api = fakeApi({ settings: settings({}) });
    const rt = runtime();
    await rt.start();
    expect(await rt.translate('Hello')).toBe('Hallo');
    expect(rt.lookup('Hello')).toBe('Hallo');
    expect(api.lines()).toEqual(['GET settings', 'GET translations']);
  });

  it('keeps them for cacheTtlMs, then revalidates with the ETag: a 304 keeps them, a 200 replaces them', async () => {
    const api = fakeApi({ settings: settings({ instantTranslation: { cacheTtlMs: 1000 } }) });
    const rt = runtime();
    const seen: boolean[] = [];
    rt.on('translations', (t) => seen.push(t.changed));
    await rt.start();
    await advance(999);
    expect(await rt.translate('Hello')).toBe('Hallo');
    expect(api.lines()).toEqual(['GET settings', 'GET translations']);

    await advance(1);
    await rt.translate('Hello');
    await settle();
    expect(api.seen.at(-1)).toEqual({ line: 'GET translations', ifNoneMatch: '"v1"' });
    expect(rt.lookup('Hello')).toBe('Hallo');

    api.state.approved = { Hello: 'Servus' };
    api.state.version = 2;
    expect(await rt.refresh()).toBe(true);
    expect(rt.lookup('Hello')).toBe('Servus');
    expect(seen).toEqual([true, false, true]);
  });

  it('answers the text itself when the page shows the source locale, without reading translations', async () => {
    const api = fakeApi({ settings: settings({}) });
    const rt = runtime({ locale: 'en' });
    expect(await rt.translate('Hello')).toBe('Hello');
    expect(api.lines()).toEqual(['GET settings']);
  });
});

describe('LocaleSync: instant translation', () => {
  it('batches calls up to batchSize, once per text, in the order asked, each caller with its own answer', async () => {
    const api = fakeApi({ settings: settings({ instantTranslation: { batchSize: 2 } }) });
    const rt = runtime();
    await rt.start();
    const calls = ['one', 'two', 'one', 'three', 'Hello', 'four', 'two', 'five'].map((t) => rt.translate(t));
    await advance(10);
    expect(await Promise.all(calls)).toEqual(['ONE', 'TWO', 'ONE', 'THREE', 'Hallo', 'FOUR', 'TWO', 'FIVE']);
    const batches = api.seen
      .filter((s) => s.line === 'POST instant')
      .map((s) => (s.body as { texts: string[] }).texts);
    expect(batches).toEqual([['one', 'two'], ['three', 'four'], ['five']]);
    expect(api.seen.find((s) => s.line === 'POST instant')?.body).toMatchObject({
      sourceLanguage: 'en',
      targetLanguage: 'de',
    });
    // Answered texts are known now: no second request.
    expect(await rt.translate('three')).toBe('THREE');
    expect(batches.flat()).toHaveLength(5);
  });

  it('sends nothing and answers the text itself when the project has instant translation off', async () => {
    const api = fakeApi({ settings: settings({ instantTranslation: { enabled: false } }) });
    const rt = runtime();
    expect(await rt.translate('Goodbye')).toBe('Goodbye');
    expect(api.lines()).not.toContain('POST instant');
  });

  it('on 429 rejects the batch, and further texts until Retry-After has passed', async () => {
    const api = fakeApi({ settings: settings({}) });
    let limited = true;
    server.use(
      http.post(`${BASE}/translate/instant`, async ({ request }) => {
        if (!limited) return undefined;
        api.seen.push({ line: 'POST instant (429)', body: await request.json() });
        return HttpResponse.json(
          { error: { code: 'rate_limited', message: 'too many requests' } },
          { status: 429, headers: { 'retry-after': '30' } },
        );
      }),
    );
    const rt = runtime();
    const waits: number[] = [];
    rt.on('ratelimited', (r) => waits.push(r.retryAfterMs));
    await rt.start();
    const first = rt.translate('one').catch((e: unknown) => e);
    await advance(10);
    const err = await first;
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(429);
    expect(waits).toEqual([30_000]);
    await expect(rt.translate('two')).rejects.toBe(err);
    expect(api.lines().filter((l) => l.startsWith('POST instant'))).toHaveLength(1);

    limited = false;
    await advance(30_000);
    const later = rt.translate('two');
    await advance(10);
    expect(await later).toBe('TWO');
  });
});

describe('LocaleSync: phrase collection', () => {
  const extraction = (patch: Partial<Settings['extraction']>) =>
    settings({ extraction: { extractPhrases: true, ...patch }, instantTranslation: { enabled: false } });

  it('sends every sendFrequency seconds once minStringsToSend are waiting', async () => {
    const api = fakeApi({ settings: extraction({ sendFrequency: 30, minStringsToSend: 3 }) });
    const rt = runtime();
    await rt.translate('one');
    await rt.translate('two');
    await rt.translate('one');
    await advance(30_000);
    expect(api.lines()).not.toContain('POST phrases');
    await rt.translate('three');
    await advance(29_999);
    expect(api.lines()).not.toContain('POST phrases');
    await advance(30_000);
    const sent = api.seen.filter((s) => s.line === 'POST phrases').map((s) => s.body);
    expect(sent).toEqual([
      {
        projectKey: KEY,
        sourceType: 'translate',
        sourceUrl: PAGE,
        phrases: [
          { sourceText: 'one', count: 2, locations: [{ url: PAGE }] },
          { sourceText: 'two', count: 1, locations: [{ url: PAGE }] },
          { sourceText: 'three', count: 1, locations: [{ url: PAGE }] },
        ],
      },
    ]);
    expect(rt.waitingPhrases).toBe(0);
    // Sent once per page: the same text seen again is not sent again.
    await rt.translate('one');
    expect(rt.waitingPhrases).toBe(0);
  });

  it('collects nothing when the project does not extract phrases', async () => {
    const api = fakeApi({ settings: settings({}) });
    const rt = runtime();
    await rt.start();
    expect(await rt.collect('one')).toBe(false);
    await rt.flush();
    expect(api.lines()).not.toContain('POST phrases');
  });

  it('sends in batches of at most 500, grouped by source type', async () => {
    const api = fakeApi({ settings: extraction({ sendFrequency: 1, minStringsToSend: 1 }) });
    const rt = runtime();
    await rt.start();
    for (let i = 0; i < 1200; i++) await rt.collect(`text ${i}`);
    await rt.collect('Buy now', { sourceType: 'dom', location: { url: PAGE, element: 'main > button' } });
    const results: number[] = [];
    rt.on('phrases', (r) => results.push(r.received));
    await advance(1000);
    const sent = api.seen
      .filter((s) => s.line === 'POST phrases')
      .map((s) => s.body as { sourceType: string; phrases: unknown[] });
    expect(sent.map((b) => [b.sourceType, b.phrases.length])).toEqual([
      ['translate', 500],
      ['translate', 500],
      ['translate', 200],
      ['dom', 1],
    ]);
    expect(sent[3]?.phrases).toEqual([
      { sourceText: 'Buy now', count: 1, locations: [{ url: PAGE, element: 'main > button' }] },
    ]);
    expect(results).toEqual([500, 500, 200, 1]);
  });

  // A partial retry option keeps the page's 15 s budget (a 120 s Retry-After does not fit it).
  it.each([{ retry: { maxAttempts: 3, budgetMs: 15_000 } }, { retry: { maxAttempts: 3 } }])(
    'on 429 keeps the phrases and waits as long as Retry-After asks before sending again (%j)',
    async (options) => {
      const api = fakeApi({ settings: extraction({ sendFrequency: 5, minStringsToSend: 1 }) });
      let limited = true;
      server.use(
        http.post(`${BASE}/phrases/batch-extract`, async ({ request }) => {
          if (!limited) return undefined;
          api.seen.push({ line: 'POST phrases (429)', body: await request.json() });
          return HttpResponse.json(
            { error: { code: 'rate_limited', message: 'too many requests' } },
            { status: 429, headers: { 'retry-after': '120' } },
          );
        }),
      );
      const rt = runtime(options);
      const waits: number[] = [];
      const errors: unknown[] = [];
      rt.on('ratelimited', (r) => waits.push(r.retryAfterMs));
      rt.on('error', (e) => errors.push(e.error));
      await rt.collect('one');
      await advance(5000);
      expect(api.lines().filter((l) => l.startsWith('POST phrases'))).toEqual(['POST phrases (429)']);
      expect(waits).toEqual([120_000]);
      expect((errors[0] as HttpError).retryAfterSeconds).toBe(120);
      expect(rt.waitingPhrases).toBe(1);

      limited = false;
      await rt.collect('two');
      await advance(119_000);
      expect(api.lines().filter((l) => l.startsWith('POST phrases'))).toHaveLength(1);
      await advance(1000);
      const sent = api.seen
        .filter((s) => s.line === 'POST phrases')
        .map((s) => s.body as { phrases: unknown[] });
      expect(sent.map((b) => b.phrases)).toEqual([
        [
          { sourceText: 'one', count: 1, locations: [{ url: PAGE }] },
          { sourceText: 'two', count: 1, locations: [{ url: PAGE }] },
        ],
      ]);
    },
  );

  it('on 409 phrase_limit_reached drops the phrases, once, instead of sending them again', async () => {
    const api = fakeApi({ settings: extraction({ sendFrequency: 5, minStringsToSend: 1 }) });
    server.use(
      http.post(`${BASE}/phrases/batch-extract`, async ({ request }) => {
        api.seen.push({ line: 'POST phrases (409)', body: await request.json() });
        return HttpResponse.json(
          { error: { code: 'phrase_limit_reached', message: 'the project holds 20000 phrases' } },
          { status: 409 },
        );
      }),
    );
    const rt = runtime({ retry: { maxAttempts: 3 } });
    const errors: unknown[] = [];
    rt.on('error', (e) => errors.push(e.error));
    await rt.collect('one');
    await advance(5000);
    expect((errors[0] as HttpError).code).toBe('phrase_limit_reached');
    expect(rt.waitingPhrases).toBe(0);
    await advance(60_000);
    expect(api.lines().filter((l) => l.startsWith('POST phrases'))).toEqual(['POST phrases (409)']);
  });

  it('stop() sends what is waiting whatever minStringsToSend says, then sends nothing and refuses calls', async () => {
    const api = fakeApi({ settings: extraction({ sendFrequency: 60, minStringsToSend: 100 }) });
    const rt = runtime();
    await rt.translate('one');
    await rt.stop();
    expect(api.lines().filter((l) => l === 'POST phrases')).toHaveLength(1);
    await expect(rt.translate('two')).rejects.toThrow(/stopped/);
    await advance(3_600_000);
    expect(api.lines().filter((l) => l === 'POST phrases')).toHaveLength(1);
  });

  it('stop({ flush: false }) drops what is waiting', async () => {
    const api = fakeApi({ settings: extraction({ sendFrequency: 60, minStringsToSend: 100 }) });
    const rt = runtime();
    await rt.translate('one');
    await rt.stop({ flush: false });
    await advance(3_600_000);
    expect(api.lines()).not.toContain('POST phrases');
  });
});

describe('LocaleSync: server signals', () => {
  it('reports answers that came through the fail-open path', async () => {
    fakeApi({ settings: settings({}) });
    server.use(
      http.get(`${BASE}/projects/key/${KEY}`, () =>
        HttpResponse.json(settings({}), { headers: { 'x-sdk-failopen': 'true' } }),
      ),
    );
    const rt = runtime();
    const events: boolean[] = [];
    rt.on('failopen', (meta) => events.push(meta.failOpen));
    await rt.start();
    expect(events).toEqual([true]);
    // The translations that followed came through the normal path.
    expect(rt.failOpen).toBe(false);
  });

  it('an origin not allowed fails with OriginNotAllowedError once, and nothing is sent again', async () => {
    let requests = 0;
    server.use(
      http.get(`${BASE}/projects/key/${KEY}`, () => {
        requests++;
        return HttpResponse.json(
          { error: { code: 'origin_not_allowed', message: 'origin https://evil.example is not allowed' } },
          { status: 403 },
        );
      }),
    );
    const rt = runtime({ retry: { maxAttempts: 5 } });
    const err = await rt.start().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OriginNotAllowedError);
    expect((err as Error).message).toMatch(/allowed origins/);
    await expect(rt.translate('Hello')).rejects.toBe(err);
    await expect(rt.start()).rejects.toBe(err);
    expect(requests).toBe(1);
  });
});
