import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_VERSION_PREFIX, HEADER_REQUEST_ID } from '@locale-sync/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { matchesEtag, type Rendered } from '../http/cache.ts';
import { isProjectKey } from '../http/identifiers.ts';
import { armIdle, armUnlessSent } from '../http/idle-timeout.ts';
import { requestId } from '../http/request-id.ts';
import { keepForReplay } from './body-replay.ts';
import { EXPOSE_HEADERS } from './cors.ts';

/** The two SDK reads answered here, with plain identifiers only (anything else goes to Fastify). */
const TRANSLATE = new RegExp(
  `^${API_VERSION_PREFIX}/translate/([A-Za-z0-9_-]{1,128})/([A-Za-z0-9_-]{1,64})$`,
);
const SETTINGS = new RegExp(`^${API_VERSION_PREFIX}/projects/key/([A-Za-z0-9_-]{1,128})$`);
const INSTANT = `${API_VERSION_PREFIX}/translate/instant`;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A read's answer as the route would send it from the cache, and whether its project restricts origins. */
export interface ReadyAnswer {
  rendered: Rendered;
  restrictsOrigins: boolean;
}

/** A warm instant answer as the route would send it: its JSON's bytes, and whether the project restricts origins. */
export interface ReadyInstant {
  body: Buffer;
  restrictsOrigins: boolean;
}

/** What the listener needs to answer `POST /translate/instant` (sdk.ts's `instantReady`). */
export interface InstantFastPath {
  /**
   * The largest body the listener reads itself. A body it reads but cannot answer (malformed, a
   * cold locale, machine translation needed) is handed to Fastify, which parses it again; keeping
   * this at the size of the bodies the route keeps parsed bounds that second parse. Larger bodies go
   * to Fastify unread.
   */
  maxBodyBytes: number;
  /**
   * Whether the route would accept these credentials and this origin now, without waiting (asked
   * before the body is read, as the request arrives): how to answer its body, else undefined.
   */
  ready(projectKey: string, origin: string | undefined, withTurn: boolean): InstantCheck | undefined;
}

/** An instant request whose credentials and origin the route would accept. */
export interface InstantCheck {
  /** Whether the project restricts origins (the CORS answer). */
  restrictsOrigins: boolean;
  /** The route's 200 for this body when it can be made now without waiting, else undefined. */
  answer(body: Buffer): ReadyInstant | undefined;
}

/** Fastify's request handler: what the listener hands a request to. */
export type FastifyHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * How the listener notes each request as it is emitted: http/arrivals.ts's `Arrivals` where SQLite's
 * synchronous check is shared by the requests of one turn; elsewhere only the arrival time that the
 * read cache's asynchronous check needs (`ReadCache.noteArrival`), which a change feed that is up
 * does not.
 */
export interface ArrivalNotes {
  /** Notes a request; true when a freshness check made earlier in this turn serves it. */
  arrived(req: IncomingMessage, bodiless: boolean): boolean;
  /** Notes that the body of `req` was read whole in the turn it arrived. */
  readWhole(req: IncomingMessage): void;
}

export interface FastPathOptions {
  /** Told of every request as it is emitted: which ones may share the turn's freshness check. */
  arrivals: ArrivalNotes;
  /**
   * The answer the route would send from the cache without waiting on anything (the cache fresh
   * now, the project and the answer in it, the origin allowed), else undefined. `locale` is
   * undefined for the settings read; `withTurn` says whether a freshness check made earlier in this
   * turn of the event loop serves this request (http/arrivals.ts).
   */
  ready(
    projectKey: string,
    locale: string | undefined,
    origin: string | undefined,
    withTurn: boolean,
  ): ReadyAnswer | undefined;
  /** The Cache-Control of SDK reads. */
  cacheControl: string;
  /** True once the app is closing (Fastify then answers 503 and closes the connection). */
  closing(): boolean;
  /** The app's logger, once the app is built. */
  logger(): FastifyBaseLogger | undefined;
  /** Whether Fastify trusts a proxy (its log lines then name the forwarded client, so Fastify logs). */
  trustsProxy: boolean;
  /**
   * The server's idle timeout (0: none), which Node no longer arms as a request arrives: armed here
   * for an answer not sent whole at once, or a body waited for (http/idle-timeout.ts).
   */
  idleMs: number;
  /** Instant translation, when the listener answers it too. */
  instant?: InstantFastPath;
}

/**
 * A request listener in front of Fastify for the hottest SDK requests, which were mostly Fastify's
 * cost (routing, hooks, the request and reply objects, reading the body): `GET /translate/:key/:locale`
 * and `GET /projects/key/:key` (200 or 304) whose answer the read cache already holds as bytes and
 * ETag, and a warm `POST /translate/instant` (see `instantRequest`). It writes the status, headers,
 * body and log lines Fastify would. True when it took the request (it then answers, or hands it to
 * `fastify` itself); false for anything else (another path or method, a query string, a trailing
 * slash, an encoded character, a body on a GET, an Accept-Version header, a cold cache, an unknown
 * project or locale, a refused origin, the app closing), which Fastify then handles as before.
 * test/sdk-fast.test.ts sends tables of requests to an app with it and one without and requires
 * the same status, headers in the same order, body and log lines. Only installed while rate limits
 * are off (their headers and counting stay in Fastify).
 */
