import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_VERSION_PREFIX, HEADER_REQUEST_ID } from '@locale-sync/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { matchesEtag, type Rendered } from '../http/cache.ts';
import { EXPOSE_HEADERS } from './cors.ts';

/** The two SDK reads answered here, with plain identifiers only (anything else goes to Fastify). */
const TRANSLATE = new RegExp(
  `^${API_VERSION_PREFIX}/translate/([A-Za-z0-9_-]{1,128})/([A-Za-z0-9_-]{1,64})$`,
);
const SETTINGS = new RegExp(`^${API_VERSION_PREFIX}/projects/key/([A-Za-z0-9_-]{1,128})$`);
const JSON_TYPE = 'application/json; charset=utf-8';

/** A read's answer as the route would send it from the cache, and whether its project restricts origins. */
export interface ReadyAnswer {
  rendered: Rendered;
  restrictsOrigins: boolean;
}

export interface FastPathOptions {
  /**
   * The answer the route would send from the cache without waiting on anything (the cache fresh
   * now, the project and the answer in it, the origin allowed), else undefined. `locale` is
   * undefined for the settings read.
   */
  ready(projectKey: string, locale: string | undefined, origin: string | undefined): ReadyAnswer | undefined;
  /** The Cache-Control of SDK reads. */
  cacheControl: string;
  /** True once the app is closing (Fastify then answers 503 and closes the connection). */
  closing(): boolean;
  /** The app's logger, once the app is built. */
  logger(): FastifyBaseLogger | undefined;
  /** Whether Fastify trusts a proxy (its log lines then name the forwarded client, so Fastify logs). */
  trustsProxy: boolean;
}

/**
 * A request listener in front of Fastify for the hottest SDK reads (`GET /translate/:key/:locale`
 * and `GET /projects/key/:key`, 200 or 304) whose answer the read cache already holds as bytes and
 * ETag: it writes the status, headers, body and log lines Fastify would, without Fastify's request
 * and reply objects, routing and hooks, which were most of such a request's cost. True when it
 * answered; false for anything else (another path or method, a query string, a trailing slash, an
 * encoded character, a body, an Accept-Version header, a cold cache, an unknown project or
 * locale, a refused origin, the app closing), which Fastify then handles as before.
 * test/sdk-fast.test.ts sends a table of requests to an app with it and one without and requires
 * the same status, headers in the same order, body and log lines. Only installed while rate limits
 * are off (their headers and counting stay in Fastify).
 */
export function sdkFastPath(
  options: FastPathOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { ready, cacheControl, closing, logger, trustsProxy } = options;
  return (req, res) => {
    if (req.method !== 'GET' || req.httpVersion !== '1.1') return false;
    const url = req.url as string;
    let key: string | undefined;
    let locale: string | undefined;
    const translate = TRANSLATE.exec(url);
    if (translate !== null) {
      key = translate[1] as string;
      locale = translate[2] as string;
    } else {
      const settings = SETTINGS.exec(url);
      if (settings === null) return false;
      key = settings[1] as string;
    }
    const headers = req.headers;
    // Fastify's router refuses an unversioned route to a request with Accept-Version; a body on a
    // GET and the app closing have answers of their own.
    if (
      headers['accept-version'] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      closing()
    )
      return false;
    const log = requestLogger(logger(), trustsProxy);
    if (log === null) return false;
    const origin = headers.origin;
    let answer: ReadyAnswer | undefined;
    try {
      answer = ready(key, locale, origin);
    } catch {
      // Whatever failed is Fastify's to answer, in the error shape.
      return false;
    }
    if (answer === undefined) return false;

    const id = randomUUID();
    const child = log === undefined ? undefined : log.child({ reqId: id });
    child?.info({ req: logShape(req) }, 'incoming request');
    const startedAt = child === undefined ? 0 : performance.now();
    // The headers in the order Fastify's hooks and route set them (CORS, the route, X-Request-Id).
    const out: Record<string, string> = { vary: 'Origin' };
    if (!answer.restrictsOrigins) out['access-control-allow-origin'] = '*';
    else if (origin) out['access-control-allow-origin'] = origin;
    out['access-control-expose-headers'] = EXPOSE_HEADERS;
    out.etag = answer.rendered.etag;
    out['cache-control'] = cacheControl;
    const ifNoneMatch = headers['if-none-match'];
    const notModified = matchesEtag(ifNoneMatch, answer.rendered.etag);
    if (!notModified) out['content-type'] = JSON_TYPE;
    out[HEADER_REQUEST_ID] = id;
    if (child !== undefined) {
      const done = (err?: Error) => {
        res.removeListener('finish', done);
        res.removeListener('error', done);
        const responseTime = performance.now() - startedAt;
        if (err) child.error({ res, err, responseTime }, 'request errored');
        else child.info({ res, responseTime }, 'request completed');
      };
      res.on('finish', done);
      res.on('error', done);
    }
    if (notModified) {
      res.writeHead(304, out);
      res.end();
    } else {
      const body = answer.rendered.body;
      out['content-length'] = String(body.byteLength);
      res.writeHead(200, out);
      res.end(body);
    }
    return true;
  };
}

/**
 * The logger a request's lines go to: undefined when Fastify would write none (no logger, or
 * `info` off), null when this listener cannot write them as Fastify would (a logger it does not
 * know, or a trusted proxy whose forwarded address Fastify's line names).
 */
function requestLogger(
  log: FastifyBaseLogger | undefined,
  trustsProxy: boolean,
): FastifyBaseLogger | undefined | null {
  if (log === undefined) return null;
  // Fastify's logger when logging is off has no `child`; it writes nothing.
  if (typeof log.child !== 'function') return undefined;
  const { isLevelEnabled } = log as { isLevelEnabled?: (level: string) => boolean };
  if (typeof isLevelEnabled !== 'function') return null;
  if (!isLevelEnabled.call(log, 'info')) return undefined;
  return trustsProxy ? null : log;
}

/** What Fastify's request serializer reads of its request object (without a trusted proxy). */
function logShape(req: IncomingMessage) {
  return {
    method: req.method,
    url: req.url,
    headers: req.headers,
    host: req.headers.host ?? req.headers[':authority'] ?? '',
    ip: req.socket?.remoteAddress,
    socket: req.socket,
  };
}
