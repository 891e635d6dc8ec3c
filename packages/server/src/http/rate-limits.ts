import { HEADER_FAIL_OPEN } from '@locale-sync/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKind, AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import type { LimitLayer } from '../rate-limit.ts';
import { addressCounterKey, clientAddress } from './client-address.ts';
import { isProjectKey } from './identifiers.ts';

/**
 * The rate-limit policy, in one place. Every API request is counted per IP and globally before
 * anything else runs; the project layer is counted
 * - on the SDK API, from the path or X-Project-Key as the request arrives (the key is public there),
 *   or from the body for batch-extract (`limitSdkBodyProject`);
 * - on the sync API, only once the signature verifies (`limitSyncProject`): the project key is
 *   public, so unsigned junk must not be able to spend a project's sync quota.
 */
export function installRateLimits(app: FastifyInstance, ctx: AppContext): void {
  // With limits off (RATE_LIMIT_DISABLED) there is nothing to count: no hook at all, so no request
  // pays for one. The configuration is fixed for the app's life.
  if (!ctx.config.rateLimits.enabled) return;
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.routeOptions.config?.api;
    if (!api) {
      done();
      return;
    }
    // Only a well-formed key is counted: a malformed one is refused by the route, and a megabyte of
    // key kept as a counter would cost memory per request.
    const params = request.params as Record<string, string | undefined> | undefined;
    const candidate = api === 'sdk' ? (params?.projectKey ?? request.headers['x-project-key']) : undefined;
    const projectKey = isProjectKey(candidate) ? candidate : undefined;
    enforceLimits(ctx, request, reply, api, {
      ip: addressCounterKey(clientAddress(request)),
      global: 'all',
      ...(projectKey !== undefined && { project: `sdk:${projectKey}` }),
    }).then(() => done(), done);
  });
}

/** The per-project layer of the sync API, counted once the request is authenticated. */
export async function limitSyncProject(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (!ctx.config.rateLimits.enabled || !request.authProject) return;
  await enforceLimits(ctx, request, reply, 'sync', { project: `sync:${request.authProject.key}` });
}

/**
 * Requests already let through on the fail-open budget. The store failed for them moments ago: a
 * second check (batch-extract's body layer) would wait out another command timeout of a hung Redis
 * and take a second unit of a budget counted in requests.
 */
const failedOpen = new WeakSet<FastifyRequest>();

/** The per-project layer of an SDK route whose project key is in the body (batch-extract). */
export async function limitSdkBodyProject(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  projectKey: string,
): Promise<void> {
  if (!ctx.config.rateLimits.enabled || failedOpen.has(request)) return;
  await enforceLimits(ctx, request, reply, 'sdk', { project: `sdk:${projectKey}` });
}

/**
 * Consumes from the given layers. Throws 429 when a layer is exhausted. When the store fails, the
 * SDK API lets the request through on the per-instance fail-open budget (and says so in
 * `X-SDK-FailOpen: true`); the sync API refuses with 503 and Retry-After.
 */
async function enforceLimits(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  api: ApiKind,
  keys: Partial<Record<LimitLayer, string>>,
): Promise<void> {
  const verdict = await ctx.limiter.check(keys);
  if (verdict.kind === 'store_failed') {
    request.log.warn({ err: verdict.error }, 'rate limiter store failed');
    if (api === 'sdk' && (await ctx.limiter.takeFailOpen())) {
      failedOpen.add(request);
      reply.header(HEADER_FAIL_OPEN, 'true');
      return;
    }
    throw new ApiError(
      'service_unavailable',
      api === 'sdk'
        ? 'rate limiting is unavailable and this instance has spent its fail-open budget; retry later'
        : 'rate limiting is unavailable; signed sync requests are refused until it recovers; retry later',
      undefined,
      STORE_RETRY_AFTER_SECONDS,
    );
  }
  setLimitHeaders(reply, verdict.headers);
  if (verdict.kind === 'limited') {
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new ApiError('rate_limited', `too many requests; retry after ${verdict.retryAfterSeconds} s`);
  }
}

/** Retry-After of a 503 caused by a shared store (Redis) that does not answer. */
export const STORE_RETRY_AFTER_SECONDS = 5;

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