export function sdkFastPath(
  options: FastPathOptions,
): (req: IncomingMessage, res: ServerResponse, fastify: FastifyHandler) => boolean {
  const { arrivals, ready, cacheControl, closing, logger, trustsProxy, idleMs, instant } = options;
  // Per cached answer (dropped with it): the header lists its 304 and 200 send to any origin.
  const keptHeads = new WeakMap<Rendered, KeptHeads>();
  return (req, res, fastify) => {
    const headers = req.headers;
    // Every request is noted, taken or not: whether the next one on its connection arrived with a
    // turn depends on this one.
    const withTurn = arrivals.arrived(
      req,
      headers['content-length'] === undefined && headers['transfer-encoding'] === undefined,
    );
    if (req.httpVersion !== '1.1') return false;
    if (req.method === 'POST') {
      return (
        instant !== undefined &&
        req.url === INSTANT &&
        instantRequest(req, res, fastify, instant, withTurn, arrivals, closing, logger(), trustsProxy, idleMs)
      );
    }
    if (req.method !== 'GET') return false;
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
      answer = ready(key, locale, origin, withTurn);
    } catch {
      // Whatever failed is Fastify's to answer, in the error shape.
      return false;
    }
    if (answer === undefined) return false;

    const startedAt = log === undefined ? 0 : performance.now();
    const rendered = answer.rendered;
    const notModified = matchesEtag(headers['if-none-match'], rendered.etag);
    if (!answer.restrictsOrigins) {
      // The usual answer (`*`): its header list is the same for every request but for the id.
      let heads = keptHeads.get(rendered);
      if (heads === undefined) {
        heads = readyHeads(rendered, cacheControl);
        keptHeads.set(rendered, heads);
      }
      if (notModified)
        sendKept(req, res, log, startedAt, 304, heads.notModified, heads.notModifiedId, undefined, idleMs);
      else sendKept(req, res, log, startedAt, 200, heads.ok, heads.okId, rendered.body, idleMs);
      return true;
    }
    const out = corsHeaders(true, origin);
    out.push('etag', rendered.etag, 'cache-control', cacheControl);
    if (notModified) {
      send(req, res, log, startedAt, 304, out, undefined, idleMs);
    } else {
      out.push('content-type', JSON_TYPE);
      send(req, res, log, startedAt, 200, out, rendered.body, idleMs);
    }
    return true;
  };
}

/** The Content-Types the instant route's parser takes that this listener reads (others: Fastify). */
const INSTANT_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);

/**
 * `POST /translate/instant`. Decided from the headers before the body is read: a JSON body of a
 * known length within the route's limit (no chunked or encoded body, no Expect), a well-formed
 * X-Project-Key whose project the cache holds with the feature on and this Origin allowed, the app
 * not closing, logging this listener can write. Anything else goes to Fastify unread. Once taken,
 * the body is read here if it came whole with the head (else Fastify reads it); if the route's warm
 * answer can then be made without waiting (a valid body, the locale's approved translations in
 * memory, no machine translation needed), it is sent here, else the body is kept and the request
 * handed to Fastify, whose preParsing hook on the route reads it from there (body-replay.ts): a
 * body is read once, and Fastify answers it as if it had read it itself (a malformed body's 400, a
 * cold locale's query).
 */
