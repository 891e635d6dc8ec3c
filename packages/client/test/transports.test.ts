// The same behaviours, run against each transport the sync client can take: Node's fetch (what a
// test's msw sees, and what the SDK keeps) and the node:http transport the actions use without a
// proxy. Every case talks to a real server on loopback (https with a self-signed certificate made
// for 127.0.0.1 and localhost, in fixtures/).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { gunzipSync, gzipSync } from 'node:zlib';
import { GZIP_THRESHOLD_BYTES } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { unreachableFor } from '../src/errors.ts';
import {
  HttpError,
  NetworkError,
  RedirectError,
  ResponseTooLargeError,
  SyncClient,
  type SyncClientOptions,
  TimeoutError,
} from '../src/index.ts';
import { createHttpTransport, createNodeTransport } from '../src/node.ts';

const CERT = readFileSync(new URL('./fixtures/loopback-cert.pem', import.meta.url), 'utf8');
const KEY = readFileSync(new URL('./fixtures/loopback-key.pem', import.meta.url), 'utf8');

type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A server on loopback that reads each request's whole body, then calls `handler`. */
async function serve(handler: Handler, tls = false): Promise<string> {
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handler(req, res, Buffer.concat(chunks)));
  };
  const server = tls ? createHttpsServer({ cert: CERT, key: KEY }, listener) : createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

