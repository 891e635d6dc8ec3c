import { gunzipSync } from 'node:zlib';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signatureProblems } from '../../../test/support/signature.ts';
import {
  describeSyncError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  RetryBudgetExceededError,
  SyncClient,
} from '../src/index.ts';

const API = 'http://sync.test/api/v1';
const KEY = 'demo-app';
const SECRET = 'test-secret';

const pushAnswer = {
  dryRun: false,
  files: 1,
  locales: ['en'],
  keys: { created: 1, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [{ locale: 'en', created: ['a'], updated: [], obsolete: [], kept: [], ignored: [], unchanged: 0 }],
};
const pullAnswer = {
  sourceLocale: 'en',
  files: [{ locale: 'de', format: 'json', content: '{}\n', keys: 0 }],
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (options: Partial<ConstructorParameters<typeof SyncClient>[0]> = {}) =>
  new SyncClient({
    apiUrl: API,
    projectKey: KEY,
    secret: SECRET,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    ...options,
  });

const file = { locale: 'en', path: 'locales/en.json', format: 'json' as const, content: '{"a":"A"}' };

describe('SyncClient.push', () => {
  it('sends a signed JSON body to {api-url}/api/sync/push and returns the checked answer', async () => {
    let seen: { problems: string[]; body: unknown; type: string | null } | undefined;
    server.use(
      http.post(`${API}/api/sync/push`, async ({ request }) => {
        seen = {
          problems: signatureProblems(request.headers, {
            method: 'POST',
            path: '/api/sync/push',
            projectKey: KEY,
            secret: SECRET,
          }),
          body: await request.json(),
          type: request.headers.get('content-type'),
        };
        return HttpResponse.json(pushAnswer);
      }),
    );
    const answer = await client().push([file], {
      source: { repository: 'o/r', ref: 'refs/heads/main', sha: 'abc' },
    });
    expect(answer).toEqual(pushAnswer);
    expect(seen?.problems).toEqual([]);
    expect(seen?.type).toBe('application/json');
    expect(seen?.body).toEqual({
      files: [file],
      source: { repository: 'o/r', ref: 'refs/heads/main', sha: 'abc' },
    });
  });

  it('adds dryRun only when asked', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/api/sync/push`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...pushAnswer, dryRun: true });
      }),
    );
    await client().push([file], { dryRun: true });
    expect(bodies[0]).toEqual({ files: [file], dryRun: true });
  });

  it('gzips bodies over 64 KiB', async () => {
    let encoding: string | null = null;
    let decoded: { files: { content: string }[] } | undefined;
    server.use(
      http.post(`${API}/api/sync/push`, async ({ request }) => {
        encoding = request.headers.get('content-encoding');
        decoded = JSON.parse(gunzipSync(Buffer.from(await request.arrayBuffer())).toString('utf8'));
        return HttpResponse.json(pushAnswer);
      }),
    );
    const big = { ...file, content: JSON.stringify({ a: 'x'.repeat(70_000) }) };
    await client().push([big]);
    expect(encoding).toBe('gzip');
    expect(decoded?.files[0]?.content).toBe(big.content);
  });

  it('trims a trailing slash of api-url and signs the endpoint path, not the prefix', async () => {
    let problems: string[] = ['not called'];
    server.use(
      http.post('http://sync.test/custom/prefix/api/v1/api/sync/push', ({ request }) => {
        problems = signatureProblems(request.headers, {
          method: 'POST',
          path: '/api/sync/push',
          projectKey: KEY,
          secret: SECRET,
        });
        return HttpResponse.json(pushAnswer);
      }),
    );
    await client({ apiUrl: 'http://sync.test/custom/prefix/api/v1/' }).push([file]);
    expect(problems).toEqual([]);
  });
});

describe('SyncClient.pull', () => {
  it('sends the options as query parameters and signs the path without the query', async () => {
    let url: URL | undefined;
    let problems: string[] = [];
    server.use(
      http.get(`${API}/api/sync/pull`, ({ request }) => {
        url = new URL(request.url);
        problems = signatureProblems(request.headers, {
          method: 'GET',
          path: '/api/sync/pull',
          projectKey: KEY,
          secret: SECRET,
        });
        return HttpResponse.json(pullAnswer);
      }),
    );
    expect(await client().pull({ structure: 'nested', locales: ['de', 'fr'] })).toEqual(pullAnswer);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      format: 'json',
      structure: 'nested',
      status: 'approved',
      locales: 'de,fr',
    });
  });

  it('omits locales when none are given', async () => {
    let search = '';
    server.use(
      http.get(`${API}/api/sync/pull`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json(pullAnswer);
      }),
    );
    await client().pull();
    expect(search).toBe('?format=json&structure=flat&status=approved');
  });

  it('asks for every resource with resources=all and returns each file with its resource', async () => {
    const answer = {
      sourceLocale: 'en',
      sourceKeys: 1,
      obsoleteKeys: [],
      files: [
        { locale: 'de', format: 'json', content: '{}\n', keys: 0 },
        { locale: 'de', resource: 'locales/en/common.json', format: 'json', content: '{}\n', keys: 0 },
      ],
      resources: [
        { resource: '', sourceKeys: 1, obsoleteKeys: [] },
        { resource: 'locales/en/common.json', sourceKeys: 0, obsoleteKeys: ['gone'] },
      ],
    };
    let resources: string | null = null;
    server.use(
      http.get(`${API}/api/sync/pull`, ({ request }) => {
        resources = new URL(request.url).searchParams.get('resources');
        return HttpResponse.json(answer);
      }),
    );
    expect(await client().pull({ resources: 'all' })).toEqual(answer);
    expect(resources).toBe('all');
  });
});

describe('resources', () => {
  it('sends each push and push/state file with its resource', async () => {
    const bodies: unknown[] = [];
    const answered = {
      ...pushAnswer,
      plan: [{ ...pushAnswer.plan[0], resource: 'locales/en/common.json' }],
      resources: [
        { resource: '', keys: 3, inPush: false },
        { resource: 'locales/en/common.json', keys: 1, inPush: true },
      ],
    };
    server.use(
      http.post(`${API}/api/sync/push`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(answered);
      }),
      http.post(`${API}/api/sync/push/state`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          sourceLocale: 'en',
          unchanged: [
            { locale: 'en', path: 'locales/en/common.json', resource: 'locales/en/common.json', keys: 1 },
          ],
        });
      }),
    );
    const withResource = { ...file, path: 'locales/en/common.json', resource: 'locales/en/common.json' };
    expect(await client().push([withResource])).toEqual(answered);
    const state = await client().pushState([
      {
        locale: 'en',
        path: withResource.path,
        format: 'json',
        sha256: 'a'.repeat(64),
        resource: withResource.path,
      },
    ]);
    expect(state.unchanged[0]?.resource).toBe('locales/en/common.json');
    expect(bodies).toEqual([
      { files: [withResource] },
      {
        files: [
          {
            locale: 'en',
            path: withResource.path,
            format: 'json',
            sha256: 'a'.repeat(64),
            resource: withResource.path,
          },
        ],
      },
    ]);
  });

  it('refuses an answer whose resources are malformed', async () => {
    server.use(
      http.post(`${API}/api/sync/push`, () =>
        HttpResponse.json({ ...pushAnswer, resources: [{ resource: 'a.json', keys: -1, inPush: true }] }),
      ),
    );
    await expect(client().push([file])).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe('retries', () => {
  it('honours Retry-After on 429 and signs every try afresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const nonces: string[] = [];
      const problems: string[][] = [];
      server.use(
        http.get(`${API}/api/sync/pull`, ({ request }) => {
          nonces.push(request.headers.get('x-sync-nonce') ?? '');
          problems.push(
            signatureProblems(request.headers, {
              method: 'GET',
              path: '/api/sync/pull',
              projectKey: KEY,
              secret: SECRET,
            }),
          );
          if (nonces.length < 3) {
            return HttpResponse.json(
              { error: { code: 'rate_limited', message: 'slow down' } },
              { status: 429, headers: { 'retry-after': '2' } },
            );
          }
          return HttpResponse.json(pullAnswer);
        }),
      );
      const waits: number[] = [];
      const pending = client({ onRetry: (info) => waits.push(info.delayMs) }).pull();
      await vi.advanceTimersByTimeAsync(1_999);
      expect(nonces).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2_001);
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(pending).resolves.toEqual(pullAnswer);
      expect(waits).toEqual([2_000, 2_000]);
      expect(new Set(nonces).size).toBe(3);
      expect(problems.flat()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('backs off with full jitter on 503 and stops after maxAttempts', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/sync/pull`, () => {
        calls++;
        return HttpResponse.json(
          { error: { code: 'service_unavailable', message: 'down' } },
          { status: 503 },
        );
      }),
    );
    const waits: number[] = [];
    const err = await client({
      retry: { maxAttempts: 4, baseDelayMs: 8, maxDelayMs: 20 },
      random: () => 0.5,
      onRetry: (info) => waits.push(info.delayMs),
    })
      .pull()
      .catch((e: unknown) => e);
    expect(calls).toBe(4);
    expect(waits).toEqual([4, 8, 10]);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).attempts).toBe(4);
    expect(describeSyncError(err)).toMatch(
      /server error 503 from http:\/\/sync.test\/api\/v1\/api\/sync\/pull\?.* after 4 tries: down/,
    );
  });

  it('fails clearly when Retry-After asks for more than the budget', async () => {
    server.use(
      http.get(`${API}/api/sync/pull`, () =>
        HttpResponse.json(
          { error: { code: 'rate_limited', message: 'project quota used up' } },
          { status: 429, headers: { 'retry-after': '3600' } },
        ),
      ),
    );
    const err = await client({ retry: { budgetMs: 60_000 } })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RetryBudgetExceededError);
    expect((err as RetryBudgetExceededError).retryAfterSeconds).toBe(3600);
    expect(describeSyncError(err)).toMatch(/asked to wait 3600 s, more than the \d+ s left/);
  });

  it('retries network errors and names the address and the tries', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/sync/pull`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const err = await client({ retry: { maxAttempts: 3, baseDelayMs: 1 } })
      .pull()
      .catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(err).toBeInstanceOf(NetworkError);
    expect(describeSyncError(err)).toMatch(
      /could not reach http:\/\/sync.test\/api\/v1\/api\/sync\/pull\S* after 3 tries/,
    );
  });

  it('times out a hanging try', async () => {
    server.use(http.get(`${API}/api/sync/pull`, () => new Promise<never>(() => undefined)));
    const err = await client({ timeoutMs: 50, retry: { maxAttempts: 2, baseDelayMs: 1 } })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toMatch(/after 2 tries: timed out/);
  });
});

describe('errors', () => {
  const answer = (status: number, body: JsonBodyType, init: ResponseInit = {}) =>
    server.use(http.get(`${API}/api/sync/pull`, () => HttpResponse.json(body, { status, ...init })));

  it.each([
    ['bad_signature', /signature rejected: check project-key and sync-secret/],
    ['timestamp_out_of_window', /clock differs from the server's by more than 300 seconds/],
    ['nonce_reused', /replay/],
    ['missing_auth', /signing header is missing/],
  ])('turns a 401 %s into an actionable message', async (code, pattern) => {
    answer(401, { error: { code, message: 'server says no' } }, { headers: { 'x-request-id': 'req-7' } });
    const err = await client()
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(code);
    expect((err as HttpError).requestId).toBe('req-7');
    expect(describeSyncError(err)).toMatch(pattern);
    expect(describeSyncError(err)).toMatch(/request id req-7/);
  });

  it('names the disabled feature on 403', async () => {
    answer(403, { error: { code: 'feature_disabled', message: 'sync is not enabled for project demo-app' } });
    const err = await client()
      .pull()
      .catch((e: unknown) => e);
    expect(describeSyncError(err)).toBe('forbidden: sync is not enabled for project demo-app');
  });

  it('lists validation problems', async () => {
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'invalid query',
        details: [{ location: 'query.structure', message: 'expected flat or nested' }],
      },
    });
    const err = await client()
      .pull()
      .catch((e: unknown) => e);
    expect(describeSyncError(err)).toContain('query.structure: expected flat or nested');
  });

  it('does not retry a 500 and summarises an HTML body', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/sync/pull`, () => {
        calls++;
        return new HttpResponse('<html><body><h1>Internal Server Error</h1></body></html>', {
          status: 500,
          headers: { 'content-type': 'text/html' },
        });
      }),
    );
    const err = await client()
      .pull()
      .catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect((err as HttpError).code).toBe('http_500');
    expect((err as HttpError).message).toBe('HTTP 500 Internal Server Error: Internal Server Error');
  });

  it('refuses a 200 that is not JSON', async () => {
    server.use(http.get(`${API}/api/sync/pull`, () => HttpResponse.text('<html>proxy login</html>')));
    const err = await client()
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as Error).message).toMatch(/body is not JSON: proxy login/);
    expect(describeSyncError(err)).toMatch(/Check that api-url points at a locale-sync server/);
  });

  it('refuses a 200 of the wrong shape, naming the field', async () => {
    answer(200, { sourceLocale: 'en', files: [{ locale: 'de', format: 'json', content: 42, keys: 0 }] });
    const err = await client()
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as Error).message).toMatch(/body.files\[0\].content/);
  });

  it('refuses a hostile locale in a pull answer', async () => {
    answer(200, {
      sourceLocale: 'en',
      files: [{ locale: '../../.github/workflows/x', format: 'json', content: '{}', keys: 0 }],
    });
    await expect(client().pull()).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('checks settings up front', () => {
    expect(() => new SyncClient({ apiUrl: 'not a url', projectKey: KEY, secret: SECRET })).toThrow(
      /apiUrl "not a url"/,
    );
    expect(() => new SyncClient({ apiUrl: API, projectKey: '', secret: SECRET })).toThrow(/projectKey/);
    expect(() => new SyncClient({ apiUrl: API, projectKey: KEY, secret: '' })).toThrow(/secret/);
  });
});
