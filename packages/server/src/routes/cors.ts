import { API_VERSION_PREFIX } from '@locale-sync/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError } from '../errors.ts';
import { isProjectKey } from '../http/identifiers.ts';

// A translate path with an empty key reaches its route, which answers it as an unknown key: CORS too.
const SDK_PATH = new RegExp(
  `^${API_VERSION_PREFIX}/(?:projects/key/([^/?]+)|translate/instant|translate/([^/?]*)/[^/?]+|phrases/batch-extract)/?(?:\\?|$)`,
);

// The headers' values, joined once (what @fastify/cors joined from arrays on every request).
const ALLOW_METHODS = 'GET, HEAD, POST, OPTIONS';
const ALLOW_HEADERS = 'content-type, x-project-key, if-none-match';
/** Access-Control-Expose-Headers of every SDK answer (routes/sdk-fast.ts writes it too). */
export const EXPOSE_HEADERS = 'etag, x-request-id, x-sdk-failopen, retry-after, ratelimit, ratelimit-policy';
const MAX_AGE = '600';

/** What CORS needs of a project: whether it restricts origins. */
export type CorsProjectLookup = (key: string) => Promise<{ allowedOrigins: readonly string[] } | undefined>;

/**
 * The same lookup when it can be answered without waiting: the project, null for none, undefined
 * when only `CorsProjectLookup` can tell.
 */
export type CorsProjectNow = (key: string) => { allowedOrigins: readonly string[] } | null | undefined;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the CORS hook on a preflight it accepted (the OPTIONS route answers only those). */
    corsPreflightEnabled: boolean;
  }
}

/**
 * CORS for the public SDK API only. A project without an origin allowlist (or an unknown one)
 * answers `*`. A project with an allowlist answers the request's own origin, whether or not it is on
 * the list: the route refuses an origin that is not with a 403 (checkOrigin), and the page must be
 * able to read that answer, which a missing header would hide from it. The sync API and everything
 * else get no CORS headers (only `Vary: Origin`).
 *
 * The same answers, byte for byte, as `@fastify/cors` 11 with a per-request options delegator
 * (test/cors-equivalence.test.ts holds them side by side), without its per-request work: that
 * plugin normalised and copied its options on every request; here the two possible option sets
 * are constants and a request that needs no project lookup finishes synchronously.
 */
export function installCors(
  app: FastifyInstance,
  projectOf: CorsProjectLookup,
  projectNow?: CorsProjectNow,
): void {
  app.decorateRequest('corsPreflightEnabled', false);
  app.addHook('onRequest', (request, reply, done) => {
    // Every answer varies by Origin: which origin is reflected depends on the request.
    reply.header('vary', 'Origin');
    const match = SDK_PATH.exec(request.url);
    if (!match) {
      done();
      return;
    }
    const header = request.headers['x-project-key'];
    const raw = match[1] ?? match[2] ?? (typeof header === 'string' ? header : undefined);
    const key = raw === undefined ? undefined : safeDecode(raw);
    // Only a well-formed key is looked up (and so cached); the route refuses the others.
    if (!isProjectKey(key)) {
      answer(request, reply, false, done);
      return;
    }
    // A hot project answers without a promise (the usual SDK request).
    const known = projectNow?.(key);
    if (known !== undefined) {
      answer(request, reply, (known?.allowedOrigins.length ?? 0) > 0, done);
      return;
    }
    projectOf(key).then(
      (project) => answer(request, reply, (project?.allowedOrigins.length ?? 0) > 0, done),
      () => answer(request, reply, false, done),
    );
  });
  // Lets preflights reach the hook above (which answers them); any other OPTIONS is a 404.
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    if (!request.corsPreflightEnabled) {
      reply.callNotFound();
      return;
    }
    reply.send();
  });
}

/**
 * Sets the CORS headers of an SDK request (`*`, or the request's own origin when the project
 * restricts origins) and answers a preflight here, before authentication, rate limits or routing.
 */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  reflect: boolean,
  done: HookHandlerDoneFunction,
): void {
  const origin = reflect ? request.headers.origin : '*';
  if (origin) reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', EXPOSE_HEADERS);
  if (request.raw.method !== 'OPTIONS') {
    done();
    return;
  }
  // A preflight must name its origin and method (@fastify/cors's strictPreflight); its refusal has
  // the body of every other error (docs/protocol.md, Errors), not that plugin's plain text.
  const missing = ['origin', 'access-control-request-method'].filter((name) => !request.headers[name]);
  if (missing.length > 0) {
    const names = missing.join(' and ');
    done(
      new ApiError(
        'validation_failed',
        `invalid CORS preflight: missing header ${names}; an OPTIONS request to the SDK API is a browser's preflight, which sends Origin and Access-Control-Request-Method`,
        missing.map((name) => ({ location: `headers.${name}`, message: 'required' })),
      ),
    );
    return;
  }
  request.corsPreflightEnabled = true;
  reply
    .header('access-control-allow-methods', ALLOW_METHODS)
    .header('access-control-allow-headers', ALLOW_HEADERS)
    .header('access-control-max-age', MAX_AGE)
    .code(204)
    .header('Content-Length', '0')
    .send();
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
