import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { type BodyReplaceable, WITH_BODY } from './answer.ts';

/**
 * How the sync client sends one request: fetch's shape, so Node's fetch, the proxy fetch
 * (`proxy-fetch.ts`), a test's msw and `createHttpTransport` below are interchangeable. The client
 * reads an answer only through `status`, `statusText`, `ok`, `headers.get`, `body` and `text()`
 * (`retry.ts`, `body.ts`, `response.ts`, `pull-stream.ts`), and copies it with another body through
 * `withBody` (`answer.ts`); `test/transports.test.ts` runs the same cases against every transport.
 */
export type Transport = typeof fetch;

/**
 * A transport over `node:http` and `node:https`, for a Node process without a proxy. It does what
 * the client asks of fetch (a streamed request body, an answer read part by part, gzip, deflate and
 * br answers decoded, the abort signal, redirects left to the caller as `redirect: 'manual'` does,
 * TLS with Node's default certificate checks) without Node's built-in fetch: Node loads and compiles
 * its bundled undici on the first `fetch`, `Response` or `Headers`, about a quarter of the CPU time
 * of an action run that makes one request. Keep-alive comes from Node's global agents.
 */
export function createHttpTransport(): Transport {
  return ((input: string | URL | Request, init?: RequestInit) =>
    send(
      typeof input === 'string' || input instanceof URL ? new URL(input) : new URL(input.url),
      init ?? {},
    )) as Transport;
}

// What Node's fetch sends unless told otherwise; the client's own headers replace these.
const DEFAULT_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'user-agent': 'node',
};

// Statuses whose answer has no body, whatever the headers say.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function send(url: URL, init: RequestInit): Promise<Response> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new TypeError(`cannot send a request to ${url.protocol} (http: or https: only)`));
  }
  const method = (init.method ?? 'GET').toUpperCase();
  const headers: OutgoingHttpHeaders = {
    ...DEFAULT_HEADERS,
    'accept-encoding': url.protocol === 'https:' ? 'gzip, deflate, br' : 'gzip, deflate',
  };
  for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
    headers[name.toLowerCase()] = value;
  }
  const body = init.body as Uint8Array | ReadableStream<Uint8Array> | null | undefined;
  if (body instanceof Uint8Array) headers['content-length'] = body.byteLength;
  else if (body == null && (method === 'POST' || method === 'PUT')) headers['content-length'] = 0;
  else if (body != null && !(body instanceof ReadableStream)) {
    return Promise.reject(new TypeError('the node:http transport sends bytes or a ReadableStream only'));
  }
  // node:https loads TLS: only a run that speaks to an https server pays for it.
  const request =
    url.protocol === 'https:'
      ? (process.getBuiltinModule('node:https') as typeof import('node:https')).request
      : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, ...(init.signal && { signal: init.signal }) });
    req.once('response', (res) =>
      // Not a whole Response (no clone, blob, formData): only what the client reads, see `Transport`.
      resolve(new HttpAnswer(res, url.href, method === 'HEAD') as unknown as Response),
    );
    // An abort arrives here too (an AbortError); the caller reads its own signal's reason. Node also
    // reports here a socket that fails after the answer's headers (the body stream fails then too).
    req.on('error', reject);
    if (body instanceof ReadableStream) {
      writeStream(req, body).catch((err: unknown) =>
        req.destroy(err instanceof Error ? err : new Error(String(err))),
      );
    } else {
      req.end(body ?? undefined);
    }
  });
}

/** Writes a streamed body as the connection takes it, chunked; stops reading it if the request dies. */
async function writeStream(
  req: import('node:http').ClientRequest,
  body: ReadableStream<Uint8Array>,
): Promise<void> {
  const reader = body.getReader();
  let closed = false;
  let wake: (() => void) | undefined;
  req.once('close', () => {
    closed = true;
    wake?.();
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (closed) break;
      if (done) {
        req.end();
        return;
      }
      if (!req.write(value)) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          req.once('drain', resolve);
        });
        wake = undefined;
      }
      if (closed) break;
    }
    // The request ended early (aborted, timed out, refused): the rest of the body is not built.
    await reader.cancel().catch(() => undefined);
  } catch (err) {
    await reader.cancel(err).catch(() => undefined);
    throw err;
  }
}

/** The members of fetch's `Headers` the client reads, over Node's parsed (lower-case) headers. */
class AnswerHeaders {
  readonly #raw: IncomingMessage['headers'];

