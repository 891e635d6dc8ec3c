import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import swagger from '@fastify/swagger';
import { API_VERSION_PREFIX, HEADER_REQUEST_ID } from '@locale-sync/protocol';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerFactory,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { type ConfigOverrides, resolveConfig, type ServerConfig } from './config.ts';
import type { AppContext, Clock } from './context.ts';
import { ApiError } from './errors.ts';
import { Arrivals } from './http/arrivals.ts';
import { type CacheValidator, changeCheckValidator, ReadCache } from './http/cache.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { frameworkErrors, installErrorHandling } from './http/errors.ts';
import { armIdle, installIdleTimeout } from './http/idle-timeout.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { requestId } from './http/request-id.ts';
import { type MachineTranslator, translatorFromEnv } from './mt/index.ts';
import { OidcVerifier } from './oidc/verify.ts';
import { LayeredLimiter, type LimiterStoreFactory, memoryLimiterStore } from './rate-limit.ts';
import { keepForReplay, takeReplay } from './routes/body-replay.ts';
import { installCors } from './routes/cors.ts';
import { healthRoutes } from './routes/health.ts';
import { instantMemory, instantReady, RECENT_BODY_CHARS, readyAnswer, sdkRoutes } from './routes/sdk.ts';
import { type ArrivalNotes, type FastifyHandler, sdkFastPath } from './routes/sdk-fast.ts';
import { syncRoutes } from './routes/sync.ts';
import { NO_CHANGE_FEED, type SharedState, storageNonces } from './shared/types.ts';
import { retryWhenBusy } from './storage/busy.ts';
import { changeCheck } from './storage/sqlite/data-version.ts';
import { SqliteStorage } from './storage/sqlite/storage.ts';
import type { Storage } from './storage/types.ts';

export type { AppContext, Clock } from './context.ts';

/** Everything the app is built from. Only `storage` is required. */
export interface AppDeps {
  storage: Storage;
  clock?: Clock;
  config?: ConfigOverrides | ServerConfig;
  /**
   * Machine-translation provider; `null` disables machine translation. Default: the provider chosen
   * by `env` (MT_PROVIDER, LIBRETRANSLATE_URL, …), which is pseudo-localisation when unset.
   */
  translator?: MachineTranslator | null;
  /** Environment the default translator is chosen from. Default: none (pseudo-localisation). */
  env?: NodeJS.ProcessEnv;
  /**
   * The fetch outgoing HTTP calls (the machine-translation provider, OIDC issuers' keys) go through.
   * Default: global fetch.
   */
  fetch?: typeof fetch;
  /** Rate-limit counter stores (tests inject failing ones). Default: `shared`'s, else in memory. */
  limiterStore?: LimiterStoreFactory;
  /**
   * What several instances share (shared/redis.ts builds it from REDIS_URL). Default: counters and
   * the read cache in this process, nonces in the database.
   */
  shared?: SharedState;
  /** Fastify logger option (pino options, a logger, or false). Default: no logging. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /**
   * Answer hot SDK reads and warm instant translations in a request listener in front of Fastify
   * (routes/sdk-fast.ts; only while rate limits are off). Default true; false sends every request through Fastify (the parity test
   * compares the two).
   */
  fastPath?: boolean;
}

