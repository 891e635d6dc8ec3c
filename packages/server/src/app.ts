import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import { FormatError } from '@locale-sync/formats';
import {
  API_VERSION_PREFIX,
  type ErrorBody,
  errorBody,
  HEADER_FAIL_OPEN,
  HEADER_REQUEST_ID,
  type Problem,
} from '@locale-sync/protocol';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { type ConfigOverrides, resolveConfig, type ServerConfig } from './config.ts';
import { ApiError, serverErrorBody } from './errors.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { isProjectKey } from './http/identifiers.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { type MachineTranslator, translatorFromEnv } from './mt/index.ts';
import { LayeredLimiter, type LimiterStoreFactory, memoryLimiterStore } from './rate-limit.ts';
import { ReadCache } from './read-cache.ts';
import { corsDelegator } from './routes/cors.ts';
import { healthRoutes } from './routes/health.ts';
import { sdkRoutes } from './routes/sdk.ts';
import { syncRoutes } from './routes/sync.ts';
import { retryWhenBusy, StorageBusyError } from './storage/busy.ts';
import type { ProjectRecord, Storage } from './storage/types.ts';

/** A source of the current time in Unix milliseconds (injected so tests can move it). */
export interface Clock {
  now(): number;
}

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
  /** The fetch outgoing HTTP calls (the machine-translation provider) go through. Default: global fetch. */
  fetch?: typeof fetch;
  limiterStore?: LimiterStoreFactory;
  /** Fastify logger option (pino options, a logger, or false). Default: no logging. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
}

/** What the routes receive. */
export interface AppContext {
  storage: Storage;
  clock: Clock;
  config: ServerConfig;
  translator: MachineTranslator | undefined;
  limiter: LayeredLimiter;
  /** Revision-checked cache of SDK reads. */
  cache: ReadCache;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The project a request authenticated as (sync signature or X-Project-Key). */
    authProject: ProjectRecord | null;
  }
  interface FastifyContextConfig {
    /** Which API a route belongs to: decides fail-open (sdk) or fail-closed (sync) limits. */
    api?: 'sync' | 'sdk';
  }
}

/** Builds the Fastify app (both APIs, health and OpenAPI) without listening. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const config = resolveConfig(deps.config as ConfigOverrides | undefined);
  const storage = retryWhenBusy(deps.storage, {
    budgetMs: config.database.busyBudgetMs,
    initialDelayMs: 5,
    maxDelayMs: 200,
  });
  const ctx: AppContext = {
    storage,
    clock: deps.clock ?? { now: () => Date.now() },
    config,
    translator:
      deps.translator === null
        ? undefined
        : (deps.translator ?? translatorFromEnv(deps.env ?? {}, deps.fetch ?? globalThis.fetch)),
    limiter: new LayeredLimiter(config.rateLimits, deps.limiterStore ?? memoryLimiterStore),
    cache: new ReadCache(storage),
  };

  const loggerOptions =
    deps.logger && typeof (deps.logger as FastifyBaseLogger).child === 'function'
      ? { loggerInstance: deps.logger as FastifyBaseLogger }
      : { logger: (deps.logger as FastifyServerOptions['logger']) ?? false };
  const { headersMs, requestMs, idleMs } = config.timeouts;
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
    trustProxy: config.trustProxy,
    // Our own ids only: an incoming X-Request-Id is not trusted into the logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Fastify's own closing answer is not in our error shape; the onRequest hook below answers instead.
    return503OnClosing: false,
    // Project keys are up to 128 characters, above Fastify's default parameter length of 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // Errors raised before routing (a malformed URL) skip the hooks: answer them in our shape too.
    frameworkErrors: (error, request, rawReply) => {
      (rawReply as FastifyReply)
        .code(400)
        .header(HEADER_REQUEST_ID, request.id)
        .type('application/json; charset=utf-8')
        .send(
          serverErrorBody('validation_failed', `the request URL is invalid: ${error.message}`, [
            { location: 'path', message: error.message },
          ]),
        );
    },
  });
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
  // Both APIs take JSON only: any other body type is a 415, not a confusing validation error.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(HEADER_REQUEST_ID, request.id);
    return payload;
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(err, request.id);
    if (err instanceof StorageBusyError) {
      reply.header('retry-after', String(err.retryAfterSeconds));
      request.log.warn({ code: body.error.code }, body.error.message);
    } else if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.error.code }, body.error.message);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .code(404)
      .send(
        errorBody(
          'not_found',
          `no route ${request.method} ${request.url.split('?')[0]}; see ${API_VERSION_PREFIX}/openapi.json`,
        ),
      );
  });

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

  await app.register(cors, { delegator: corsDelegator(ctx) });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Requests still arriving on open connections during shutdown: 503 in our shape, and close the connection.
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError('service_unavailable', 'the server is shutting down; retry in a moment');
  });

  // Rate limits run first for every API request, before any authentication or body parsing.
  app.addHook('onRequest', async (request, reply) => {
    const api = request.routeOptions.config?.api;
    if (!api || !ctx.config.rateLimits.enabled) return;
    // The sync API counts its project layer only once the signature verifies (see routes/sync.ts):
    // the project key is public, so unsigned junk must not be able to spend a project's sync quota.
    // Only a well-formed key is counted: a malformed one is refused by the route, and a megabyte of
    // key kept as a counter would cost memory per request.
    const params = request.params as Record<string, string | undefined> | undefined;
    const candidate = api === 'sdk' ? (params?.projectKey ?? request.headers['x-project-key']) : undefined;
    const projectKey = isProjectKey(candidate) ? candidate : undefined;
    await enforceLimits(ctx, request, reply, api, {
      ip: request.ip,
      global: 'all',
      ...(projectKey !== undefined && { project: `sdk:${projectKey}` }),
    });
  });

  await app.register(healthRoutes(ctx));
  await app.register(syncRoutes(ctx), { prefix: API_VERSION_PREFIX });
  await app.register(sdkRoutes(ctx), { prefix: API_VERSION_PREFIX });
  app.get(`${API_VERSION_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  return app;
}

/**
 * Consumes from the given layers. Throws 429 when a layer is exhausted. When the store fails, the
 * SDK API lets the request through on the per-instance fail-open budget (and says so in
 * `X-SDK-FailOpen: true`); the sync API refuses with 503.
 */
