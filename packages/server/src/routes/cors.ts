import type { FastifyCorsOptions } from '@fastify/cors';
import { API_VERSION_PREFIX } from '@locale-sync/protocol';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { isProjectKey } from '../http/identifiers.ts';

const SDK_PATH = new RegExp(
  `^${API_VERSION_PREFIX}/(?:projects/key/([^/?]+)|translate/instant|translate/([^/?]+)/[^/?]+|phrases/batch-extract)/?(?:\\?|$)`,
);

const BASE: FastifyCorsOptions = {
  methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  allowedHeaders: ['content-type', 'x-project-key', 'if-none-match'],
  exposedHeaders: ['etag', 'x-request-id', 'x-sdk-failopen', 'retry-after', 'ratelimit', 'ratelimit-policy'],
  maxAge: 600,
};

/**
 * CORS for the public SDK API only. A project without an origin allowlist (or an unknown one)
 * answers `*`. A project with an allowlist answers the request's own origin, whether or not it is on
 * the list: the route refuses an origin that is not with a 403 (checkOrigin), and the page must be
 * able to read that answer, which a missing header would hide from it. The sync API and everything
 * else get no CORS headers.
 */
export function corsDelegator(ctx: AppContext) {
  return (
    request: FastifyRequest,
    callback: (error: Error | null, options: FastifyCorsOptions) => void,
  ): void => {
    const match = SDK_PATH.exec(request.url);
    if (!match) {
      callback(null, { origin: false });
      return;
    }
    const header = request.headers['x-project-key'];
    const raw = match[1] ?? match[2] ?? (typeof header === 'string' ? header : undefined);
    const key = raw === undefined ? undefined : safeDecode(raw);
    // Only a well-formed key is looked up (and so cached); the route refuses the others.
    if (!isProjectKey(key)) {
      callback(null, { ...BASE, origin: '*' });
      return;
    }
    ctx.cache
      .project(key)
      .then((project) => {
        const restricted = (project?.allowedOrigins.length ?? 0) > 0;
        callback(null, { ...BASE, origin: restricted ? true : '*' });
      })
      .catch(() => callback(null, { ...BASE, origin: '*' }));
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