/** Builds the Fastify app (both APIs, health and OpenAPI) without listening. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const config = resolveConfig(deps.config as ConfigOverrides | undefined);
  const storage = retryWhenBusy(deps.storage, {
    budgetMs: config.database.busyBudgetMs,
    initialDelayMs: 5,
    maxDelayMs: 200,
  });
  const clock = deps.clock ?? { now: () => Date.now() };
  const fastPathOn = deps.fastPath !== false && !config.rateLimits.enabled;
  // Which requests arrived with the event loop's turn: they share one SQLite freshness check. Only
  // SQLite's own check asks; a change feed (Redis, LISTEN/NOTIFY) needs no per-request bookkeeping.
  const arrivals =
    fastPathOn && deps.shared?.cacheValidator === undefined && deps.storage instanceof SqliteStorage
      ? new Arrivals()
      : undefined;
  const ctx: AppContext = {
    storage,
    clock,
    config,
    translator:
      deps.translator === null
        ? undefined
        : (deps.translator ?? translatorFromEnv(deps.env ?? {}, deps.fetch ?? globalThis.fetch)),
    limiter: new LayeredLimiter(
      config.rateLimits,
      deps.limiterStore ?? deps.shared?.limiterStore ?? memoryLimiterStore,
    ),
    cache: new ReadCache(
      storage,
      deps.shared?.cacheValidator ?? ownValidator(deps.storage, storage, arrivals),
    ),
    nonces: deps.shared?.nonces ?? storageNonces(storage),
    changes: deps.shared?.changes ?? NO_CHANGE_FEED,
    readiness: [
      {
        name: 'database',
        check: async () => {
          await storage.revision();
        },
      },
      ...(deps.shared?.readiness ?? []),
    ],
    oidc: new OidcVerifier(config.oidc, { fetch: deps.fetch ?? globalThis.fetch, now: () => clock.now() }),
  };

  const loggerOptions =
    deps.logger && typeof (deps.logger as FastifyBaseLogger).child === 'function'
      ? { loggerInstance: deps.logger as FastifyBaseLogger }
      : { logger: (deps.logger as FastifyServerOptions['logger']) ?? false };
  const { headersMs, requestMs, idleMs } = config.timeouts;
  let closing = false;
  let log: FastifyBaseLogger | undefined;
  // What the instant route keeps between requests, shared with the listener in front of Fastify.
  const instant = instantMemory();
  const fast = !fastPathOn
    ? undefined
    : sdkFastPath({
        arrivals: arrivals ?? arrivalTimes(ctx.cache),
        ready: (key, locale, origin, withTurn) => readyAnswer(ctx, key, locale, origin, withTurn),
        cacheControl: config.sdkCacheControl,
        closing: () => closing,
        logger: () => log,
        trustsProxy: config.trustProxy !== false,
        idleMs,
        instant: {
          maxBodyBytes: RECENT_BODY_CHARS,
          ready: (key, origin, withTurn) => instantReady(ctx, instant, key, origin, withTurn),
        },
      });
  const app = Fastify({
    ...loggerOptions,
    // A client that sends its headers or body slowly, or stops, must not hold a connection forever:
    // Node answers 408 through clientErrorHandler below; an idle socket is closed.
    connectionTimeout: idleMs,
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      // Node checks those two timeouts on this interval (30 s by default, too coarse for a 10 s limit).
      connectionsCheckingInterval: checkingInterval(headersMs, requestMs),
    },
    clientErrorHandler,
    trustProxy: trustProxyOption(config.trustProxy),
    // Our own ids only: an incoming X-Request-Id is not trusted into the logs.
    genReqId: requestId,
    requestIdHeader: false,
    // Fastify's own closing answer is not in our error shape; the onRequest hook below answers instead.
    return503OnClosing: false,
    // No parameter is refused by the router for its length (its answer would be a bare 400 without
    // CORS): Node refuses a request head over 16 KiB, and the routes check their parameters, a
    // project key of any length getting the unknown key's answer.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    frameworkErrors,
    ...(fast && { serverFactory: serverWith(fast) }),
  });
  log = app.log;
  // Without the listener in front of Fastify, a 'request' listener of the cache's own notes when each
  // request arrived (the listener does it itself: a second listener costs every request).
  if (!fast) ctx.cache.watch(app.server);
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schema (a mismatch is a 500, never a wrong body) and sent
  // as built: the protocol's schemas normalise locales with transforms, which zod cannot encode.
  app.setSerializerCompiler(({ schema }) => {
    const zodSchema = schema as ZodType;
    return (data) => {
      const result = zodSchema.safeParse(data);
      if (!result.success) throw new Error(`response does not match its schema: ${result.error.message}`);
      return JSON.stringify(data);
    };
  });
  app.decorateRequest('authProject', null);
  app.decorateRequest('syncAuth', null);
  // Both APIs take JSON only: any other body type is a 415, not a confusing validation error.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app);
  // The body of a request the listener in front of Fastify read or found empty (serverWith).
  if (fast)
    app.addHook('preParsing', (request, _reply, payload, done) =>
      done(null, takeReplay(request.raw) ?? payload),
    );

  // Hooks that run on every request take `done` instead of returning a promise: a promise per hook
  // per request was a measurable part of a cached SDK answer's cost (docs/performance.md, section 8).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(HEADER_REQUEST_ID, request.id);
    done(null, payload);
  });
  installErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'locale-sync reference server',
        description:
          'Sync API (signed, under /api/v1/api/sync) and public SDK API of the locale-sync service.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });

  installCors(
    app,
    (key) => ctx.cache.project(key),
    (key) => ctx.cache.projectNow(key),
  );

  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => ctx.cache.close());
  // Requests still arriving on open connections during shutdown: 503 in our shape, and close the connection.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    reply.header('connection', 'close');
    done(new ApiError('service_unavailable', 'the server is shutting down; retry in a moment'));
  });

  // Rate limits run first for every API request, before any authentication or body parsing.
  installRateLimits(app, ctx);

  await app.register(healthRoutes(ctx));
  await app.register(syncRoutes(ctx), { prefix: API_VERSION_PREFIX });
  await app.register(sdkRoutes(ctx, instant), { prefix: API_VERSION_PREFIX });
  app.get(`${API_VERSION_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  return app;
}

/**
 * The HTTP server Fastify would make itself (its lib/server.js: the `http` options, keep-alive,
 * request and idle timeouts), with `first` taking what it can before Fastify's handler (it is given
 * the handler, for a request it took and then hands on).
 */