export async function enforceLimits(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  api: 'sync' | 'sdk',
  keys: Partial<Record<'ip' | 'project' | 'global', string>>,
): Promise<void> {
  const verdict = await ctx.limiter.check(keys);
  if (verdict.kind === 'store_failed') {
    request.log.warn({ err: verdict.error }, 'rate limiter store failed');
    if (api === 'sdk' && (await ctx.limiter.takeFailOpen())) {
      reply.header(HEADER_FAIL_OPEN, 'true');
      return;
    }
    throw new ApiError(
      'service_unavailable',
      api === 'sdk'
        ? 'rate limiting is unavailable and this instance has spent its fail-open budget; retry later'
        : 'rate limiting is unavailable; signed sync requests are refused until it recovers; retry later',
    );
  }
  setLimitHeaders(reply, verdict.headers);
  if (verdict.kind === 'limited') {
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new ApiError('rate_limited', `too many requests; retry after ${verdict.retryAfterSeconds} s`);
  }
}

/**
 * Sets RateLimit-Policy and RateLimit. A second check on the same request (batch-extract's project
 * layer, read from the body) adds its policies and keeps the stricter RateLimit (fewer points left).
 */
function setLimitHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  const policy = headers['ratelimit-policy'];
  const limit = headers.ratelimit;
  if (policy === undefined || limit === undefined) return;
  const previousPolicy = reply.getHeader('ratelimit-policy');
  const previousLimit = reply.getHeader('ratelimit');
  reply.header(
    'ratelimit-policy',
    typeof previousPolicy === 'string' ? `${previousPolicy}, ${policy}` : policy,
  );
  const remaining = (value: string) => Number(/;r=(\d+)/.exec(value)?.[1] ?? Number.POSITIVE_INFINITY);
  if (typeof previousLimit !== 'string' || remaining(limit) <= remaining(previousLimit)) {
    reply.header('ratelimit', limit);
  }
}

/** Maps any thrown value to a status and the wire error body; 5xx never carry internals. */
export function toErrorResponse(err: unknown, requestId: string): { status: number; body: ErrorBody } {
  if (err instanceof ApiError)
    return { status: err.status, body: serverErrorBody(err.code, err.message, err.details) };
  if (err instanceof StorageBusyError)
    return { status: 503, body: serverErrorBody('database_busy', err.message) };
  // Parsers and writers refuse what they cannot read or write (over a budget, say) with FormatError;
  // where a route did not name the file itself, the message still reaches the client as a 400.
  if (err instanceof FormatError)
    return {
      status: 400,
      body: serverErrorBody('invalid_file', `a file cannot be read or written: ${err.message}`),
    };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const root = rootOf((err as FastifyError).validationContext);
    const problems: Problem[] = err.validation.map((issue) => ({
      location: root + pointerToPath(issue.instancePath),
      message: issue.message ?? 'invalid',
    }));
    return {
      status: 400,
      body: errorBody(
        'validation_failed',
        `the request is invalid: ${problems.map((p) => `${p.location}: ${p.message}`).join('; ')}`,
        problems,
      ),
    };
  }
  const e = err as Partial<FastifyError> & { code?: string };
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: errorBody(
          'payload_too_large',
          'the request body is larger than this server accepts (MAX_BODY_BYTES, counted after gzip decompression)',
        ),
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: errorBody('unsupported_media_type', 'send the body as Content-Type: application/json'),
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: errorBody('validation_failed', 'the body is empty; send a JSON object', [
          { location: 'body', message: 'empty body' },
        ]),
      };
    case 'Z_DATA_ERROR':
    case 'Z_BUF_ERROR':
      return {
        status: 400,
        body: errorBody('validation_failed', 'the body is not valid gzip data', [
          { location: 'body', message: 'not valid gzip' },
        ]),
      };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 400) {
    const message = `the body is not valid JSON: ${e.message ?? 'unreadable'}`;
    return {
      status: 400,
      body: errorBody('validation_failed', message, [{ location: 'body', message: e.message ?? 'invalid' }]),
    };
  }
  if (status === 413)
    return { status: 413, body: errorBody('payload_too_large', 'the request is too large') };
  if (status === 415)
    return {
      status: 415,
      body: errorBody('unsupported_media_type', 'send the body as Content-Type: application/json'),
    };
  if (status === 404) return { status: 404, body: errorBody('not_found', 'not found') };
  if (status > 400 && status < 500)
    return { status: 400, body: errorBody('validation_failed', e.message ?? 'invalid request') };
  return {
    status: 500,
    body: errorBody('internal_error', `internal error; quote request id ${requestId} to the operator`),
  };
}

/** How often Node checks the header and request timeouts: often enough to keep them within about 10%. */
function checkingInterval(headersMs: number, requestMs: number): number {
  const active = [headersMs, requestMs].filter((ms) => ms > 0);
  if (active.length === 0) return 30_000;
  return Math.min(1000, Math.max(10, Math.floor(Math.min(...active) / 10)));
}

function rootOf(context: string | undefined): string {
  if (context === 'querystring') return 'query';
  if (context === 'params') return 'path';
  if (context === 'headers') return 'header';
  return 'body';
}

function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^[0-9]+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('');
}
