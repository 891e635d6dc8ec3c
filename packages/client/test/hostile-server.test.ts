// The clients against a server that misbehaves on purpose: answers too large (plain or gzip bombs),
// redirects to another origin, bodies that trickle in, origin refusals, and JSON keys such as
// `__proto__` that a plain object would mistake for its prototype.
import { createServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { HttpResponse, http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signatureProblems } from '../../../test/support/signature.ts';
import {
  describeSyncError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  OriginNotAllowedError,
  RedirectError,
  ResponseTooLargeError,
  SdkClient,
  SyncClient,
  TimeoutError,
} from '../src/index.ts';

const API = 'http://sync.test/api/v1';
const PULL = `${API}/api/sync/pull`;
const SDK = 'http://sdk.test/api/v1';
const KEY = 'demo-app';
const SECRET = 'test-secret';
const MiB = 2 ** 20;

const pullAnswer = {
  sourceLocale: 'en',
  files: [{ locale: 'de', format: 'json', content: '{}\n', keys: 0 }],
};
const pushAnswer = {
  dryRun: false,
  files: 1,
  locales: ['en'],
  keys: { created: 1, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [{ locale: 'en', created: ['a'], updated: [], obsolete: [], kept: [], ignored: [], unchanged: 0 }],
};
const file = { locale: 'en', path: 'locales/en.json', format: 'json' as const, content: '{"a":"A"}' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sync = (options: Partial<ConstructorParameters<typeof SyncClient>[0]> = {}) =>
  new SyncClient({
    apiUrl: API,
    projectKey: KEY,
    secret: SECRET,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    ...options,
  });
const sdk = (options: Partial<ConstructorParameters<typeof SdkClient>[0]> = {}) =>
  new SdkClient({ projectKey: KEY, baseUrl: SDK, retry: { baseDelayMs: 1, maxDelayMs: 5 }, ...options });

/** A body of `chunks` chunks of `size` bytes, counting how many were pulled; endless when chunks is Infinity. */
function countedStream(
  size: number,
  chunks: number,
): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(size).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) controller.close();
      else {
        pulled++;
        controller.enqueue(chunk);
      }
    },
  });
  return { stream, pulled: () => pulled };
}

describe('answer size limit', () => {
  it('stops reading an endless body at the limit and names the limit and the URL', async () => {
    const body = countedStream(64 * 1024, Number.POSITIVE_INFINITY);
    server.use(
      http.get(
        PULL,
        () => new HttpResponse(body.stream, { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const err = await sync({ maxResponseBytes: MiB })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect((err as Error).message).toMatch(
      /^the answer from http:\/\/sync\.test\/api\/v1\/api\/sync\/pull\?\S+ is larger than the client's limit of 1 MiB \(maxResponseBytes\)/,
    );
    expect(describeSyncError(err)).toBe((err as Error).message);
    // 16 chunks fill the limit; the one past it is the last ever read (plus what the stream buffers).
    expect(body.pulled()).toBeLessThan(40);
  });

  it('counts the decoded bytes of a gzip answer, not the bytes on the wire', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * MiB, 0x20));
    expect(bomb.byteLength).toBeLessThan(MiB / 4);
    server.use(
      http.get(
        PULL,
        () =>
          new HttpResponse(bomb, {
            headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
          }),
      ),
    );
    await expect(sync({ maxResponseBytes: MiB }).pull()).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const body = countedStream(1024, 2048);
    server.use(
      http.get(PULL, () => new HttpResponse(body.stream, { headers: { 'content-length': String(2 * MiB) } })),
    );
    await expect(sync({ maxResponseBytes: MiB }).pull()).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(body.pulled()).toBeLessThan(2048);
  });

  it('reads an answer of exactly the limit, and fails one byte past it (any chunking)', async () => {
    const json = JSON.stringify(pullAnswer);
    const limit = Buffer.byteLength(json);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 64 }), fc.boolean(), async (chunkSize, over) => {
        const text = over ? `${json} ` : json;
        server.use(
          http.get(PULL, () => {
            const bytes = Buffer.from(text);
            const stream = new ReadableStream<Uint8Array>({
              start(controller) {
                for (let i = 0; i < bytes.length; i += chunkSize)
                  controller.enqueue(bytes.subarray(i, i + chunkSize));
                controller.close();
              },
            });
            return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } });
          }),
        );
        const result = await sync({ maxResponseBytes: limit })
          .pull()
          .catch((e: unknown) => e);
        if (over) expect(result).toBeInstanceOf(ResponseTooLargeError);
        else expect(result).toEqual(pullAnswer);
      }),
      { numRuns: 30 },
    );
  });

  it('limits SDK answers to 8 MiB by default', async () => {
    const body = countedStream(MiB, Number.POSITIVE_INFINITY);
    server.use(http.get(`${SDK}/translate/${KEY}/de`, () => new HttpResponse(body.stream)));
    const err = await sdk()
      .getTranslations('de')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect((err as ResponseTooLargeError).limitBytes).toBe(8 * MiB);
    expect((err as Error).message).toContain('8 MiB');
  });

  it('reads only the start of a huge error body', async () => {
    const body = countedStream(64 * 1024, Number.POSITIVE_INFINITY);
    server.use(http.get(PULL, () => new HttpResponse(body.stream, { status: 400 })));
    const err = await sync()
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    expect(body.pulled()).toBeLessThan(10);
  });
});