  constructor(raw: IncomingMessage['headers']) {
    this.#raw = raw;
  }

  /** The value of `name`, several joined with `, ` as fetch joins them; null when absent. */
  get(name: string): string | null {
    const value = this.#raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.#raw[name.toLowerCase()] !== undefined;
  }

  *entries(): IterableIterator<[string, string]> {
    for (const name of Object.keys(this.#raw).sort()) yield [name, this.get(name) as string];
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  forEach(callback: (value: string, name: string) => void): void {
    for (const [name, value] of this.entries()) callback(value, name);
  }
}

/** An answer of `createHttpTransport`: what the client reads of a fetch `Response`, nothing more. */
class HttpAnswer implements BodyReplaceable {
  readonly status: number;
  readonly statusText: string;
  readonly headers: AnswerHeaders;
  readonly body: ReadableStream<Uint8Array> | null;
  readonly url: string;
  readonly type = 'basic';
  readonly redirected = false;
  #used = false;

  constructor(
    res: IncomingMessage | null,
    url: string,
    head: boolean,
    copy?: { of: HttpAnswer; body: ReadableStream<Uint8Array> },
  ) {
    if (copy) {
      this.status = copy.of.status;
      this.statusText = copy.of.statusText;
      this.headers = copy.of.headers;
      this.body = copy.body;
      this.url = copy.of.url;
      return;
    }
    const message = res as IncomingMessage;
    this.status = message.statusCode ?? 0;
    this.statusText = message.statusMessage ?? '';
    this.headers = new AnswerHeaders(message.headers);
    this.url = url;
    if (head || NULL_BODY_STATUSES.has(this.status)) {
      message.on('error', () => undefined);
      message.resume();
      this.body = null;
    } else {
      this.body = bodyStream(message);
    }
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  get bodyUsed(): boolean {
    return this.#used;
  }

  [WITH_BODY](body: ReadableStream<Uint8Array>): Response {
    return new HttpAnswer(null, this.url, false, { of: this, body }) as unknown as Response;
  }

  /** The whole body as bytes. */
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    if (this.#used) throw new TypeError('the body of this answer was already read');
    this.#used = true;
    if (this.body === null) return new Uint8Array(0);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = this.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
    const out = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return out;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.bytes()).buffer;
  }

  /** The whole body as UTF-8 text (a leading BOM dropped, as fetch's `text()` does). */
  async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/** A decoder of one content coding, or undefined for a coding the transport does not know. */
function decoderFor(coding: string): Transform | undefined {
  if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== 'deflate' && coding !== 'br') return undefined;
  // Only an encoded answer loads zlib (the sync server sends none): loading it costs every run a
  // few milliseconds of CPU at start-up.
  const zlib = process.getBuiltinModule('node:zlib') as typeof import('node:zlib');
  if (coding === 'br') return zlib.createBrotliDecompress();
  // As Node's fetch: a body cut short still yields what came, and then fails.
  const options = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  return coding === 'deflate' ? zlib.createInflate(options) : zlib.createGunzip(options);
}

/**
 * The answer's body as a web stream, decoded as fetch decodes it (gzip, deflate, br; an unknown
 * coding is passed through), read from the socket only as fast as the reader asks. A connection
 * that closes before the end fails the stream, as fetch's "terminated" does.
 */
function bodyStream(res: IncomingMessage): ReadableStream<Uint8Array> {
  const codings = (res.headers['content-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '' && c !== 'identity');
  let source: Readable = res;
  // Codings apply in order, so they are undone from the last.
  for (const coding of codings.reverse()) {
    const decoder = decoderFor(coding);
    if (!decoder) break;
    source.on('error', (err) => decoder.destroy(err));
    source = source.pipe(decoder);
  }
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const fail = (err: Error) => {
        if (settled) return;
        settled = true;
        controller.error(err);
      };
      source.on('data', (chunk: Buffer) => {
        if (settled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) source.pause();
      });
      source.once('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      source.on('error', fail);
      res.once('close', () => {
        if (!res.complete) {
          fail(
            Object.assign(new Error('the connection closed before the end of the answer'), {
              code: 'ECONNRESET',
            }),
          );
        }
      });
    },
    pull() {
      source.resume();
    },
    cancel() {
      settled = true;
      // Closing the socket is how an unread answer is let go: the server stops sending it.
      res.destroy();
      if (source !== res) source.destroy();
    },
  });
}