function instantRequest(
  req: IncomingMessage,
  res: ServerResponse,
  fastify: FastifyHandler,
  instant: InstantFastPath,
  withTurn: boolean,
  arrivals: ArrivalNotes,
  closing: () => boolean,
  appLog: FastifyBaseLogger | undefined,
  trustsProxy: boolean,
  idleMs: number,
): boolean {
  const headers = req.headers;
  const type = headers['content-type'];
  const length = headers['content-length'];
  if (
    type === undefined ||
    !INSTANT_TYPES.has(type) ||
    length === undefined ||
    headers['transfer-encoding'] !== undefined ||
    headers['content-encoding'] !== undefined ||
    headers.expect !== undefined ||
    headers['accept-version'] !== undefined
  )
    return false;
  const size = Number(length);
  if (!(size > 0 && size <= instant.maxBodyBytes)) return false;
  const key = headers['x-project-key'];
  if (!isProjectKey(key) || closing()) return false;
  const log = requestLogger(appLog, trustsProxy);
  if (log === null) return false;
  const origin = headers.origin;
  let check: InstantCheck | undefined;
  try {
    check = instant.ready(key, origin, withTurn);
  } catch {
    return false;
  }
  if (check === undefined) return false;

  const startedAt = log === undefined ? 0 : performance.now();
  // Node emits the request once its head is parsed, and pushes the body's bytes that came with it
  // (a small body sent with its head, the usual SDK request) before this microtask runs.
  queueMicrotask(() => {
    // A body still on its way is Fastify's, unread: it reads it as ever (and sees it fail, if the
    // client goes away); this listener never waits on a body.
    if (req.readableLength !== size || closing()) {
      fastify(req, res);
      return;
    }
    const body = req.read(size) as Buffer;
    if (req.complete) arrivals.readWhole(req);
    let answer: ReadyInstant | undefined;
    try {
      answer = (check as InstantCheck).answer(body);
    } catch {
      // Whatever failed is Fastify's to answer, in the error shape.
      answer = undefined;
    }
    if (answer === undefined) {
      keepForReplay(req, body);
      // Fastify reads a body to its end before it parses it (an error answer closes the connection
      // of a request not complete by then): it gets this one once the request has ended too.
      if (req.complete) fastify(req, res);
      else {
        let handed = false;
        const hand = () => {
          if (handed) return;
          handed = true;
          fastify(req, res);
        };
        req.once('end', hand);
        req.once('close', hand);
        // The rest of the body is waited for: the idle timer guards the wait, as Fastify's would.
        armIdle(req, idleMs);
        req.resume();
      }
      return;
    }
    const out = corsHeaders(answer.restrictsOrigins, origin);
    out.push('content-type', JSON_TYPE);
    send(req, res, log, startedAt, 200, out, answer.body, idleMs);
  });
  return true;
}

/**
 * The CORS headers of an SDK answer, first, as Fastify's CORS hook sets them (routes/cors.ts), as
 * the name/value list `writeHead` takes: the answer's other headers are pushed after them.
 */
function corsHeaders(restrictsOrigins: boolean, origin: string | undefined): string[] {
  const allowed = restrictsOrigins ? origin : '*';
  return allowed
    ? ['vary', 'Origin', 'access-control-allow-origin', allowed, EXPOSE, EXPOSE_HEADERS]
    : ['vary', 'Origin', EXPOSE, EXPOSE_HEADERS];
}

const EXPOSE = 'access-control-expose-headers';

/**
 * The header lists of a cached read's answers to a project that does not restrict origins, in the
 * order `send` writes them, each ending with X-Request-Id's slot (and, for the 200, Content-Length
 * after it): built once per answer instead of per request.
 */
interface KeptHeads {
  notModified: string[];
  ok: string[];
  /** Where each list holds X-Request-Id's value. */
  notModifiedId: number;
  okId: number;
}

function readyHeads(rendered: Rendered, cacheControl: string): KeptHeads {
  const common = [...corsHeaders(false, undefined), 'etag', rendered.etag, 'cache-control', cacheControl];
  const notModified = [...common, HEADER_REQUEST_ID, ''];
  const ok = [...common, 'content-type', JSON_TYPE, HEADER_REQUEST_ID, ''];
  const okId = ok.length - 1;
  ok.push('content-length', String(rendered.body.byteLength));
  return { notModified, ok, notModifiedId: notModified.length - 1, okId };
}

/**
 * Writes an answer as Fastify would: the headers set so far, then X-Request-Id (its onSend hook)
 * and Content-Length, and the two log lines with the request id. Arms the idle timer when the
 * answer could not be handed to the kernel whole.
 */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  log: FastifyBaseLogger | undefined,
  startedAt: number,
  status: number,
  out: string[],
  body: Buffer | undefined,
  idleMs: number,
): void {
  const id = requestId();
  out.push(HEADER_REQUEST_ID, id);
  if (log !== undefined) logLines(req, res, log, startedAt, id);
  if (body === undefined) {
    res.writeHead(status, out);
    res.end();
  } else {
    out.push('content-length', String(body.byteLength));
    res.writeHead(status, out);
    res.end(body);
  }
  armUnlessSent(req, res, idleMs);
}

/**
 * `send` with a kept header list (`readyHeads`): the request's id is written into its slot just
 * before `writeHead`, which turns the list into the head's text at once and keeps no reference to it.
 */
function sendKept(
  req: IncomingMessage,
  res: ServerResponse,
  log: FastifyBaseLogger | undefined,
  startedAt: number,
  status: 200 | 304,
  kept: string[],
  idSlot: number,
  body: Buffer | undefined,
  idleMs: number,
): void {
  const id = requestId();
  if (log !== undefined) logLines(req, res, log, startedAt, id);
  kept[idSlot] = id;
  res.writeHead(status, kept);
  res.end(body);
  armUnlessSent(req, res, idleMs);
}

/** The two log lines Fastify writes for a request, with its id. */
function logLines(
  req: IncomingMessage,
  res: ServerResponse,
  log: FastifyBaseLogger,
  startedAt: number,
  id: string,
): void {
  const child = log.child({ reqId: id });
  child.info({ req: logShape(req) }, 'incoming request');
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