describe('redirects', () => {
  it('never follows a redirect to another origin, so the signed headers and the files stay home', async () => {
    const leaked: string[] = [];
    server.use(
      http.post(
        `${API}/api/sync/push`,
        () => new HttpResponse(null, { status: 307, headers: { location: 'http://evil.test/collect' } }),
      ),
      http.all('http://evil.test/*', ({ request }) => {
        leaked.push(request.url);
        return HttpResponse.json(pushAnswer);
      }),
    );
    const err = await sync()
      .push([file])
      .catch((e: unknown) => e);
    expect(leaked).toEqual([]);
    expect(err).toBeInstanceOf(RedirectError);
    expect((err as RedirectError).location).toBe('http://evil.test/collect');
    expect(describeSyncError(err)).toMatch(
      /^http:\/\/sync\.test\/api\/v1\/api\/sync\/push answered a redirect to http:\/\/evil\.test\/collect that the client does not follow: it leads to another origin \(http:\/\/evil\.test\).*set api-url to its new address$/,
    );
  });

  it('treats http → https on the same host as another origin', async () => {
    server.use(
      http.get(
        PULL,
        () =>
          new HttpResponse(null, {
            status: 301,
            headers: { location: 'https://sync.test/api/v1/api/sync/pull' },
          }),
      ),
    );
    await expect(sync().pull()).rejects.toBeInstanceOf(RedirectError);
  });

  it('follows a same-origin 307 with the body and a fresh signature on each hop', async () => {
    const nonces: string[] = [];
    const problems: string[][] = [];
    let moved: unknown;
    server.use(
      http.post(`${API}/api/sync/push`, ({ request }) => {
        nonces.push(request.headers.get('x-sync-nonce') ?? '');
        return new HttpResponse(null, { status: 307, headers: { location: '/v2/api/v1/api/sync/push' } });
      }),
      http.post('http://sync.test/v2/api/v1/api/sync/push', async ({ request }) => {
        nonces.push(request.headers.get('x-sync-nonce') ?? '');
        problems.push(
          signatureProblems(request.headers, {
            method: 'POST',
            path: '/api/sync/push',
            projectKey: KEY,
            secret: SECRET,
          }),
        );
        moved = await request.json();
        return HttpResponse.json(pushAnswer);
      }),
    );
    expect(await sync().push([file])).toEqual(pushAnswer);
    expect(moved).toEqual({ files: [file] });
    expect(problems).toEqual([[]]);
    expect(new Set(nonces).size).toBe(2);
  });

  it('stops after maxRedirects same-origin hops, naming the target', async () => {
    let hops = 0;
    server.use(
      http.get(`${API}/loop/:n`, ({ params }) => {
        hops++;
        return new HttpResponse(null, {
          status: 302,
          headers: { location: `/api/v1/loop/${Number(params.n) + 1}` },
        });
      }),
      http.get(PULL, () => new HttpResponse(null, { status: 302, headers: { location: '/api/v1/loop/1' } })),
    );
    const err = await sync({ maxRedirects: 3 })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RedirectError);
    expect((err as Error).message).toMatch(
      /to http:\/\/sync\.test\/api\/v1\/loop\/4 .*more than 3 redirects/,
    );
    expect(hops).toBe(3);
  });

  it('refuses a 303 that would turn a push into a GET', async () => {
    server.use(
      http.post(
        `${API}/api/sync/push`,
        () => new HttpResponse(null, { status: 303, headers: { location: '/elsewhere' } }),
      ),
    );
    await expect(sync().push([file])).rejects.toThrow(/HTTP 303 would turn the POST into a GET/);
  });
});

