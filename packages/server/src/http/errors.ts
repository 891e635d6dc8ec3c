import { FormatError } from '@locale-sync/formats';
import {
  API_VERSION_PREFIX,
  type ErrorBody,
  errorBody,
  HEADER_REQUEST_ID,
  type Problem,
} from '@locale-sync/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, serverErrorBody } from '../errors.ts';
import { StorageBusyError, StorageFullError, StorageUnavailableError } from '../storage/busy.ts';
import { PhraseLimitError } from '../storage/phrase-batch.ts';

/** Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL), in our shape too. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, rawReply) => {
  const reply = rawReply as FastifyReply;
  // Fastify logs such a request's `incoming request` line but, answering it outside its lifecycle,
  // not its `request completed` one: logged here, so every request has both (docs/self-hosting.md).
  const started = performance.now();
  reply.raw.once('finish', () => {
    request.log.info({ res: reply, responseTime: performance.now() - started }, 'request completed');
  });
  reply
    .code(400)
    .header(HEADER_REQUEST_ID, request.id)
    .type('application/json; charset=utf-8')
    .send(
      serverErrorBody('validation_failed', `the request URL is invalid: ${error.message}`, [
        { location: 'path', message: error.message },
      ]),
    );
};

/** Installs the one error handler and the JSON 404: every failure leaves as `{"error":{…}}`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(err, request.id, {
      bytes: request.routeOptions.bodyLimit,
      setting: request.routeOptions.config.bodyLimitSetting,
    });
    const retryAfter = retryAfterOf(err);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    // The storage's own message (the database's address, a setting to check) goes to the log only.
    if (err instanceof StorageBusyError) request.log.warn({ code: body.error.code, err }, err.message);
    else if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.error.code }, body.error.message);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  // A request refused before its body was read (a bad signature, a rate limit, a 413 by
  // Content-Length) closes its connection: otherwise Node would read, and throw away, up to
  // MAX_BODY_BYTES of a body nobody wants, until REQUEST_TIMEOUT_MS, to keep the connection alive.
  // (`done`, not async: this runs on every answer, and a promise per answer costs.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
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
}

/** A route's body limit: its bytes, and the setting that sets it (absent: fixed). */
export interface BodyLimit {
  bytes: number;
  setting?: string | undefined;
}

/** Fastify's body limit, which every route without its own keeps (the SDK routes, branch close). */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The 413's message, naming the limit that applied: a self-hoster who raises MAX_BODY_BYTES for an
 * SDK body (whose 1 MiB no setting changes) would change nothing.
 */
function tooLargeMessage({ bytes, setting }: BodyLimit): string {
  const limit = `${bytes} bytes, counted after gzip decompression`;
  return setting === undefined
    ? `the request body is larger than this route accepts (${limit}; no setting changes it): send less in one request`
    : `the request body is larger than this server accepts (${setting}: ${limit})`;
}

/** Seconds a client should wait, for the failures that pass with time (a busy database, a lost store). */
function retryAfterOf(err: unknown): number | undefined {
  if (err instanceof StorageBusyError) return err.retryAfterSeconds;
  if (err instanceof ApiError) return err.retryAfterSeconds;
  return undefined;
}

/** Maps any thrown value to a status and the wire error body; 5xx never carry internals. */
export function toErrorResponse(
  err: unknown,
  requestId: string,
  bodyLimit: BodyLimit = { bytes: DEFAULT_BODY_LIMIT },
): { status: number; body: ErrorBody } {
  if (err instanceof ApiError)
    return { status: err.status, body: serverErrorBody(err.code, err.message, err.details) };
  if (err instanceof PhraseLimitError)
    return {
      status: 409,
      body: serverErrorBody('phrase_limit_reached', err.message, {
        limit: err.limit,
        stored: err.stored,
        added: err.added,
      }),
    };
  if (err instanceof StorageFullError)
    return { status: 503, body: serverErrorBody('storage_full', err.message) };
  // An outage says nothing about the database to the caller, who may be anyone: the log has it.
  if (err instanceof StorageUnavailableError)
    return {
      status: 503,
      body: serverErrorBody(
        'database_busy',
        `the service cannot reach its database right now; retry in a moment (request id ${requestId})`,
      ),
    };
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
        body: errorBody('payload_too_large', tooLargeMessage(bodyLimit)),
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