const PULL = { sourceLocale: 'en', files: [{ locale: 'de', format: 'json', content: '{"a":"A"}', keys: 1 }] };
const PUSH_ANSWER = {
  dryRun: true,
  files: 1,
  locales: ['de'],
  keys: { created: 1, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

const transports: Array<[string, () => typeof fetch]> = [
  ['Node fetch', () => globalThis.fetch],
  ['node:http', createHttpTransport],
];

describe.each(transports)('the sync client over %s', (_name, transport) => {
  const client = (apiUrl: string, options: Partial<SyncClientOptions> = {}) =>
    new SyncClient({
      apiUrl,
      projectKey: 'demo-app',
      secret: 'test-secret',
      fetch: transport(),
      retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 2 },
      ...options,
    });

  it('sends a signed GET with its query and headers, and reads the JSON answer', async () => {
    let seen: IncomingMessage | undefined;
    const url = await serve((req, res) => {
      seen = req;
      json(res, 200, PULL, { 'x-request-id': 'req-1' });
    });
    const sync = client(url);
    expect(await sync.pull({ locales: ['de'] })).toEqual(PULL);
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe('/api/v1/api/sync/pull?format=json&structure=flat&status=approved&locales=de');
    expect(seen?.headers['x-project-key']).toBe('demo-app');
    expect(seen?.headers['x-sync-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(seen?.headers['x-sync-nonce']).toBeTruthy();
    expect(seen?.headers.accept).toBe('application/json');
    expect(sync.lastResponse).toEqual({ status: 200, failOpen: false, requestId: 'req-1', attempts: 1 });
  });

  it('sends a small push body whole, with its length', async () => {
    let seen: { headers: IncomingMessage['headers']; body: string } | undefined;
    const url = await serve((req, res, body) => {
      seen = { headers: req.headers, body: body.toString('utf8') };
      json(res, 200, PUSH_ANSWER);
    });
    const files = [{ locale: 'de', path: 'de.json', format: 'json' as const, content: '{"a":"A"}' }];
    expect(await client(url).push(files, { dryRun: true })).toEqual(PUSH_ANSWER);
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers['content-length']).toBe(String(Buffer.byteLength(seen?.body ?? '')));
    expect(JSON.parse(seen?.body ?? '')).toEqual({ files, dryRun: true });
  });

  it('streams a large push body through gzip, chunked', async () => {
    let seen: { headers: IncomingMessage['headers']; body: Buffer } | undefined;
    const url = await serve((req, res, body) => {
      seen = { headers: req.headers, body };
      json(res, 200, PUSH_ANSWER);
    });
    const content = JSON.stringify(
      Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`key.${i}`, `text ${i} `.repeat(8)])),
    );
    expect(content.length).toBeGreaterThan(GZIP_THRESHOLD_BYTES);
    const files = [{ locale: 'de', path: 'de.json', format: 'json' as const, content }];
    await client(url).push(files);
    expect(seen?.headers['content-encoding']).toBe('gzip');
    expect(seen?.headers['transfer-encoding']).toBe('chunked');
    expect(seen?.headers['content-length']).toBeUndefined();
    expect(JSON.parse(gunzipSync(seen?.body ?? Buffer.alloc(0)).toString('utf8'))).toEqual({ files });
  });

  it('hands out a pulled file before the server has sent the rest of the answer', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-sync-files-last': 'true' });
      res.write(`{"sourceLocale":"en","files":[${JSON.stringify(PULL.files[0])},`);
      // The second file is sent only once the client has handed out the first.
      void finished.then(() => res.end(`${JSON.stringify({ ...PULL.files[0], locale: 'fr' })}]}`));
    });
    const stream = await client(url).pullStream();
    const files = stream.files[Symbol.asyncIterator]();
    expect((await files.next()).value).toEqual(PULL.files[0]);
    finish();
    expect((await files.next()).value).toMatchObject({ locale: 'fr' });
    expect((await files.next()).done).toBe(true);
  });

  it('decodes a gzip-encoded answer', async () => {
    const url = await serve((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        .end(gzipSync(JSON.stringify(PULL)));
    });
    expect(await client(url).pull()).toEqual(PULL);
  });

  it('retries a 503 after its Retry-After, with a fresh nonce', async () => {
    const nonces: string[] = [];
    const url = await serve((req, res) => {
      nonces.push(String(req.headers['x-sync-nonce']));
      if (nonces.length === 1)
        json(res, 503, { error: { code: 'busy', message: 'busy' } }, { 'retry-after': '0' });
      else json(res, 200, PULL);
    });
    const retries: string[] = [];
    const sync = client(url, { retry: { maxAttempts: 3 }, onRetry: (info) => retries.push(info.reason) });
    expect(await sync.pull()).toEqual(PULL);
    expect(retries).toEqual(['HTTP 503']);
    expect(sync.lastResponse?.attempts).toBe(2);
    expect(new Set(nonces).size).toBe(2);
  });

  it('turns an error body into an HttpError with its code, message and request id', async () => {
    const url = await serve((_req, res) =>
      json(
        res,
        400,
        { error: { code: 'invalid_body', message: 'files: required' } },
        { 'x-request-id': 'r9' },
      ),
    );
    const err = await client(url)
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({
      status: 400,
      code: 'invalid_body',
      message: 'files: required',
      requestId: 'r9',
    });
  });

  it('follows a same-origin 307 with the same method and body, and no redirect to another origin', async () => {
    const other: string[] = [];
    const otherUrl = await serve((req, res) => {
      other.push(String(req.url));
      json(res, 200, PUSH_ANSWER);
    });
    const bodies: string[] = [];
    const url = await serve((req, res, body) => {
      if (req.url?.startsWith('/api/v1/')) {
        res.writeHead(307, { location: `/moved${req.url}` }).end();
      } else if (req.url?.startsWith('/moved/')) {
        bodies.push(`${req.method} ${body.toString('utf8')}`);
        json(res, 200, PUSH_ANSWER);
      }
    });
    const files = [{ locale: 'de', path: 'de.json', format: 'json' as const, content: '{}' }];
    expect(await client(url).push(files)).toEqual(PUSH_ANSWER);
    expect(bodies).toEqual([`POST ${JSON.stringify({ files })}`]);

    const away = await serve((_req, res) =>
      res.writeHead(302, { location: `${otherUrl}/api/sync/pull` }).end(),
    );
    const err = await client(away)
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RedirectError);
    expect((err as Error).message).toContain('leads to another origin');
    expect(other).toEqual([]);
  });

  it('gives up waiting for headers after timeoutMs', async () => {
    const url = await serve(() => undefined);
    const err = await client(url, { timeoutMs: 50 })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).cause).toBeInstanceOf(TimeoutError);
    expect((err as Error & { cause: TimeoutError }).cause.phase).toBe('headers');
  });

  it('gives up on a body that stalls after bodyTimeoutMs', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"sourceLocale":');
    });
    const err = await client(url, { bodyTimeoutMs: 50 })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as TimeoutError).phase).toBe('body');
  });

  it('stops reading an answer larger than maxResponseBytes, declared or not', async () => {
    const declared = await serve((_req, res) => json(res, 200, PULL));
    await expect(client(declared, { maxResponseBytes: 10 }).pull()).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
    const chunked = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"sourceLocale":"en",');
      res.end('"files":[]}');
    });
    await expect(client(chunked, { maxResponseBytes: 10 }).pull()).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
  });

  it('reports a connection cut halfway through the answer as a network error', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"sourceLocale":"en",', () => res.socket?.destroy());
    });
    const err = await client(url)
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toContain(`could not reach ${url}/api/sync/pull`);
  });

  it('names a refused connection and retries it', async () => {
    const url = await serve(() => undefined);
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    const retries: string[] = [];
    const err = await client(url, {
      retry: { maxAttempts: 2, baseDelayMs: 1 },
      onRetry: (i) => retries.push(i.reason),
    })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toMatch(
      /after 2 tries: connect ECONNREFUSED 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
    expect(retries).toHaveLength(1);
  });

  it('refuses an https server whose certificate is not trusted, without a retry', async () => {
    const url = await serve((_req, res) => json(res, 200, PULL), true);
    const retries: unknown[] = [];
    const err = await client(url, { retry: { maxAttempts: 3 }, onRetry: (i) => retries.push(i) })
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(unreachableFor((err as Error).cause)).toBe('tls');
    expect((err as Error).message).toContain('self-signed certificate');
    expect((err as Error).message).toContain('not retried, since the TLS connection failed');
    expect(retries).toEqual([]);
  });

  it('talks to an https server whose certificate the default CA store trusts', async () => {
    const url = await serve((_req, res) => json(res, 200, PULL), true);
    const defaults = getCACertificates('default');
    setDefaultCACertificates([...defaults, CERT]);
    try {
      expect(await client(url).pull()).toEqual(PULL);
    } finally {
      setDefaultCACertificates(defaults);
    }
  });
});

describe('createNodeTransport', () => {
  it('is the node:http transport without proxy variables, and goes through the proxy with one', async () => {
    const direct: string[] = [];
    const url = await serve((req, res) => {
      direct.push(String(req.url));
      json(res, 200, PULL);
    });
    const viaProxy: string[] = [];
    const proxy = (
      await serve((req, res) => {
        viaProxy.push(String(req.url));
        json(res, 200, PULL);
      })
    ).replace(/\/api\/v1$/, '');
    const answer = await createNodeTransport({})(`${url}/x`);
    expect(answer.status).toBe(200);
    // Not a fetch Response: the node:http transport's own answer.
    expect(answer).not.toBeInstanceOf(Response);
    expect(direct).toEqual(['/api/v1/x']);
    await createNodeTransport({ HTTP_PROXY: proxy })(`${url}/y`);
    expect(viaProxy).toEqual([`${url}/y`]);
  });
});