function serverWith(
  first: (req: IncomingMessage, res: ServerResponse, fastify: FastifyHandler) => boolean,
): FastifyServerFactory {
  return (handler, options) => {
    // A request without a body (no Content-Length, no Transfer-Encoding: every SDK GET) gets a body
    // stream that has already ended and emits nothing (Node's optimizeEmptyRequests), so Node does
    // not run it through resume, read, 'end' and 'close' after each answer (a 304 answered by the
    // listener: 2 process.nextTick calls instead of 7, docs/performance.md section 28). Fastify
    // would wait forever for the 'end' of such a stream when it parses a body (a POST with a
    // Content-Type and no length): it is given the empty body to read instead (body-replay.ts, the
    // preParsing hook in createApp), as it would have read it.
    const http = { ...(options.http as ServerOptions), optimizeEmptyRequests: true };
    // The idle timeout is armed per request only where it can fire (http/idle-timeout.ts): here for
    // every request Fastify handles, by the listener for an answer it could not send whole.
    const idleMs = options.connectionTimeout as number;
    const handOn: FastifyHandler = (req, res) => {
      armIdle(req, idleMs);
      handler(req, res);
    };
    const server = createServer(http, (req, res) => {
      if (first(req, res, handOn)) return;
      if (req.readableEnded && req.method !== 'GET' && req.method !== 'HEAD') keepForReplay(req, NO_BODY);
      handOn(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    installIdleTimeout(server, idleMs);
    const perSocket = options.maxRequestsPerSocket as number | null | undefined;
    if (perSocket != null && perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
}

const NO_BODY = Buffer.alloc(0);

/**
 * The listener's notes where no SQLite check is shared: each request's arrival time for the read
 * cache (nothing while a change feed keeps it fresh); no request counts as arriving with a shared check.
 */
function arrivalTimes(cache: ReadCache): ArrivalNotes {
  return {
    arrived(req) {
      cache.noteArrival(req);
      return false;
    },
    readWhole() {},
  };
}

/**
 * Without a shared change feed: on SQLite, a synchronous check of the file's commits per read
 * (every write, from this process or another, is seen by the next request), shared by the requests
 * that arrived with one turn of the event loop when `arrivals` is given (the listener in front of
 * Fastify notes them); elsewhere the revision query per read (ReadCache's default).
 */
function ownValidator(
  raw: Storage,
  storage: Storage,
  arrivals: Arrivals | undefined,
): CacheValidator | undefined {
  if (!(raw instanceof SqliteStorage)) return undefined;
  return changeCheckValidator(changeCheck(raw.db), storage, arrivals);
}

/** How often Node checks the header and request timeouts: often enough to keep them within about 10%. */
function checkingInterval(headersMs: number, requestMs: number): number {
  const active = [headersMs, requestMs].filter((ms) => ms > 0);
  if (active.length === 0) return 30_000;
  return Math.min(1000, Math.max(10, Math.floor(Math.min(...active) / 10)));
}

/**
 * Fastify ignores a numeric trustProxy (it cannot check the nearest peer), so a hop count becomes
 * proxy-addr's trust function: the socket's peer and the next N-1 entries of X-Forwarded-For, counted
 * from the right, are proxies; the entry after them is the client. Entries further left, which a
 * client may have written itself, are never used.
 */
function trustProxyOption(
  trust: ServerConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