describe('timeouts', () => {
  it('names the URL, the body phase and what to check when a body trickles in', async () => {
    // An injected fetch rather than msw: msw 3's mock socket, closed after the client gives up on a
    // body still streaming, trips an assertion inside undici that a real socket does not (the
    // end-to-end test runs this case against a real server).
    let stopped: unknown;
    const trickle = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"sourceLocale":'));
          },
          cancel(reason) {
            stopped = reason;
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const err = await sync({ bodyTimeoutMs: 50, fetch: trickle })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(stopped).toBe(err);
    expect((err as TimeoutError).phase).toBe('body');
    expect(describeSyncError(err)).toMatch(
      /^timed out after 0\.05 s reading the answer's body \(the server or a proxy sends it too slowly\) from http:\/\/sync\.test\/api\/v1\/api\/sync\/pull\?\S+\. The server took the request but did not answer in time; it may still be working on it .* pull fewer locales at a time \(--locales, the action's locales input\)\. Else check that api-url is right and any proxy in between \(HTTPS_PROXY, NO_PROXY\)\.$/,
    );
  });

  it('stops a trickling body on a real socket too, and closes the connection', async () => {
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => {
      closed = resolve;
    });
    const slow = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"sourceLocale":');
      res.on('close', closed);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api/v1`;
      server.use(http.get(`${apiUrl}/api/sync/pull`, () => passthrough()));
      const err = await sync({ apiUrl, bodyTimeoutMs: 50 })
        .pull()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TimeoutError);
      expect((err as Error).message).toContain(
        `reading the answer's body (the server or a proxy sends it too slowly) from ${apiUrl}`,
      );
      await hungUp;
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('fails a body that keeps trickling, byte by byte, on its pace long before bodyTimeoutMs', async () => {
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => {
      closed = resolve;
    });
    // A server that never stalls (so no idle timeout would fire) but sends one byte at a time.
    const slow = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => res.write(' '), 5);
      res.on('close', () => {
        clearInterval(drip);
        closed();
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api/v1`;
      server.use(http.get(`${apiUrl}/api/sync/pull`, () => passthrough()));
      const err = await sync({ apiUrl, bodyTimeoutMs: 600_000, bodyRateGraceMs: 100 })
        .pull()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TimeoutError);
      expect((err as TimeoutError).phase).toBe('body-rate');
      expect(describeSyncError(err)).toMatch(
        /^gave up after [\d.]+ s on the answer's body, which came in slower than 1 KiB per second on average \(the server or a proxy sends it too slowly\) from http:\/\/127\.0\.0\.1:\d+\/api\/v1\/api\/sync\/pull\?\S+\. Check that the server is up/,
      );
      await hungUp;
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('fails headers that trickle byte by byte within the retry budget, every try included', async () => {
    // A raw socket: the status line, then one byte of an endless header every 5 ms.
    const sockets = new Set<Socket>();
    const tries: number[] = [];
    const slow = createTcpServer((socket) => {
      sockets.add(socket);
      tries.push(tries.length + 1);
      socket.on('error', () => undefined);
      socket.write('HTTP/1.1 200 OK\r\nx-slow: ');
      const drip = setInterval(() => socket.write('a'), 5);
      socket.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api/v1`;
      server.use(http.get(`${apiUrl}/api/sync/pull`, () => passthrough()));
      // Each try may wait 400 ms for headers, but the budget of 600 ms covers every try: the
      // second gets only what is left (about 200 ms), and no third starts.
      const err = await sync({
        apiUrl,
        timeoutMs: 400,
        retry: { maxAttempts: 5, baseDelayMs: 1, maxDelayMs: 1, budgetMs: 600 },
      })
        .pull()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NetworkError);
      const last = (err as NetworkError).cause as TimeoutError;
      expect(last).toBeInstanceOf(TimeoutError);
      expect(last.phase).toBe('headers');
      expect(tries.length).toBeGreaterThanOrEqual(1);
      expect(tries.length).toBeLessThanOrEqual(2);
      // (A machine so loaded that the first try ended past the budget makes no second one.)
      if (tries.length === 2) expect(last.timeoutMs).toBeLessThan(400);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('does not send a push again once its answer is late (the server may be applying it); a dry run it does', async () => {
    // The server holds the project for a push's whole length: a second copy sent after a headers
    // timeout would wait behind the first, be applied after it and answer that nothing changed.
    let tries = 0;
    server.use(
      http.post(`${API}/api/sync/push`, () => {
        tries++;
        return new Promise<never>(() => undefined);
      }),
    );
    const files = [{ locale: 'en', path: 'locales/en.json', format: 'json' as const, content: '{"a":"A"}' }];
    const err = await sync({
      timeoutMs: 30,
      retry: { maxAttempts: 3, baseDelayMs: 1 },
      timeoutSetting: '--timeout',
    })
      .push(files)
      .catch((e: unknown) => e);
    expect(tries).toBe(1);
    expect(err).toBeInstanceOf(NetworkError);
    expect(describeSyncError(err)).toMatch(
      /after 1 try: timed out after 0\.03 s waiting for the answer's headers\. Not sent again: the server may have taken the push and still be applying it, .* or give the server longer with --timeout\.$/,
    );
    tries = 0;
    const dry = await sync({ timeoutMs: 30, retry: { maxAttempts: 3, baseDelayMs: 1 } })
      .push(files, { dryRun: true })
      .catch((e: unknown) => e);
    expect(tries).toBe(3);
    expect(dry).toBeInstanceOf(NetworkError);
  });

  it('names the URL, the headers phase and what to check when no answer comes', async () => {
    server.use(http.get(PULL, () => new Promise<never>(() => undefined)));
    const reasons: string[] = [];
    const err = await sync({
      timeoutMs: 30,
      retry: { maxAttempts: 2, baseDelayMs: 1 },
      onRetry: (info) => reasons.push(info.reason),
    })
      .pull()
      .catch((e: unknown) => e);
    expect(reasons).toEqual(["timed out after 0.03 s waiting for the answer's headers"]);
    expect(err).toBeInstanceOf(NetworkError);
    expect(describeSyncError(err)).toMatch(
      /^no answer from http:\/\/sync\.test\/api\/v1\/api\/sync\/pull\?\S+ after 2 tries: timed out after 0\.03 s waiting for the answer's headers\. The server took the request but did not answer in time; it may still be working on it/,
    );
  });

  it('names baseUrl in the SDK client advice', async () => {
    server.use(http.get(`${SDK}/projects/key/${KEY}`, () => new Promise<never>(() => undefined)));
    await expect(sdk({ timeoutMs: 20, retry: { maxAttempts: 1 } }).getProjectSettings()).rejects.toThrow(
      /that baseUrl is right/,
    );
  });
});

describe('refusals the SDK client does not retry', () => {
  it('turns a 403 origin_not_allowed into OriginNotAllowedError after one try', async () => {
    let calls = 0;
    server.use(
      http.get(`${SDK}/translate/${KEY}/de`, () => {
        calls++;
        return HttpResponse.json(
          {
            error: {
              code: 'origin_not_allowed',
              message: 'origin https://shop.example is not allowed for demo-app',
            },
          },
          { status: 403 },
        );
      }),
    );
    const err = await sdk()
      .getTranslations('de')
      .catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(err).toBeInstanceOf(OriginNotAllowedError);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as Error).message).toMatch(
      /^origin not allowed: origin https:\/\/shop\.example is not allowed/,
    );
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('does not retry a %i', async (status) => {
    let calls = 0;
    server.use(
      http.get(`${SDK}/projects/key/${KEY}`, () => {
        calls++;
        return HttpResponse.json({ error: { code: 'x', message: 'no' } }, { status });
      }),
    );
    await expect(sdk().getProjectSettings()).rejects.toBeInstanceOf(HttpError);
    expect(calls).toBe(1);
  });

  it.each([408, 429])('retries a %i', async (status) => {
    let calls = 0;
    server.use(
      http.get(`${SDK}/projects/key/${KEY}`, () => {
        calls++;
        return HttpResponse.json({ error: { code: 'x', message: 'later' } }, { status });
      }),
    );
    await expect(
      sdk({ retry: { maxAttempts: 3, baseDelayMs: 1 } }).getProjectSettings(),
    ).rejects.toBeInstanceOf(HttpError);
    expect(calls).toBe(3);
  });
});

describe('untrusted keys in SDK translations', () => {
  const answer = (raw: string) =>
    server.use(
      http.get(
        `${SDK}/translate/${KEY}/de`,
        () => new HttpResponse(raw, { headers: { 'content-type': 'application/json' } }),
      ),
    );

  it('refuses a __proto__ whose value is not a string, instead of dropping it silently', async () => {
    answer('{"translations":{"__proto__":{"note":"INJECTED"},"greeting":"Hallo"}}');
    const err = await sdk()
      .getTranslations('de')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as Error).message).toMatch(/translations\.__proto__: expected a string, got object/);
  });

  it('keeps source texts such as __proto__ and constructor as keys, and inherits nothing', async () => {
    answer('{"translations":{"__proto__":"Proto","constructor":"Konstruktor","Hello":"Hallo"}}');
    const translations = await sdk().getTranslations('de');
    expect(Object.getPrototypeOf(translations)).toBeNull();
    expect(Object.keys(translations)).toEqual(['__proto__', 'constructor', 'Hello']);
    expect(Object.getOwnPropertyDescriptor(translations, '__proto__')?.value).toBe('Proto');
    expect(translations.constructor).toBe('Konstruktor');
    expect(translations.toString).toBeUndefined();
    expect(translations.note).toBeUndefined();
  });
});
